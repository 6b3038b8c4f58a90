import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runValidate } from "../src/content/validate-command.ts";
import { positionsOutside, STACK_TRACE } from "./fixtures/output.ts";

/*
 * A seeded fuzz test of `npm run validate`: hundreds of random damages to the shipped site.json (bytes deleted,
 * inserted and replaced; values of the wrong type; keys deleted), each checked the way the command checks it.
 * Every run must end with exit code 0 or 1, print no stack trace, and point only at places inside the file.
 * FUZZ_SEED=n replays a run; FUZZ_RUNS=n makes more.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 240);

/** mulberry32: a small, fast PRNG whose whole state is one number, so a seed replays a run exactly. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[below(items.length)]!;
  return { below, pick };
}

/** Bytes a damaged or mistyped file is made of: JSON's own punctuation, quotes, escapes, control and wide characters. */
const PIECES = [
  "{",
  "}",
  "[",
  "]",
  '"',
  ",",
  ":",
  "\\",
  "\\u",
  "\n",
  " ",
  "0",
  "-1e999",
  "true",
  "nul",
  "//",
  "/*",
  "\u0000",
  "\t",
  "\u201c",
  "'",
  "é",
  "\ud83c\udf33",
  "\ud800",
  "\uffff",
  "\r\n",
  "NaN",
  "]]]]",
  "{{{{",
];
const WRONG_VALUES: unknown[] = [42, -1, 0.5, "", "x", null, true, false, [], {}, [[]], { type: "nope" }, "/nowhere"];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path to a value inside the data, objects and lists alike. */
function paths(value: Json, at: (string | number)[] = [], found: (string | number)[][] = []) {
  found.push(at);
  if (Array.isArray(value)) value.forEach((item, index) => paths(item, [...at, index], found));
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) paths(item, [...at, key], found);
  return found;
}

function parentOf(data: Json, path: (string | number)[]): Record<string | number, Json> {
  let node = data as Record<string | number, Json>;
  for (const part of path.slice(0, -1)) node = node[part] as Record<string | number, Json>;
  return node;
}

/** One random damage to the text of site.json, and a word on what it was (printed when a run fails). */
function mutate(text: string, rng: ReturnType<typeof random>): { text: string; what: string } {
  const kind = rng.below(6);
  const at = rng.below(text.length);
  const length = 1 + rng.below(24);
  if (kind === 0) return { text: text.slice(0, at) + text.slice(at + length), what: `deleted ${length} at ${at}` };
  if (kind === 1) {
    const piece = Array.from({ length: 1 + rng.below(3) }, () => rng.pick(PIECES)).join("");
    return { text: text.slice(0, at) + piece + text.slice(at), what: `inserted ${JSON.stringify(piece)} at ${at}` };
  }
  if (kind === 2) {
    const piece = rng.pick(PIECES);
    return { text: text.slice(0, at) + piece + text.slice(at + length), what: `replaced ${length} at ${at}` };
  }
  const data = JSON.parse(text) as Json;
  const all = paths(data).filter((path) => path.length > 0);
  const path = rng.pick(all);
  const parent = parentOf(data, path);
  const key = path.at(-1)!;
  if (kind === 3 || kind === 4) {
    parent[key] = rng.pick(WRONG_VALUES) as Json;
    return { text: JSON.stringify(data, null, 2), what: `wrong value at ${path.join(".")}` };
  }
  if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete parent[key];
  return { text: JSON.stringify(data, null, 2), what: `deleted ${path.join(".")}` };
}

const scratch = mkdtempSync(join(tmpdir(), "fuzz-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
symlinkSync(resolve("images"), join(scratch, "images"));

describe(`validate under ${RUNS} random damages to site.json (seed ${SEED})`, () => {
  it("ends every run with 0 or 1, no stack trace, and places inside the file", () => {
    const shipped = readFileSync("site.json", "utf8");
    const rng = random(SEED);
    const file = join(scratch, "site.json");
    const failures: string[] = [];
    const codes = { 0: 0, 1: 0 };
    for (let run = 0; run < RUNS; run++) {
      // Now and then a second damage on top of the first: mistakes come in pairs.
      let { text, what } = mutate(shipped, rng);
      if (rng.below(4) === 0) {
        try {
          const second = mutate(text, rng);
          text = second.text;
          what += `, then ${second.what}`;
        } catch {
          // the first damage left no JSON to change values in; the byte damage stands alone
        }
      }
      writeFileSync(file, text);
      let printed;
      try {
        printed = runValidate([file], { defaultFile: file });
      } catch (error) {
        failures.push(`run ${run} (${what}): threw ${error instanceof Error ? error.stack : String(error)}`);
        continue;
      }
      const output = printed.stdout + printed.stderr;
      if (printed.code !== 0 && printed.code !== 1) failures.push(`run ${run} (${what}): exit ${printed.code}`);
      else codes[printed.code]++;
      if (STACK_TRACE.test(output)) failures.push(`run ${run} (${what}): a stack trace\n${output.slice(0, 2000)}`);
      const outside = positionsOutside(output, text);
      if (outside.length) failures.push(`run ${run} (${what}): places outside the file: ${outside.join(", ")}`);
    }
    expect(failures, `seed ${SEED}; replay with FUZZ_SEED=${SEED}`).toEqual([]);
    // Most damages break the file; a few land where they change nothing a visitor sees (a space, a key order).
    expect(codes[1]).toBeGreaterThan(RUNS / 2);
  }, 120_000);
});
