/**
 * One build of a project at a time (src/build/one-at-a-time.ts): two builds at once broke each other (Vike writes and
 * deletes the same compiled `+file` beside its source), so a second waits for the first, and a lock left by a build
 * that ended is taken over.
 */
import { execFile, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { oneAtATime } from "../src/build/one-at-a-time.ts";
import { siteFolder } from "./fixtures/site-folder.ts";

const run = promisify(execFile);
const lockIn = () => join(mkdtempSync(join(tmpdir(), "lock-")), "build.lock");
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe("one build at a time", () => {
  it("makes a second build wait for the first, and says so once", async () => {
    const lock = lockIn();
    const order: string[] = [];
    const waited: number[] = [];
    const build = (name: string) =>
      oneAtATime(
        lock,
        async () => {
          order.push(`${name} starts`);
          await pause(150);
          order.push(`${name} ends`);
        },
        (pid) => waited.push(pid),
      );
    await Promise.all([build("first"), build("second")]);
    expect(order).toEqual(["first starts", "first ends", "second starts", "second ends"]);
    expect(waited).toEqual([process.pid]);
    expect(existsSync(lock)).toBe(false);
  });

  it("waits for a build in another process, and takes over a lock whose process has ended", async () => {
    const lock = lockIn();
    // Another process holds the lock for half a second.
    const other = run(process.execPath, [
      "-e",
      `const fs = require("node:fs"); fs.mkdirSync(${JSON.stringify(lock)});
       fs.writeFileSync(${JSON.stringify(join(lock, "pid"))}, String(process.pid));
       setTimeout(() => fs.rmSync(${JSON.stringify(lock)}, { recursive: true }), 500);`,
    ]);
    while (!existsSync(join(lock, "pid"))) await pause(10);
    const started = performance.now();
    const waited: number[] = [];
    await oneAtATime(
      lock,
      async () => {},
      (pid) => waited.push(pid),
    );
    expect(performance.now() - started).toBeGreaterThan(300);
    expect(waited).toHaveLength(1);
    await other;
    // A lock left by a build that was killed: its process is gone, and the next build does not wait.
    mkdirSync(lock);
    writeFileSync(join(lock, "pid"), String(spawnSync(process.execPath, ["-e", ""]).pid));
    const told: number[] = [];
    await oneAtATime(
      lock,
      async () => {},
      (pid) => told.push(pid),
    );
    expect(told).toEqual([]);
  });

  it("gives up with words saying what to do when another build holds it too long", async () => {
    const lock = lockIn();
    mkdirSync(lock);
    writeFileSync(join(lock, "pid"), String(process.pid));
    await expect(
      oneAtATime(
        lock,
        async () => {},
        () => {},
        300,
      ),
    ).rejects.toThrow(
      /another build of this project \(process \d+\) has been running .*delete .*build\.lock if no build is running/,
    );
  });

  it("lets two builds of the project started at once both finish, the second after the first", async () => {
    const file = siteFolder(readFileSync("site.json", "utf8"));
    const dists = ["a", "b"].map((name) => resolve(`.scratch/one-at-a-time-test/${name}`));
    const build = (dist: string) =>
      run(process.execPath, ["node_modules/.bin/tsx", "tests/fixtures/build-once.ts", file, dist], {
        env: { ...process.env, SITE_JSON: file, BUILD_THREADS: "0" },
      });
    try {
      const printed = await Promise.all(dists.map(build));
      for (const dist of dists) expect(existsSync(join(dist, "client", "index.html")), dist).toBe(true);
      // One of them at least waited (both may, for a build of another test file running meanwhile).
      expect(printed.filter(({ stdout }) => stdout.includes("waiting for another build")).length).toBeGreaterThan(0);
    } finally {
      rmSync(resolve(".scratch/one-at-a-time-test"), { recursive: true, force: true });
    }
  }, 180_000);
});
