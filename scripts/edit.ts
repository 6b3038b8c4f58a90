import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { startEditorServer } from "../editor/server/server.ts";
import { editorPort, mayOpenBrowser, siteJsonPath } from "../src/paths.ts";

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

const port = option("--port") === undefined ? editorPort() : Number(option("--port"));
const siteFile = siteJsonPath();
const editor = await startEditorServer({ siteFile, port });
const shown = path.relative(process.cwd(), siteFile) || siteFile;
console.log(
  existsSync(siteFile)
    ? `Editing ${shown}: ${editor.url}`
    : `There is no ${shown} yet: the editor at ${editor.url} offers to start it from one of the project's sites.`,
);
// The address is the key: whoever opens it may edit, so it is shown here only, never served.
console.log("Open that address whole (its token lets your browser in); keep it to yourself.");
if (!editor.appNote.startsWith("the app is built")) console.log(`Note: ${editor.appNote}.`);
// A desktop gets the editor opened for it; CI, tests and BROWSER=none never launch a browser.
if (mayOpenBrowser()) {
  const [command, ...args] =
    process.platform === "darwin"
      ? ["open"]
      : process.platform === "win32"
        ? ["cmd", "/c", "start", '""']
        : ["xdg-open"];
  const child = spawn(command!, [...args, editor.url], { stdio: "ignore", detached: true });
  child.on("error", () => undefined);
  child.unref();
}
