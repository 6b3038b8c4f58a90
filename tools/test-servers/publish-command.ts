/** Runs `npm run publish` as users do (the compiled command), for the publish tests and bench. */
import { execFile } from "node:child_process";

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

export function publishCommand(args: string[], env: Record<string, string>): Promise<CommandResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["scripts/compiled.mjs", "--packages-external", "scripts/publish.ts", ...args],
      { env: { ...process.env, NO_COLOR: "1", ...env }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr, ms: performance.now() - started }),
    );
  });
}

/** The page at `url`, fetched fresh. */
export async function fetchText(url: string): Promise<string> {
  const response = await fetch(`${url}${url.includes("?") ? "&" : "?"}t=${Date.now()}`);
  return response.text();
}
