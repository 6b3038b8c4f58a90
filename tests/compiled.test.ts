import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * scripts/compiled.mjs in a project of its own: a command that imports one module at its start and another only when
 * it needs it, bundled, run, edited and run again, as a developer's edits and `npm run validate` would.
 */

let root: string;
const cache = () => join(root, "node_modules/.cache/site-renderer");
const bundle = () => join(cache(), "scripts__command.mjs");
const chunks = () => readdirSync(`${bundle()}.chunks`).sort();
/** The chunks the last compile made, as its manifest lists them. */
const made = (): string[] => JSON.parse(readFileSync(`${bundle()}.inputs.json`, "utf8")).chunks;

const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};
const run = (...args: string[]) =>
  spawnSync(process.execPath, ["scripts/compiled.mjs", "scripts/command.ts", ...args], {
    cwd: root,
    encoding: "utf8",
  });
/** The later module's words: changed (with the same length, as an edit may keep a file's size) each time. */
const later = (word: string) => write("src/later.ts", `export const words = (): string => "later ${word}";\n`);

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "compiled-"));
  cpSync("scripts/compiled.mjs", join(root, "scripts/compiled.mjs"));
  write("package.json", JSON.stringify({ type: "module", bundledPackages: [] }));
  // esbuild from the project's own packages; the cache is this project's.
  mkdirSync(join(root, "node_modules"));
  symlinkSync(resolve("node_modules/esbuild"), join(root, "node_modules/esbuild"));
  write("src/first.ts", 'export const first = "first";\n');
  later("one");
  write(
    "scripts/command.ts",
    [
      'import { first } from "../src/first.ts";',
      "const asked = process.argv.slice(2);",
      "// Imported only when asked for, as validate imports its whole check only when there is something to report.",
      'const rest = asked.includes("--later") ? (await import("../src/later.ts")).words() : "";',
      "process.stdout.write(`${first} ${rest}`.trim());",
      "",
    ].join("\n"),
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("a command run compiled", () => {
  it("runs bundled, with a module imported later in a chunk of its own that the bundle does not hold", () => {
    const start = run();
    expect(start.stderr).toBe("");
    expect(start.stdout).toBe("first");
    expect(readFileSync(bundle(), "utf8")).not.toContain("later one");
    expect(
      chunks().some((chunk) => readFileSync(join(`${bundle()}.chunks`, chunk), "utf8").includes("later one")),
    ).toBe(true);
    expect(run("--later").stdout).toBe("first later one");
  });

  it("runs an edit to a module imported later, and keeps the last bundle's chunks but no older ones", () => {
    run();
    const one = made();
    later("two");
    expect(run("--later").stdout).toBe("first later two");
    const two = made();
    // The chunks of the bundle before stay, for a command that started with it and has yet to import one.
    expect(chunks()).toEqual([...new Set([...two, ...one])].sort());
    later("six");
    expect(run("--later").stdout).toBe("first later six");
    const six = made();
    expect(chunks()).toEqual([...new Set([...six, ...two])].sort());
    // The chunk of the first words is gone: the cache does not grow with each edit.
    expect(one.filter((chunk) => !two.includes(chunk) && !six.includes(chunk))).not.toEqual([]);
  });

  it("makes the bundle again when one of its chunks is missing, rather than fail", () => {
    run();
    for (const chunk of chunks()) rmSync(join(`${bundle()}.chunks`, chunk));
    const again = run("--later");
    expect(again.stderr).toBe("");
    expect(again.stdout).toBe("first later six");
    expect(chunks().length).toBeGreaterThan(0);
    expect(existsSync(bundle())).toBe(true);
  });

  it("removes the half-written files of a compile that stopped, never those of one still running", () => {
    run();
    // A process that has ended, as a compile stopped by a crash or Ctrl-C has; and this one, which still runs.
    const ended = spawnSync(process.execPath, ["-e", "0"]).pid;
    const stopped = [`${bundle()}.chunks/chunk-STOPPED.mjs.${ended}.tmp`, `${bundle()}.${ended}.tmp`];
    const running = `${bundle()}.chunks/chunk-RUNNING.mjs.${process.pid}.tmp`;
    for (const file of [...stopped, running]) writeFileSync(file, "half");
    later("ten");
    expect(run("--later").stdout).toBe("first later ten");
    expect(stopped.filter((file) => existsSync(file))).toEqual([]);
    expect(existsSync(running)).toBe(true);
    rmSync(running);
  });
});
