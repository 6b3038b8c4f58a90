/**
 * A publish whose project folder is deleted under it stops with an error instead of running on: the watch on its
 * folders, and the command itself, started in a folder that is then deleted while it waits for the live address.
 */
import { execSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { whenFolderGone } from "../src/publish/folder-gone.ts";

/** This environment without the variables that would point the publish at another folder than its own. */
function projectEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1" };
  for (const name of ["SITE_JSON", "DIST_DIR", "PUBLISH_CONFIG", "PUBLISH_STATE_DIR", "DEPLOY_DIR"]) delete env[name];
  return env;
}

describe("a publish whose folder vanishes", () => {
  it("is told once, with the folder that went", async () => {
    const folder = mkdtempSync(join(tmpdir(), "folder-gone-"));
    const told: string[] = [];
    const stop = whenFolderGone([tmpdir(), folder], (gone) => told.push(gone), 20);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(told).toEqual([]);
    rmSync(folder, { recursive: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    stop();
    expect(told).toEqual([folder]);
  });

  it("stops a scheduled publish with an error when its project folder is deleted under it", async () => {
    // A live address that takes every request and never answers: without the watch, the publish waits on it.
    const silent = net.createServer(() => {});
    await new Promise<void>((ready) => silent.listen(0, "127.0.0.1", ready));
    const port = (silent.address() as net.AddressInfo).port;
    // The project: a copy of this one's files (the build reads its code there), its packages linked.
    const project = mkdtempSync(join(tmpdir(), "publish-folder-gone-"));
    const serverRoot = mkdtempSync(join(tmpdir(), "publish-folder-gone-server-"));
    execSync(
      `git ls-files -z --cached --others --exclude-standard | xargs -0 cp --parents -t ${JSON.stringify(project)}`,
      { stdio: "ignore" },
    );
    symlinkSync(resolve("node_modules"), join(project, "node_modules"));
    writeFileSync(
      join(project, "publish.json"),
      JSON.stringify({ targets: { live: { type: "server", path: serverRoot, liveUrl: `http://127.0.0.1:${port}/` } } }),
    );
    const child = spawn(
      process.execPath,
      ["scripts/compiled.mjs", "--packages-external", "scripts/publish.ts", "--scheduled", "--no-precompress"],
      { cwd: project, stdio: ["ignore", "pipe", "pipe"], env: projectEnv() },
    );
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const ended = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
    // Deleted once the publish is waiting for the live address to show the new version.
    const deadline = Date.now() + 120_000;
    let exited = false;
    void ended.then(() => (exited = true));
    while (!/Publishing:/.test(output) && !exited && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(output).toMatch(/Publishing:/);
    rmSync(project, { recursive: true, force: true });
    const deleted = Date.now();
    const code = await ended;
    silent.close();
    rmSync(serverRoot, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(output).toContain(`the folder ${project} is gone, so this publish stops here`);
    // Well before the live check would have given up on its own, so the stop is the guard's, not the timeout's.
    expect(Date.now() - deleted).toBeLessThan(5000);
  }, 180_000);
});
