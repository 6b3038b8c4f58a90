import { readFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { formatChange } from "../src/save/format-region.ts";
import { applyDataToText } from "../src/save/text-edit.ts";
import { random } from "./fixtures/random.ts";

const root = path.resolve(import.meta.dirname, "..");
const file = path.join(root, "site.json");
const shipped = readFileSync(file, "utf8");
const config = (await prettier.resolveConfig(file)) ?? {};
const options = { ...config, filepath: file, parser: "json" };
const format = (text: string) => prettier.format(text, options);

// The shipped file, and the same with empty lines between pages and between sections (prettier keeps one).
const spaced = await format(shipped.replace(/\},\n(\s+)\{/g, "},\n\n$1{"));

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** Every object and list in the data, with its path. */
function containers(value: Json, at: Path = [], out: { path: Path; value: Json[] | Record<string, Json> }[] = []) {
  if (value && typeof value === "object") {
    out.push({ path: at, value });
    if (Array.isArray(value)) value.forEach((item, i) => containers(item, [...at, i], out));
    else for (const [key, item] of Object.entries(value)) containers(item, [...at, key], out);
  }
  return out;
}

/** One edit an owner could make in the editor: a word, a field added or removed, an item added, removed or moved. */
function edit(data: Json, rng: ReturnType<typeof random>): string {
  const all = containers(data);
  const { path: at, value } = rng.pick(all);
  const kind = rng.below(6);
  if (Array.isArray(value)) {
    if (kind === 0 && value.length > 1) {
      value.reverse();
      return `reverse ${at.join(".")}`;
    }
    if (kind === 1 && value.length > 0) {
      value.splice(rng.below(value.length), 1);
      return `remove from ${at.join(".")}`;
    }
    const copy = value.length > 0 ? structuredClone(rng.pick(value)) : "new";
    value.splice(rng.below(value.length + 1), 0, copy);
    return `insert into ${at.join(".")}`;
  }
  const keys = Object.keys(value);
  if (kind === 0) {
    value[`added${rng.below(1000)}`] = rng.pick(["a word", 7, ["x", "y"], { nested: "object" }, []]);
    return `add a key to ${at.join(".")}`;
  }
  if (kind === 1 && keys.length > 1) {
    delete value[rng.pick(keys)];
    return `delete a key of ${at.join(".")}`;
  }
  const key = keys.length ? rng.pick(keys) : "fresh";
  const old = value[key];
  value[key] = typeof old === "string" ? `${old} and a few more words, long enough to move a line past its width` : 42;
  return `change ${[...at, key].join(".")}`;
}

describe("formatChange: only the changed value is formatted, with what prettier gives for the whole file", () => {
  for (const [name, base] of [
    ["the shipped site.json", shipped],
    ["a file with empty lines between members", spaced],
  ] as const) {
    it(
      `gives prettier's whole-file answer for 50 seeded edits of ${name}, formatting far less of it`,
      { timeout: 60_000 },
      async () => {
        expect(await format(base)).toBe(base);
        const rng = random(Number(process.env.FUZZ_SEED ?? 20261126));
        const sizes: number[] = [];
        for (let run = 0; run < 50; run++) {
          const data = JSON.parse(base) as Json;
          const what = [edit(data, rng), ...(rng.below(3) === 0 ? [edit(data, rng)] : [])].join(", then ");
          const after = applyDataToText(base, data);
          expect(JSON.parse(after), what).toEqual(data);
          let formatted = 0;
          const counting = (text: string) => ((formatted += text.length), format(text));
          const region = await formatChange(base, after, counting, config);
          expect(region, what).toBe(await format(after));
          sizes.push(formatted);
        }
        // Half of the edits format less than a twentieth of the file.
        expect(sizes.sort((a, b) => a - b)[sizes.length >> 1]).toBeLessThan(base.length / 20);
      },
    );
  }

  it("formats a page's title change by formatting that page alone, not the file", async () => {
    const data = JSON.parse(shipped);
    data.pages[2].title = `${data.pages[2].title}, now with a longer title`;
    data.pages[2].blocks.push({ ...data.pages[2].blocks[0] });
    const after = applyDataToText(shipped, data);
    const seen: string[] = [];
    const region = await formatChange(shipped, after, (text) => (seen.push(text), format(text)), config);
    expect(region).toBe(await format(after));
    const page = JSON.stringify(data.pages[2]).length;
    expect(Math.max(...seen.map((text) => text.length))).toBeLessThan(page * 3);
  });

  it("keeps a file in its own style as made: a changed part that prettier would lay out differently is left alone", async () => {
    const data = JSON.parse(shipped);
    data.pages[0].title = "Tabs";
    const tabbed = JSON.stringify(JSON.parse(shipped), null, "\t") + "\n";
    const after = applyDataToText(tabbed, data);
    expect(await formatChange(tabbed, after, format, config)).toBe(after);
  });

  it("leaves to the whole-file format what it cannot follow: a comment", async () => {
    const commented = shipped.replace("{", "{ // the owner's note");
    const changed = JSON.parse(shipped);
    changed.pages[0].title = "With a comment";
    expect(await formatChange(commented, applyDataToText(commented, changed), format, config)).toBeUndefined();
  });
});
