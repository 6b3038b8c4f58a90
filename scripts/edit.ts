import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { startEditorServer } from "../editor/server/server.ts";
import { editorAccountsPath, editorOrigin, editorPort, mayOpenBrowser, siteJsonPath } from "../src/paths.ts";

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

const port = option("--port") === undefined ? editorPort() : Number(option("--port"));
const siteFile = siteJsonPath();
// `--serve`: for a team, behind nginx with TLS at EDITOR_ORIGIN, everyone signing in (docs/deploy.md).
const serve = process.argv.includes("--serve");
const origin = editorOrigin();
if (serve && !origin?.startsWith("https://")) {
  console.error("--serve needs EDITOR_ORIGIN, the https address nginx answers at (like https://editor.example.com)");
  process.exit(2);
}
const editor = await startEditorServer({
  siteFile,
  port,
  served: serve ? { origin: origin!, accountsFile: editorAccountsPath() } : undefined,
});
if (serve) {
  console.log(
    `The editor serves ${path.relative(process.cwd(), siteFile) || siteFile} on 127.0.0.1:${editor.port} for ${editor.origin}`,
  );
  console.log(
    `Accounts: ${editorAccountsPath()} (add the first owner with npm run editor:users -- add --role owner NAME)`,
  );
  if (!editor.appNote.startsWith("the app is built")) console.log(`Note: ${editor.appNote}.`);
} else {
  showLocal();
}

function showLocal(): void {
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
}
