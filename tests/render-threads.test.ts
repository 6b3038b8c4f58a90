/**
 * A render thread reads site.json itself while the build's thread checks it (src/build/render-threads.ts), and
 * renders its own copy only when the check read the same version of the file. Its copy must be exactly the site the
 * build renders otherwise; a save during the build must never put an unchecked version on a page.
 */
import { execFile } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { generateSite } from "../tools/bench-site.ts";
import { loadSite, readSiteUnchecked } from "../src/site/load.ts";
import { validate } from "../src/validate/index.ts";
import { hostileFiles } from "./fixtures/hostile-files.ts";
import { siteFolder } from "./fixtures/site-folder.ts";

const run = promisify(execFile);
const shipped = readFileSync("site.json", "utf8");
const text = (data: unknown) => JSON.stringify(data, null, 2) + "\n";

describe("a render thread's own copy of the site", () => {
  it("is the site the build's thread checked and renders, to the order of the fields, with the same version", () => {
    for (const written of [shipped, text(generateSite(JSON.parse(shipped), 120))]) {
      const file = siteFolder(written);
      const checked = validate({ file });
      const own = readSiteUnchecked(file)!;
      expect(JSON.stringify(own.site)).toBe(JSON.stringify(loadSite(file, checked)));
      expect(own.version).toBe(checked.version);
      // A save gives another version, which the build then does not take for the one it checked.
      writeFileSync(file, written + " ");
      expect(readSiteUnchecked(file)!.version).not.toBe(checked.version);
    }
  });

  it("is refused for a text that is not a site", () => {
    expect(() => readSiteUnchecked(siteFolder("[]"))).toThrow();
    expect(() => readSiteUnchecked(siteFolder("{ not json"))).toThrow();
  });

  it("is read from a hostile file, before the check refuses it, without harm to the thread", () => {
    // The thread reads the file while the build's thread checks it: every file of the hostile corpus gives a copy
    // (never rendered: the check refuses the file) or an error, quickly, and no field reaches Object.prototype.
    for (const hostile of hostileFiles(shipped)) {
      const file = siteFolder("");
      writeFileSync(file, hostile.content());
      const started = performance.now();
      try {
        readSiteUnchecked(file);
      } catch (error) {
        expect(error, hostile.name).toBeInstanceOf(Error);
      }
      expect(performance.now() - started, hostile.name).toBeLessThan(10_000);
      expect(Object.keys(Object.prototype), hostile.name).toEqual([]);
      expect("polluted" in {}, hostile.name).toBe(false);
    }
  });
});

describe("a build while the owner saves site.json", () => {
  it("renders the version it checked on every page, not the one saved after the check", async () => {
    const file = siteFolder(shipped);
    const dist = resolve(".scratch/render-threads-test/dist");
    const saved = shipped.replaceAll(JSON.parse(shipped).business.name, "Saved During The Build");
    // The harness saves the new version as soon as the check has passed, while the render thread may still be
    // loading or have read the file already: either way, the pages must show the checked version.
    const newFile = join(dirname(file), "saved.json");
    writeFileSync(newFile, saved);
    const printed = await run(
      process.execPath,
      ["node_modules/.bin/tsx", "tests/fixtures/build-saving.ts", file, dist, newFile],
      { env: { ...process.env, SITE_JSON: file, BUILD_THREADS: "1" } },
    );
    expect(readFileSync(file, "utf8")).toBe(saved);
    // Once in CI the build ended with code 0 and no home page: what it printed then says why, next time.
    const homeFile = join(dist, "client", "index.html");
    expect(existsSync(homeFile), `the build printed:\n${printed.stdout}\n${printed.stderr}`).toBe(true);
    const home = readFileSync(homeFile, "utf8");
    expect(home).toContain(JSON.parse(shipped).business.name);
    expect(home).not.toContain("Saved During The Build");
    rmSync(dirname(dist), { recursive: true, force: true });
  }, 120_000);
});
