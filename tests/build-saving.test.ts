/**
 * The build checks site.json once and hands that site to every page (through Vike's pageContext): a save during the
 * build must never put an unchecked version on a page.
 */
import { execFile } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { siteFolder } from "./fixtures/site-folder.ts";

const run = promisify(execFile);
const shipped = readFileSync("site.json", "utf8");

describe("a build while the owner saves site.json", () => {
  it("renders the version it checked on every page, not the one saved after the check", async () => {
    const file = siteFolder(shipped);
    const dist = resolve(".scratch/build-saving-test/dist");
    const saved = shipped.replaceAll(JSON.parse(shipped).business.name, "Saved During The Build");
    // The harness saves the new version as soon as the check has passed, before any page is rendered (a fresh build:
    // Vike's prerender): the pages must show the checked version.
    const newFile = join(dirname(file), "saved.json");
    writeFileSync(newFile, saved);
    const printed = await run(
      process.execPath,
      ["node_modules/.bin/tsx", "tests/fixtures/build-saving.ts", file, dist, newFile],
      { env: { ...process.env, SITE_JSON: file } },
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
