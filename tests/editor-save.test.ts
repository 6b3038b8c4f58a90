import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { validateSiteText } from "../src/validate/index.ts";
import {
  dropOldAddress,
  leadToVersion,
  linksTo,
  moveAddress,
  oldAddresses,
  oldAddressTarget,
  relink,
  renameAddress,
} from "../src/site/links.ts";
import {
  changedAfter,
  checkSiteText,
  HISTORY_DIR,
  hashText,
  listHistory,
  readHistory,
  readSite,
  saveSiteText,
} from "../src/save/save.ts";
import { applyDataToText } from "../src/save/text-edit.ts";
import { parse } from "jsonc-parser";

const root = path.resolve(import.meta.dirname, "..");
const shipped = readFileSync(path.join(root, "site.json"), "utf8");

function copy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "editor-save-"));
  const file = path.join(dir, "site.json");
  writeFileSync(file, shipped);
  return file;
}

/** The lines `diff` reports as changed between two texts. */
function changedLines(a: string, b: string): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "editor-diff-"));
  writeFileSync(path.join(dir, "a"), a);
  writeFileSync(path.join(dir, "b"), b);
  const out = spawnSync("diff", [path.join(dir, "a"), path.join(dir, "b")], { encoding: "utf8" }).stdout;
  return out.split("\n").filter((line) => line.startsWith("< ") || line.startsWith("> "));
}

describe("applyDataToText", () => {
  it("turns a one-field change into a one-line diff, keeping every other byte", () => {
    const data = JSON.parse(shipped);
    const old = data.pages[1].title as string;
    data.pages[1].title = "About the crew";
    const text = applyDataToText(shipped, data);
    expect(JSON.parse(text)).toEqual(data);
    const lines = changedLines(shipped, text);
    expect(lines).toEqual([
      `< ${shipped.split("\n").find((l) => l.includes(JSON.stringify(old)))}`,
      expect.stringContaining('"About the crew"'),
    ]);
    expect(lines).toHaveLength(2);
  });

  it("returns the very same text when nothing changed", () => {
    expect(applyDataToText(shipped, JSON.parse(shipped))).toBe(shipped);
  });

  it("keeps key order and the file's own indentation (tabs, CRLF)", () => {
    const old = '{\r\n\t"b": 1,\r\n\t"a": {\r\n\t\t"x": [1, 2]\r\n\t}\r\n}\r\n';
    const text = applyDataToText(old, { b: 2, a: { x: [1, 2] }, c: "new" });
    expect(JSON.parse(text)).toEqual({ b: 2, a: { x: [1, 2] }, c: "new" });
    expect(Object.keys(JSON.parse(text))).toEqual(["b", "a", "c"]);
    expect(text).toContain('\t"b": 2,\r\n\t"a": {\r\n\t\t"x": [1, 2]');
    expect(text).not.toMatch(/[^\r]\n/);
  });

  it("inserts, removes and reorders array elements", () => {
    const data = JSON.parse(shipped);
    const items = data.navigation.items as unknown[];
    const insert = structuredClone(data);
    insert.navigation.items.splice(1, 0, { label: "Gallery", href: "/" });
    const inserted = applyDataToText(shipped, insert);
    expect(JSON.parse(inserted)).toEqual(insert);
    expect(changedLines(shipped, inserted).every((l) => l.startsWith("> "))).toBe(true);

    const remove = structuredClone(data);
    remove.navigation.items.splice(0, 1);
    const removed = applyDataToText(shipped, remove);
    expect(JSON.parse(removed)).toEqual(remove);
    expect(changedLines(shipped, removed).every((l) => l.startsWith("< "))).toBe(true);

    const reorder = structuredClone(data);
    reorder.navigation.items = [...items].reverse();
    reorder.pages.push(reorder.pages.shift());
    expect(JSON.parse(applyDataToText(shipped, reorder))).toEqual(reorder);

    const deleteKey = structuredClone(data);
    delete deleteKey.notFound;
    expect(JSON.parse(applyDataToText(shipped, deleteKey))).toEqual(deleteKey);
  });
});

describe("applyDataToText, moving pages", () => {
  it("moves each page's own text: a page moved to the end, or every page reversed, changes no line but commas", () => {
    const sorted = (text: string) =>
      text
        .split("\n")
        .map((line) => line.replace(/,$/, ""))
        .sort();
    const data = JSON.parse(shipped);
    data.pages.push(data.pages.shift());
    const moved = applyDataToText(shipped, data);
    expect(JSON.parse(moved)).toEqual(data);
    expect(sorted(moved)).toEqual(sorted(shipped));
    data.pages.reverse();
    const reversed = applyDataToText(shipped, data);
    expect(JSON.parse(reversed)).toEqual(data);
    expect(sorted(reversed)).toEqual(sorted(shipped));
  });
});

describe("applyDataToText on a file with comments (read by jsonc-parser, not JSON.parse)", () => {
  it("changes the value and keeps the comments and every other line", () => {
    const old = '{\n  // the owner\'s note\n  "a": { "b": "old", "c": [1, 2] },\n  "d": 1, // trailing\n}\n';
    const text = applyDataToText(old, { a: { b: "new", c: [1, 2, 3] }, d: 1 });
    expect(text).toContain("// the owner's note");
    expect(text).toContain('"d": 1, // trailing');
    expect(parse(text, [], { allowTrailingComma: true })).toEqual({ a: { b: "new", c: [1, 2, 3] }, d: 1 });
  });
});

describe("checkSiteText (the editor's checks)", () => {
  it("says what the whole check says, before and after an edit, and for a page broken since", () => {
    const check = (text: string) => checkSiteText(text, { root });
    const whole = (text: string) => validateSiteText(text, { root });
    expect(check(shipped)).toEqual({ ok: true, problems: [] });
    const data = JSON.parse(shipped);
    data.pages[2].title = "A page title, edited";
    const edited = applyDataToText(shipped, data);
    expect(check(edited)).toEqual({ ok: true, problems: [] });
    // Two pages broken: every problem, in the whole check's words.
    data.pages[3].blocks[0].type = "no-such-block";
    data.pages[1].title = "";
    const broken = applyDataToText(shipped, data);
    const found = check(broken);
    expect(found.ok).toBe(false);
    expect(found.problems).toEqual(whole(broken).problems);
    expect(found.problems.length).toBeGreaterThan(1);
  });
});

describe("saveSiteText", () => {
  it("writes a valid change, keeps the previous text in history, and returns the new hash", () => {
    const file = copy();
    const data = JSON.parse(shipped);
    data.pages[0].title = "Home, changed";
    const text = applyDataToText(shipped, data);
    const result = saveSiteText(file, text, { expectedHash: hashText(shipped), root });
    expect(result).toMatchObject({ ok: true, hash: hashText(text) });
    expect(readFileSync(file, "utf8")).toBe(text);
    const versions = listHistory(file);
    expect(versions).toHaveLength(1);
    expect(readHistory(file, versions[0]!.id)).toBe(shipped);
    expect(readHistory(file, "../site")).toBeUndefined();
    expect(readdirSync(path.dirname(file)).filter((n) => n.endsWith(".tmp"))).toEqual([]);
  });

  it("refuses invalid text with the CLI's own problems and leaves the file alone", () => {
    const file = copy();
    const data = JSON.parse(shipped);
    data.pages[1].path = data.pages[0].path;
    delete data.business;
    const text = applyDataToText(shipped, data);
    const result = saveSiteText(file, text, { expectedHash: hashText(shipped), root });
    const cli = validateSiteText(text, { root });
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ reason: "invalid" });
    expect(result.ok === false && result.reason === "invalid" && result.problems).toEqual(cli.problems);
    expect(cli.problems.length).toBeGreaterThan(1);
    expect(checkSiteText(text, { root }).problems).toEqual(cli.problems);
    expect(readFileSync(file, "utf8")).toBe(shipped);
    expect(listHistory(file)).toEqual([]);
  });

  it("refuses with a conflict when the file changed since it was loaded", () => {
    const file = copy();
    const theirs = shipped.replace('"Home"', '"Start"');
    writeFileSync(file, theirs);
    const data = JSON.parse(shipped);
    data.pages[0].title = "Mine";
    const result = saveSiteText(file, applyDataToText(shipped, data), { expectedHash: hashText(shipped), root });
    expect(result).toEqual({ ok: false, reason: "conflict", hash: hashText(theirs), text: theirs });
    expect(readSite(file)).toEqual({ text: theirs, hash: hashText(theirs) });
  });

  it("never leaves a half-written file: a write failing half-way keeps the original whole", () => {
    const file = copy();
    const data = JSON.parse(shipped);
    data.pages[0].title = "Half";
    const text = applyDataToText(shipped, data);
    expect(() =>
      saveSiteText(file, text, {
        expectedHash: hashText(shipped),
        root,
        write: (fd, bytes) => {
          writeFileSync(fd, bytes.subarray(0, bytes.length >> 1));
          throw Object.assign(new Error("no space left on device"), { code: "ENOSPC" });
        },
      }),
    ).toThrow(/no space/);
    expect(readFileSync(file, "utf8")).toBe(shipped);
    expect(readdirSync(path.dirname(file)).filter((n) => n.endsWith(".tmp"))).toEqual([]);
  });

  it("says what the save after each version changed, the newest compared with the file", () => {
    const file = copy();
    const first = JSON.parse(shipped);
    first.pages[0].title = "Home, first";
    const one = applyDataToText(shipped, first);
    expect(saveSiteText(file, one, { expectedHash: hashText(shipped), root }).ok).toBe(true);
    const second = JSON.parse(one);
    second.business.name = "Another Name";
    second.footer.servicesHeading = "What We Do";
    const two = applyDataToText(one, second);
    expect(saveSiteText(file, two, { expectedHash: hashText(one), root }).ok).toBe(true);
    expect(changedAfter(file, listHistory(file))).toEqual([
      {
        places: [
          ["business", "name"],
          ["footer", "servicesHeading"],
        ],
        count: 2,
      },
      // One short text changed, and nothing else: what it read, and what it became.
      {
        places: [["pages", 0, "title"]],
        count: 1,
        text: { was: JSON.parse(shipped).pages[0].title, now: "Home, first" },
      },
    ]);
    // A text too long to show whole is named, not quoted.
    const third = JSON.parse(two);
    third.footer.servicesHeading = "W".repeat(121);
    expect(saveSiteText(file, applyDataToText(two, third), { expectedHash: hashText(two), root }).ok).toBe(true);
    expect(changedAfter(file, listHistory(file))[0]).toEqual({ places: [["footer", "servicesHeading"]], count: 1 });
  });

  it("leaves unsaid what a version placed by hand cannot tell, a hostile one included, and says the rest", () => {
    const file = copy();
    const data = JSON.parse(shipped);
    data.pages[0].title = "Home, changed";
    const text = applyDataToText(shipped, data);
    expect(saveSiteText(file, text, { expectedHash: hashText(shipped), root }).ok).toBe(true);
    const folder = path.join(path.dirname(file), HISTORY_DIR);
    // Older than the save's version: nested past any walk's stack, and a text that is not JSON.
    writeFileSync(path.join(folder, "0000000000001-0000-00000000.json"), "[".repeat(200_000) + "]".repeat(200_000));
    writeFileSync(path.join(folder, "0000000000002-0000-00000000.json"), "{ not json");
    const versions = listHistory(file);
    expect(versions).toHaveLength(3);
    expect(changedAfter(file, versions)).toEqual([
      {
        places: [["pages", 0, "title"]],
        count: 1,
        text: { was: JSON.parse(shipped).pages[0].title, now: "Home, changed" },
      },
      undefined,
      undefined,
    ]);
  });

  it("keeps at most 20 versions", () => {
    const file = copy();
    let text = shipped;
    for (let i = 0; i < 23; i++) {
      const data = JSON.parse(text);
      data.pages[0].title = `Home ${i}`;
      const next = applyDataToText(text, data);
      expect(saveSiteText(file, next, { expectedHash: hashText(text), root }).ok).toBe(true);
      text = next;
    }
    expect(listHistory(file)).toHaveLength(20);
    expect(readHistory(file, listHistory(file)[0]!.id)).toContain('"Home 21"');
  }, 30_000); // 23 validated saves of the shipped site: over vitest's 5 s when the machine is busy
});

describe("links", () => {
  const data = JSON.parse(shipped);
  // A page linked from the menu, the footer and at least one text: the case a rename must get whole.
  const page = (data.pages as { path: string }[]).find((p) => {
    const found = linksTo(data, p.path).map((l) => l.path[0]);
    return found.includes("navigation") && found.includes("footer") && found.includes("pages") && found.length > 3;
  })!;

  it("finds menus, footer, buttons, inline links and the page's own address", () => {
    const found = linksTo(data, page.path);
    const count = (JSON.stringify(data).match(new RegExp(`"${page.path}"|\\]\\(${page.path}[)#?]`, "g")) ?? []).length;
    expect(found.some((l) => l.path[0] === "navigation")).toBe(true);
    expect(found.some((l) => l.path[0] === "footer")).toBe(true);
    expect(found.some((l) => l.place.startsWith("the address of pages["))).toBe(true);
    expect(found.length).toBeLessThanOrEqual(count);
    expect(found.length).toBeGreaterThan(3);
  });

  it("renames every link and the address, leaves no link to the old one, and the site stays valid", () => {
    const renamed = renameAddress(data, page.path, "/renamed-page") as typeof data;
    expect(linksTo(renamed, page.path)).toEqual([]);
    expect(linksTo(renamed, "/renamed-page").map((l) => l.path)).toEqual(linksTo(data, page.path).map((l) => l.path));
    expect(JSON.stringify(data)).toContain(page.path);
    const text = applyDataToText(shipped, renamed);
    const result = validateSiteText(text, { root });
    expect(result.problems.filter((p) => p.severity === "error")).toEqual([]);
  });

  it("keeps the old address leading to the page when asked, and the site stays valid", () => {
    const moved = moveAddress(data, page.path, "/renamed-page", true) as typeof data;
    expect(moved.redirects).toEqual([{ from: page.path, to: "/renamed-page" }]);
    expect(validateSiteText(applyDataToText(shipped, moved), { root }).ok).toBe(true);
    // Moved again: the first old address follows on to the newest (no chain of moves), and both are kept.
    const again = moveAddress(moved, "/renamed-page", "/third-name", true) as typeof data;
    expect(again.redirects).toEqual([
      { from: page.path, to: "/third-name" },
      { from: "/renamed-page", to: "/third-name" },
    ]);
    expect(linksTo(again, "/third-name").map((l) => l.place)).toContain(
      `the old address ${page.path}, which leads on to it`,
    );
    // Given its first address back: the page answers it itself, and that old address goes.
    const back = moveAddress(again, "/third-name", page.path, true) as typeof data;
    expect(back.redirects).toEqual([
      { from: "/renamed-page", to: page.path },
      { from: "/third-name", to: page.path },
    ]);
    expect(validateSiteText(applyDataToText(shipped, back), { root }).ok).toBe(true);
    // Not asked: no old address is added, and a site without any stays without the list.
    expect("redirects" in (moveAddress(data, page.path, "/renamed-page", false) as object)).toBe(false);
  });

  it("lets a new page take an old address: the old address goes, the list with its last", () => {
    const moved = moveAddress(data, page.path, "/renamed-page", true) as typeof data;
    expect(oldAddresses(moved)).toEqual([page.path]);
    expect(oldAddressTarget(moved, page.path)).toBe("/renamed-page");
    expect(oldAddressTarget(moved, "/renamed-page")).toBeUndefined();
    const taken = dropOldAddress(moved, page.path) as typeof data;
    expect("redirects" in taken).toBe(false);
    expect(dropOldAddress(data, "/nowhere")).toBe(data);
  });

  it("rewrites inline markdown links and keeps their fragments", () => {
    const site = {
      pages: [{ path: "/a", blocks: [{ type: "text", text: "See [x](/a#top) and [y](/ab) and [z](/a)." }] }],
    };
    const renamed = renameAddress(site, "/a", "/b") as typeof site;
    expect(renamed.pages[0]!.blocks[0]!.text).toBe("See [x](/b#top) and [y](/ab) and [z](/b).");
    expect(renamed.pages[0]!.path).toBe("/b");
    expect(linksTo(site, "/a").map((l) => l.path)).toEqual([
      ["pages", 0, "path"],
      ["pages", 0, "blocks", 0, "text"],
    ]);
  });

  it("leads a copy's links to other addresses, keeping their fragments, and leaves its own address alone", () => {
    const page = {
      path: "/a",
      translationOf: "/a",
      blocks: [
        { type: "text", text: "See [x](/a#top), [y](/ab?q=1) and [z](/c)." },
        { type: "cta", href: "/a?x#y", secondary: { href: "https://example.com/a" } },
      ],
    };
    const moved = relink(
      page,
      new Map([
        ["/a", "/es/a"],
        ["/ab", "/es/ab"],
      ]),
    ) as typeof page;
    expect(moved.blocks[0]!.text).toBe("See [x](/es/a#top), [y](/es/ab?q=1) and [z](/c).");
    expect(moved.blocks[1]!.href).toBe("/es/a?x#y");
    expect(moved.blocks[1]!.secondary!.href).toBe("https://example.com/a");
    expect([moved.path, moved.translationOf]).toEqual(["/a", "/a"]);
    expect(page.blocks[0]!.text).toBe("See [x](/a#top), [y](/ab?q=1) and [z](/c).");
  });

  it("leads one language's links to the original to its new version there, and no other language's", () => {
    const site = {
      site: { language: "en-US" },
      navigation: { items: [{ label: "Palms", href: "/palms" }] },
      footer: { links: [{ label: "Palms", href: "/palms#care" }] },
      pages: [
        { path: "/palms", blocks: [{ type: "text", text: "See [palms](/palms)." }] },
        { path: "/es", language: "es-US", blocks: [{ type: "text", text: "Vea [palmas](/palms) y [x](/x)." }] },
        { path: "/es/x", language: "es-US", blocks: [{ type: "text", text: "Nada." }] },
        { path: "/es/palmas", language: "es-US", translationOf: "/palms", blocks: [] },
      ],
      languages: [
        { language: "es-US", navigation: { items: [{ label: "Palmas", href: "/palms" }] } },
        { language: "fr", navigation: { items: [{ label: "Palmiers", href: "/palms" }] } },
      ],
    };
    const led = leadToVersion(site, "es-US", "/palms", "/es/palmas") as typeof site;
    expect(led.pages[1]!.blocks[0]!.text).toBe("Vea [palmas](/es/palmas) y [x](/x).");
    expect(led.languages[0]!.navigation.items[0]!.href).toBe("/es/palmas");
    // The site's own language, another language, and an entry with no such link are as they were.
    expect(led.pages[0]).toBe(site.pages[0]);
    expect(led.navigation).toBe(site.navigation);
    expect(led.languages[1]).toBe(site.languages[1]);
    expect(led.pages[2]).toBe(site.pages[2]);
    expect(led.pages[3]!.translationOf).toBe("/palms");
    // Into the site's own language: its menus and footer, its fragment kept.
    const back = leadToVersion(site, "en-US", "/palms", "/palm-care") as typeof site;
    expect([back.navigation.items[0]!.href, back.footer.links[0]!.href]).toEqual(["/palm-care", "/palm-care#care"]);
    expect(back.languages).toBe(site.languages);
  });
});
