/**
 * Starts `npm run serve` (scripts/serve.ts) on its own port for the audit: 4180, so it never meets
 * Playwright's 4173 or a developer's 3000.
 */
import { spawn } from "node:child_process";
import { resolve } from "node:path";

export const AUDIT_PORT = Number(process.env.AUDIT_PORT ?? 4180);
const READY_TIMEOUT_MS = 15_000;

export interface RunningServer {
  url: string;
  stop: () => void;
}

export async function startServer(): Promise<RunningServer> {
  const url = `http://127.0.0.1:${AUDIT_PORT}`;
  // Another server on the port would answer for ours and be audited instead.
  const taken = await fetch(`${url}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${AUDIT_PORT} is already in use; stop what serves ${url}/ or set AUDIT_PORT`);
  const child = spawn(resolve("node_modules/.bin/tsx"), ["scripts/serve.ts"], {
    env: { ...process.env, PORT: String(AUDIT_PORT), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`the server stopped with code ${code} before answering`))),
  );
  exited.catch(() => {});
  const stop = () => {
    if (child.exitCode === null) child.kill();
  };
  // Ready means answering over HTTP, which a line on stdout does not prove.
  const deadline = Date.now() + READY_TIMEOUT_MS;
  try {
    for (;;) {
      const answered = await Promise.race([
        fetch(`${url}/`).then(
          (response) => response.ok,
          () => false,
        ),
        exited,
      ]);
      if (answered) break;
      if (Date.now() > deadline) throw new Error(`the server did not answer at ${url}/ within ${READY_TIMEOUT_MS} ms`);
      await new Promise((done) => setTimeout(done, 100));
    }
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}
