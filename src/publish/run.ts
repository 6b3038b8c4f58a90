/** Runs a program without a shell and collects what it printed; the failure keeps its stderr for the words. */
import { spawn } from "node:child_process";

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  input?: string;
  /** Kill the program after this many ms (a server that does not answer). */
  timeoutMs?: number;
}

export function run(program: string, args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: [options.input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
    });
    // Decoded as UTF-8 across chunks: a letter such as á split between two chunks stays one letter.
    let stdout = "";
    let stderr = "";
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const timer = options.timeoutMs ? setTimeout(() => child.kill("SIGKILL"), options.timeoutMs) : undefined;
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`${program} could not be started: ${error.message}`));
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 124 : 1), stdout, stderr });
    });
    // A program that ends without reading all of its input closes the pipe: no error of this process's.
    child.stdin?.on("error", () => {});
    child.stdin?.end(options.input);
  });
}

/** `run`, throwing an Error whose message is `what` and the program's last words when it fails. */
export async function runOrSay(what: string, program: string, args: readonly string[], options: RunOptions = {}) {
  const result = await run(program, args, options);
  if (result.code !== 0) {
    const said = (result.stderr.trim() || result.stdout.trim()).split("\n").slice(-3).join(" ");
    throw new Error(`${what}${said ? `: ${said}` : ""}`);
  }
  return result;
}
