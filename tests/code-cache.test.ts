import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CODE_INPUTS, codeKey, keepBuild, restoreBuild } from "../src/build/code-cache.ts";
import { requested } from "../src/build/prerender-request.ts";

const scratch = mkdtempSync(join(tmpdir(), "code-cache-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A project with a little code, a lock file and a public folder, in a folder of its own. */
function project(name: string) {
  const root = join(scratch, name);
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  write("src/blocks/Hero.tsx", "export const Hero = () => null;");
  write("renderer/+config.ts", "export default {};");
  write("package-lock.json", "{}");
  write("public/img/a.webp", "picture");
  write("site.json", "{}");
  const key = () => codeKey({ root, publicDir: join(root, "public"), outDir: join(root, "dist.tmp") });
  return { root, write, key };
}

describe("the cache of compiled code", () => {
  it("gives the same key for the same code, and a new one for any change to code, dependencies or public files", () => {
    const { write, key } = project("keys");
    const first = key();
    expect(key()).toBe(first);
    write("site.json", '{"pages": []}'); // the site's text is not compiled
    expect(key()).toBe(first);
    write("src/blocks/Hero.tsx", "export const Hero = () => 'changed';");
    const afterCode = key();
    expect(afterCode).not.toBe(first);
    write("package-lock.json", '{"lockfileVersion": 3}');
    const afterLock = key();
    expect(afterLock).not.toBe(afterCode);
    write("public/img/a.webp", "another picture");
    const afterPublic = key();
    expect(afterPublic).not.toBe(afterLock);
    write("renderer/Document.tsx", "export const Document = () => null;");
    expect(key()).not.toBe(afterPublic);
  });

  it("keys the editor's app by its own files too, which the site's compiled code does not read", () => {
    const { root, write } = project("editor");
    write("editor/app/main.tsx", "export {};");
    const siteKey = () => codeKey({ root, outDir: "out" });
    const appKey = () => codeKey({ root, outDir: "out", inputs: [...CODE_INPUTS, "editor/app"] });
    const [site, app] = [siteKey(), appKey()];
    write("editor/app/main.tsx", "export const changed = true;");
    expect(siteKey()).toBe(site);
    const afterApp = appKey();
    expect(afterApp).not.toBe(app);
    write("src/blocks/Hero.tsx", "export const Hero = () => 'shown in the canvas';"); // the canvas renders the blocks
    expect(appKey()).not.toBe(afterApp);
  });

  it("restores only a whole kept copy, into a clean folder", async () => {
    const cache = join(scratch, "cache");
    const out = join(scratch, "out");
    mkdirSync(join(out, "client", "assets"), { recursive: true });
    writeFileSync(join(out, "client", "assets", "site.css"), "body{}");
    expect(restoreBuild("k1", out, { cacheDir: cache })).toBe(false);
    await keepBuild("k1", out, cache);
    rmSync(out, { recursive: true });
    mkdirSync(join(out, "client"), { recursive: true });
    writeFileSync(join(out, "client", "stale.html"), "from before");
    expect(restoreBuild("k1", out, { cacheDir: cache })).toBe(true);
    const restored = join(out, "client", "assets", "site.css");
    expect(readFileSync(restored, "utf8")).toBe("body{}");
    expect(existsSync(join(out, "client", "stale.html"))).toBe(false);
    // With the kept file's time, the same in every build from this copy; and a copy: a write to it leaves the cache.
    const kept = readdirSync(join(cache, "k1"), { recursive: true, withFileTypes: true }).find(
      (entry) => entry.name === "site.css",
    )!;
    const keptFile = join(kept.parentPath, kept.name);
    // To the millisecond (utimes takes seconds as a float).
    expect(Math.abs(statSync(restored).mtimeMs - statSync(keptFile).mtimeMs)).toBeLessThan(1);
    writeFileSync(restored, "body{color:red}");
    expect(readFileSync(keptFile, "utf8")).toBe("body{}");
    // A copy cut short (no mark that it is whole) is not taken for a build.
    cpSync(join(cache, "k1"), join(cache, "k2"), { recursive: true });
    rmSync(join(cache, "k2", "complete"));
    expect(restoreBuild("k2", out, { cacheDir: cache })).toBe(false);
  });

  it("keeps the newest few keys only", async () => {
    const cache = join(scratch, "pruned");
    const out = join(scratch, "small");
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, "a"), "a");
    const keys = Array.from({ length: 12 }, (_, index) => `key-${index}`);
    for (const key of keys) await keepBuild(key, out, cache);
    expect(keys.map((key) => existsSync(join(cache, key)))).toEqual(keys.map((_, index) => index >= 2));
  });
});

describe("the prerender's list", () => {
  it("holds only the addresses a rebuild asks for, and every one without a request", () => {
    const items = ["/", "/about", "/es", "/es/404"].map((url) => ({ url }));
    expect(requested(items, ["/about", "/es/404", "/gone"]).map((item) => item.url)).toEqual(["/about", "/es/404"]);
    expect(requested(items, undefined)).toEqual(items);
    expect(requested(items, [])).toEqual([]);
  });
});
