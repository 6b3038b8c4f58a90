/**
 * A rebuild renders only the pages whose own entry changed and reuses the rest from the output it replaces; the
 * result must be byte for byte what a whole build of the same site.json writes. Real builds of a fixture site (the
 * built command, as `npm run build` runs it), in a folder of the project's .scratch/.
 */
import { execFile } from "node:child_process";
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keepFoldersInBackground } from "../src/build/spare.ts";
import { deployFiles } from "../src/deploy/files.ts";
import type { HeaderSite } from "../src/deploy/headers.ts";
import { twoLanguageSite, type Json } from "./fixtures/site.ts";

const run = promisify(execFile);
const folder = resolve(".scratch/incremental-test");
const siteFile = join(folder, "site.json");
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630"/></svg>';

/** What the build printed; anything it wrote to stderr (a warning, say) is kept in `lastStderr`. */
let lastStderr = "";
async function build(dist: string, ...flags: string[]): Promise<string> {
  return buildOn("1", dist, ...flags);
}

/**
 * A build with BUILD_THREADS `threads`: set, a whole build renders through Vike's prerender (as a large site does);
 * unset, a whole build of this small site renders through renderPage.
 */
async function buildOn(threads: string | undefined, dist: string, ...flags: string[]): Promise<string> {
  const { BUILD_THREADS: _, ...inherited } = process.env;
  const { stdout, stderr } = await run(
    process.execPath,
    ["scripts/compiled.mjs", "--packages-external", "scripts/build.ts", ...flags],
    {
      env: {
        ...inherited,
        SITE_JSON: siteFile,
        DIST_DIR: join(folder, dist),
        ...(threads === undefined ? {} : { BUILD_THREADS: threads }),
      },
    },
  );
  lastStderr = stderr;
  return stdout;
}

/** Every file of an output and its bytes (the build state beside client/ aside: it names its own folder). */
function tree(dist: string): Map<string, string> {
  const root = join(folder, dist);
  const files = new Map<string, string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name === "build-state.json") continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(root, path), readFileSync(path).toString("base64"));
  }
  return files;
}

/** Every folder of an output, by its place in it. */
function folders(dist: string): string[] {
  const root = join(folder, dist);
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/** Waits for `ready`, looking every 50 ms for at most 10 s (what a detached process does in the background). */
async function waitFor(ready: () => boolean): Promise<void> {
  for (const started = Date.now(); !ready() && Date.now() - started < 10_000;)
    await new Promise((done) => setTimeout(done, 50));
}

const write = (site: Json) => writeFileSync(siteFile, JSON.stringify(site, null, 2));
const pageAt = (site: Json, path: string) => (site.pages as Json[]).find((page) => page.path === path)!;

beforeAll(() => {
  rmSync(folder, { recursive: true, force: true });
  for (const image of ["social/default", "brand/logo", "blog/first"]) {
    mkdirSync(join(folder, "images", image, ".."), { recursive: true });
    writeFileSync(join(folder, "images", `${image}.svg`), SVG);
  }
});
afterAll(async () => {
  // Once the builds' detached processes are done with their folders beside the outputs (dist.discarded-*).
  await waitFor(() => !readdirSync(folder).some((name) => name.includes(".discarded-")));
  rmSync(folder, { recursive: true, force: true });
});

/** Makes the change, rebuilds "dist" over the last build, builds "whole" from nothing, and compares. */
async function rebuildMatchesWholeBuild(change: (site: Json) => void, site: Json, ...flags: string[]) {
  change(site);
  write(site);
  const output = await build("dist", ...flags);
  await build("whole", "--fresh", ...flags);
  // A whole build compiles the code: besides the fixture's own warnings about site.json (a header naming the file,
  // then indented lines), the owner sees no warning from the tools it runs.
  const foreign = lastStderr
    .split("\n")
    .filter((line) => line.trim() && !/^\s/.test(line) && !line.startsWith(`${relative(process.cwd(), siteFile)}:`));
  expect(foreign).toEqual([]);
  const [rebuilt, whole] = [tree("dist"), tree("whole")];
  expect([...rebuilt.keys()].sort()).toEqual([...whole.keys()].sort());
  expect(folders("dist"), "the folders, none empty left over").toEqual(folders("whole"));
  for (const [file, bytes] of whole) expect(rebuilt.get(file), file).toBe(bytes);
  return output;
}

describe("a rebuild", () => {
  const site = twoLanguageSite();
  // One page more, to be deleted by the last test.
  const extra: Json = { ...pageAt(site, "/removal"), path: "/extra", title: "Extra | Oak & Ash" };
  delete extra.structuredData;
  (site.pages as Json[]).push(extra);
  const routes = (site.pages as Json[]).length + (site.posts as Json[]).length;

  it("renders only the page whose sections changed, and writes what a whole build writes", async () => {
    write(site);
    // The project's deploy/, behind the site (a language added by hand, say): the build brings it in step.
    mkdirSync(join(folder, "deploy"));
    writeFileSync(join(folder, "deploy", "not-found.json"), "[]\n");
    expect(await build("dist")).toContain("deploy/ brought in step with the site: ");
    for (const [name, text] of Object.entries(deployFiles(site as HeaderSite))) {
      expect(readFileSync(join(folder, "deploy", name), "utf8"), name).toBe(text);
    }
    const before = statSync(join(folder, "dist", "client", "removal", "index.html")).ino;
    // The last build's files, the changed page's and an unchanged one's, kept aside by a link of their own: the
    // rebuild links its new output to them (early, before it knows which changed) and must write through none.
    const aside = join(folder, "aside");
    mkdirSync(aside);
    const kept = ["index.html", "index.html.br", "index.html.gz", "removal/index.html", "removal/index.html.br"].map(
      (file, index) => {
        linkSync(join(folder, "dist", "client", file), join(aside, String(index)));
        return { file, bytes: readFileSync(join(aside, String(index))).toString("base64") };
      },
    );
    const output = await rebuildMatchesWholeBuild((edited) => {
      ((pageAt(edited, "/").blocks as Json[])[0] as Json).heading = "Tree care, changed";
    }, site);
    expect(output).toContain(`prerender: 1 of ${routes} pages changed`);
    expect(output, "deploy/ was in step").not.toContain("deploy/");
    // An unchanged page is the same file as in the last build, not a copy.
    expect(statSync(join(folder, "dist", "client", "removal", "index.html")).ino).toBe(before);
    kept.forEach(({ file, bytes }, index) =>
      expect(readFileSync(join(aside, String(index))).toString("base64"), file).toBe(bytes),
    );
    rmSync(aside, { recursive: true });
  }, 120_000);

  it("starts the next rebuild from the output the last one replaced, writing through none of the live output's files", async () => {
    const spare = join(folder, "dist.spare");
    expect(existsSync(spare), "the last rebuild kept the output it replaced").toBe(true);
    const spareFolder = statSync(join(spare, "client")).ino;
    // A page's file gone from the spare (removed by hand) is linked from the live output again, not missed.
    rmSync(join(spare, "client", "removal", "index.html"));
    // Every file of the live output, kept aside by a link of its own: the spare holds most of them (the same files).
    const live = join(folder, "dist", "client");
    const aside = join(folder, "aside");
    mkdirSync(aside);
    const kept = readdirSync(live, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry, index) => {
        const file = join(entry.parentPath, entry.name);
        linkSync(file, join(aside, String(index)));
        return { file: relative(live, file), bytes: readFileSync(file).toString("base64") };
      });
    expect(kept.length).toBeGreaterThan(routes * 2);
    const output = await rebuildMatchesWholeBuild((edited) => {
      ((pageAt(edited, "/es/remocion").blocks as Json[])[0] as Json).heading = "Remoción de árboles, cambiado";
    }, site);
    expect(output).toContain("in place in the output before the last");
    expect(output).toContain(`prerender: 1 of ${routes} pages changed`);
    // The spare's folder is the new output (renamed, not made), and the output it replaced the next spare.
    expect(statSync(live).ino).toBe(spareFolder);
    expect(existsSync(spare)).toBe(true);
    kept.forEach(({ file, bytes }, index) =>
      expect(readFileSync(join(aside, String(index))).toString("base64"), file).toBe(bytes),
    );
    rmSync(aside, { recursive: true });
    // Nor from one whose pages have compressed copies, for an output without: nor the other way.
    for (const flags of [["--no-precompress"], []]) {
      const rebuilt = await rebuildMatchesWholeBuild(
        (edited) => {
          ((pageAt(edited, "/removal").blocks as Json[])[0] as Json).heading = `Removal, built ${flags.join(" ")}`;
        },
        site,
        ...flags,
      );
      expect(rebuilt, flags.join(" ")).not.toContain("in place in the output before the last");
    }
  }, 120_000);

  it("is refused for an error in site.json, leaving the last output as it was and no half-made folder", async () => {
    const last = tree("dist");
    const broken = structuredClone(site);
    (pageAt(broken, "/").blocks as Json[]).push({ type: "galery", images: [] });
    write(broken);
    await expect(build("dist")).rejects.toThrow(/unknown block type "galery"/);
    write(site);
    expect(tree("dist")).toEqual(last);
    // The spare the last rebuild kept stays for the next (the check failed before the build took it).
    expect(readdirSync(folder).filter((name) => name.startsWith("dist."))).toEqual(["dist.spare"]);
  }, 120_000);

  it("renders every page when something shown on other pages changes, like a post's excerpt", async () => {
    const output = await rebuildMatchesWholeBuild((edited) => {
      (edited.posts as Json[])[0]!.excerpt = "A post, summed up again."; // on the blog's card
    }, site);
    expect(output).not.toMatch(/pages changed/);
    // It shares nothing with the output it replaced: no spare is kept.
    expect(existsSync(join(folder, "dist.spare"))).toBe(false);
  }, 120_000);

  it("starts the first rebuild after a whole build in the folders of the output that build replaced", async () => {
    // The whole build above kept them, emptied of every file in the background.
    const kept = join(folder, "dist.folders");
    await waitFor(() => existsSync(kept));
    expect(existsSync(kept), "the folders of the output the whole build replaced").toBe(true);
    expect(readdirSync(kept, { recursive: true, withFileTypes: true }).filter((entry) => !entry.isDirectory())).toEqual(
      [],
    );
    const removal = statSync(join(kept, "client", "removal")).ino;
    // A page's folder with no page any more (deleted since, say), which the output must not keep.
    mkdirSync(join(kept, "client", "gone", "deeper"), { recursive: true });
    const output = await rebuildMatchesWholeBuild((edited) => {
      ((pageAt(edited, "/").blocks as Json[])[0] as Json).heading = "Tree care, in the kept folders";
    }, site);
    expect(output).toContain("reused in the last output's folders");
    expect(output).toContain(`prerender: 1 of ${routes} pages changed`);
    // Its pages' folders are those kept (not made again), and the empty one is gone.
    expect(statSync(join(folder, "dist", "client", "removal")).ino).toBe(removal);
    expect(existsSync(join(folder, "dist", "client", "gone"))).toBe(false);
    expect(existsSync(kept)).toBe(false);
  }, 120_000);

  it("renders again a page whose file is gone from the last output, with the one that changed", async () => {
    // Removed by hand after the last build: a page and the Spanish not-found page. The rebuild links from the last
    // output, with no spare (which holds copies of its own of those files: the test above starts from one).
    rmSync(join(folder, "dist.spare"), { recursive: true, force: true });
    // And folders kept with a file in them (put there by hand): not taken, lest it be published.
    mkdirSync(join(folder, "dist.folders", "client", "removal"), { recursive: true });
    writeFileSync(join(folder, "dist.folders", "client", "removal", "stray.html"), "<p>not the site's</p>");
    rmSync(join(folder, "dist", "client", "removal", "index.html"));
    rmSync(join(folder, "dist", "client", "es", "404.html"));
    const output = await rebuildMatchesWholeBuild((edited) => {
      ((pageAt(edited, "/").blocks as Json[])[0] as Json).heading = "Tree care, changed again";
    }, site);
    expect(output).toContain(`prerender: 3 of ${routes} pages changed`);
    expect(output).not.toContain("reused in the last output's folders");
    expect(existsSync(join(folder, "dist.folders"))).toBe(false);
  }, 120_000);

  it("writes the same site through Vike's prerender and renderPage", async () => {
    write(site);
    // BUILD_THREADS set sends a whole build through Vike's prerender; renderPage renders the not-found pages too.
    expect(await buildOn("0", "whole", "--fresh")).toContain("Vike's prerender in the build's own thread");
    const prerendered = tree("whole");
    const sameAsPrerendered = (how: string) => {
      const other = tree("other");
      expect([...other.keys()].sort(), how).toEqual([...prerendered.keys()].sort());
      for (const [file, bytes] of prerendered) expect(other.get(file), `${file}, ${how}`).toBe(bytes);
      rmSync(join(folder, "other"), { recursive: true });
    };
    // A small site renders through renderPage, but not in a build that compiled the code (whose Vike logger would
    // print every page): the first build into a new folder compiles, the next one finds that code in the cache.
    for (const [flags, how] of [
      [["--fresh"], "Vike's prerender in the build's own thread"],
      [[], "Vike's renderPage in the build's own thread"],
    ] as const) {
      const output = await buildOn(undefined, "other", ...flags);
      expect(output, flags.join(" ")).toContain(how);
      expect(output + lastStderr, "Vike's own log lines").not.toContain("[vike]");
      sameAsPrerendered(how);
    }
  }, 120_000);

  it("leaves out a page that was deleted", async () => {
    await rebuildMatchesWholeBuild((edited) => (edited.pages as Json[]).pop(), site);
    expect(tree("dist").has(join("client", "extra", "index.html"))).toBe(false);
    // Nor its folder, which a host could answer with a listing or a 403 instead of the not-found page.
    expect(existsSync(join(folder, "dist", "client", "extra"))).toBe(false);
  }, 120_000);

  it("tells a changed page in the middle of the list by its data, and renders only it", async () => {
    // With no warning: the fixture's short descriptions are made longer first, each in its page's language (the page with no link to it, another
    // warning, was deleted before).
    for (const entry of [...(site.pages as Json[]), ...(site.posts as Json[])]) {
      entry.description = String(entry.path).startsWith("/es")
        ? `${entry.title as string}: una descripción lo bastante larga para que un buscador la muestre.`
        : `${entry.title as string}: a description long enough for a search engine to show it.`;
    }
    write(site);
    await build("dist");
    expect(lastStderr).toBe("");
    const output = await rebuildMatchesWholeBuild((edited) => {
      ((pageAt(edited, "/es/remocion").blocks as Json[])[0] as Json).heading = "Remoción de árboles, otra vez";
    }, site);
    expect(output).toContain(`prerender: 1 of ${routes - 1} pages changed`);
    // The same data written out differently (another indentation) is the same site: no page renders again.
    const text = JSON.stringify(site, null, 2);
    const at = text.indexOf('"path": "/blog"', text.indexOf('"pages": ['));
    writeFileSync(siteFile, `${text.slice(0, at)}  ${text.slice(at)}`);
    const respaced = await build("dist");
    expect(respaced).toContain(`prerender: 0 of ${routes - 1} pages changed`);
    await build("whole", "--fresh");
    expect(tree("dist")).toEqual(tree("whole"));
  }, 120_000);
});

describe("the folders a whole build keeps for the rebuild after it", () => {
  it("are, after a first build of a large site, its output's own folders made again, holding no file", async () => {
    // As a first build leaves its output (from 100 routes on: below, the rebuild makes its few folders itself).
    const out = join(folder, "first");
    for (const page of ["about", "es/nosotros", "blog/a-post"]) {
      mkdirSync(join(out, "client", page), { recursive: true });
      writeFileSync(join(out, "client", page, "index.html"), "<p>a page</p>");
    }
    writeFileSync(join(out, "client", "index.html"), "<p>home</p>");
    keepFoldersInBackground(out, "own");
    const kept = join(folder, "first.folders");
    await waitFor(() => existsSync(kept));
    expect(folders("first.folders")).toEqual(folders("first"));
    expect(readdirSync(kept, { recursive: true, withFileTypes: true }).filter((entry) => !entry.isDirectory())).toEqual(
      [],
    );
    // The output itself is as it was.
    expect(readFileSync(join(out, "client", "es", "nosotros", "index.html"), "utf8")).toBe("<p>a page</p>");
    rmSync(out, { recursive: true });
    rmSync(kept, { recursive: true });
  });
});
