/**
 * Placeholders ({phone}, {businessName}, {year}) filled as the build fills them, and, with a cache as the editor keeps
 * one, filled again only where an edit changed the site: the same result, the untouched parts the very same objects.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { SiteData } from "../schema/site.ts";
import { fillPlaceholders, placeholderValues } from "../src/site/placeholders.ts";
import { generateSite } from "../tools/bench-site.ts";

const shipped = JSON.parse(readFileSync("site.json", "utf8")) as Parameters<typeof generateSite>[0];

describe("fillPlaceholders", () => {
  it("gives the same site with the editor's cache as without, and walks only what an edit changed", () => {
    const site = generateSite(shipped, 40) as unknown as SiteData;
    const values = placeholderValues(site);
    const known = new WeakMap<object, unknown>();
    const first = fillPlaceholders(site, values, known);
    expect(first).toEqual(fillPlaceholders(site, values));
    expect(JSON.stringify(first)).not.toContain("{phone}");
    expect(JSON.stringify(first)).toContain(values.phone);

    // An edit as the editor makes it: one page's first section, a new object along the way, the rest shared.
    const page = site.pages[7]!;
    const [block, ...rest] = page.blocks;
    const changed = { ...block!, heading: "Call {phone} today" } as NonNullable<typeof block>;
    const edited = { ...site, pages: site.pages.with(7, { ...page, blocks: [changed, ...rest] }) };
    const second = fillPlaceholders(edited, values, known);
    expect(second).toEqual(fillPlaceholders(edited, values));
    expect((second.pages[7]!.blocks[0] as { heading: string }).heading).toBe(`Call ${values.phone} today`);
    // Every other page is the very object filled before: not walked again.
    for (const index of [0, 6, 8, 39]) expect(second.pages[index]).toBe(first.pages[index]);
    expect(second.pages[7]!.blocks[1]).toBe(first.pages[7]!.blocks[1]);
  });
});
