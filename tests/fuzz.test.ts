import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { getLocation, parseTree, visit, type ParseError } from "jsonc-parser";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_DEPTH, screenText, stoppedAt } from "../src/validate/read/input-limits.ts";
import { firstError, locationBefore, readJson, unclosedBracket } from "../src/validate/read/syntax.ts";
import { runValidate } from "../src/validate/command.ts";
import { validateSiteText } from "../src/validate/index.ts";
import { hostileFiles } from "./fixtures/hostile-files.ts";
import { positionsOutside, STACK_TRACE } from "./fixtures/output.ts";
import { random } from "./fixtures/random.ts";

/*
 * A seeded fuzz test of `npm run validate`, run in process through the very function the command runs
 * (src/validate/command.ts): hundreds of random damages to the shipped site.json (bytes deleted, inserted
 * and replaced; values of the wrong type; keys deleted; hostile pieces pasted in), the hostile files, and damaged
 * copies of those. Every run must end with exit code 0 or 1, print no stack trace, and point only at places
 * inside the file. FUZZ_SEED=n replays a run; FUZZ_RUNS=n makes more.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 240);

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
  "\r",
  " ",
  "0",
  "-1e999",
  "true",
  "nul",
  "//",
  "/*",
  "*/",
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

/** Pieces a hostile paste puts into an otherwise good file: each must be refused by the screen, never crash a walk. */
const HOSTILE_PIECES = [
  "[".repeat(20_000),
  '"x": ' + "[".repeat(20_000),
  '/* " */ ' + "[".repeat(20_000),
  '"x\r' + "[".repeat(20_000),
  "[},".repeat(20_000),
  '"__proto__": {"polluted": true}, ',
  '"constructor": {"prototype": {"polluted": true}}, ',
  '"\\u005f_proto__": 1, ',
  '"k": 1, '.repeat(3_000),
  '"' + "x".repeat(1_000_001) + '"',
  '\u201c x "' + "[".repeat(20_000),
];
const WRONG_VALUES: unknown[] = [42, -1, 0.5, "", "x", null, true, false, [], {}, [[]], { type: "nope" }, "/nowhere"];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path to a value inside the data, objects and lists alike (the shipped site is shallow). */
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

/** JSON.parse's error, or true when it reads the text. */
function parses(text: string): unknown {
  try {
    JSON.parse(text);
    return true;
  } catch (error) {
    return error;
  }
}

/** One random damage to the text of site.json, and a word on what it was (printed when a run fails). */
function mutate(text: string, rng: ReturnType<typeof random>): { text: string; what: string } {
  const kind = rng.below(7);
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
  if (kind === 3) {
    const index = rng.below(HOSTILE_PIECES.length);
    return {
      text: text.slice(0, at) + HOSTILE_PIECES[index] + text.slice(at),
      what: `inserted hostile piece ${index} at ${at}`,
    };
  }
  const data = JSON.parse(text) as Json;
  const all = paths(data).filter((path) => path.length > 0);
  const path = rng.pick(all);
  const parent = parentOf(data, path);
  const key = path.at(-1)!;
  if (kind === 4 || kind === 5) {
    parent[key] = rng.pick(WRONG_VALUES) as Json;
    return { text: JSON.stringify(data, null, 2), what: `wrong value at ${path.join(".")}` };
  }
  if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete parent[key];
  return { text: JSON.stringify(data, null, 2), what: `deleted ${path.join(".")}` };
}

/**
 * `runs` damaged copies of the text (now and then cut short too: an unclosed text or bracket at the end), but those
 * the screen refuses: as in validate, no parser reads them (20,000 brackets would overflow jsonc-parser).
 */
function* damagedForTheParser(text: string, seed: number, runs: number): Generator<{ run: number; text: string }> {
  const rng = random(seed);
  for (let run = 0; run < runs; run++) {
    let damaged = mutate(text, rng).text;
    if (rng.below(3) === 0) damaged = damaged.slice(0, rng.below(damaged.length + 1));
    if (!screenText(damaged)) yield { run, text: damaged };
  }
}

const scratch = mkdtempSync(join(tmpdir(), "fuzz-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
cpSync(resolve("images"), join(scratch, "images"), { recursive: true }); // a copy: the check refuses a linked images/
const file = join(scratch, "site.json");

/** Runs the command's code on the content; returns what is wrong with the run, or nothing. */
function check(content: string | Uint8Array): string | undefined {
  writeFileSync(file, content);
  let printed;
  try {
    printed = runValidate([file], { defaultFile: file });
  } catch (error) {
    return `threw ${error instanceof Error ? error.stack : String(error)}`;
  }
  const output = printed.stdout + printed.stderr;
  if (printed.code !== 0 && printed.code !== 1) return `exit ${printed.code}`;
  if (STACK_TRACE.test(output)) return `a stack trace\n${output.slice(0, 2000)}`;
  const outside = positionsOutside(output, Buffer.from(content).toString("utf8"));
  if (outside.length) return `places outside the file: ${outside.join(", ")}`;
  return printed.code === 1 ? undefined : "";
}

describe(`validate under random damage (seed ${SEED}; replay with FUZZ_SEED=${SEED})`, () => {
  const shipped = readFileSync("site.json", "utf8");

  it(`ends ${RUNS} damaged copies of site.json with 0 or 1, no stack trace, and places inside the file`, () => {
    const rng = random(SEED);
    const failures: string[] = [];
    let refused = 0;
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
      const wrong = check(text);
      if (wrong) failures.push(`seed ${SEED}, run ${run} (${what}): ${wrong}`);
      if (wrong === undefined) refused++;
    }
    expect(failures, `replay with FUZZ_SEED=${SEED}`).toEqual([]);
    // Most damages break the file; a few land where they change nothing a visitor sees (a space, a key order).
    expect(refused).toBeGreaterThan(RUNS / 2);
  }, 60_000);

  it("finds, by stopping at it, the syntax mistake a whole parse puts first, in 400 damaged copies", () => {
    let broken = 0;
    let read = 0;
    for (const { run, text } of damagedForTheParser(shipped, SEED + 2, 400)) {
      // The whole parse's every complaint, earliest first: what firstError stands for.
      const errors: ParseError[] = [];
      parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
      const earliest = errors.sort((a, b) => a.offset - b.offset)[0];
      expect(firstError(text), `seed ${SEED + 2}, run ${run}`).toEqual(earliest);
      // Told where JSON.parse stopped, it reads only the page open there: the same mistake.
      expect(firstError(text, stoppedAt(parses(text))), `seed ${SEED + 2}, run ${run}`).toEqual(earliest);
      if (earliest) broken++;
      // And what JSON.parse reads, that parser finds no mistake in: a repaired text JSON.parse reads is done with.
      if (parses(text) === true) {
        expect(earliest, `seed ${SEED + 2}, run ${run}`).toBeUndefined();
        read++;
      }
    }
    expect(broken).toBeGreaterThan(150);
    expect(read).toBeGreaterThan(50);
  }, 30_000);

  it("places the first syntax mistake, reading only its page, where jsonc-parser's getLocation does", () => {
    let placed = 0;
    let known = 0;
    for (const { run, text } of damagedForTheParser(shipped, SEED + 3, 400)) {
      // As validate.ts does: told where JSON.parse stopped, then placing the first finding in the repaired text when
      // every mistake could be repaired, with the part it was found in.
      const read = readJson(text, () => "", stoppedAt(parses(text)));
      const first = read.findings[0];
      if (first?.offset === undefined) continue;
      const placedIn = read.text ?? text;
      const whole = getLocation(placedIn, first.offset).path.filter((part) => part !== "");
      const where = `seed ${SEED + 3}, run ${run}, ${first.code}`;
      expect(locationBefore(placedIn, first.offset), where).toEqual(whole);
      expect(locationBefore(placedIn, first.offset, read.region), where).toEqual(whole);
      if (read.region) known++;
      if (whole.length > 2) placed++;
    }
    expect(placed).toBeGreaterThan(100);
    expect(known).toBeGreaterThan(100);
  }, 30_000);

  it("finds the bracket left open as reading each character does, in 400 damaged copies at random places", () => {
    /** The plain reading: a text ends at its quote or a line break, a backslash takes the next character along. */
    const byCharacter = (text: string, offset: number) => {
      const stack: { char: string; offset: number }[] = [];
      let inString = false;
      for (let i = 0; i < offset && i < text.length; i++) {
        const char = text[i]!;
        if (inString) {
          if (char === "\\") i++;
          else if (char === '"' || char === "\n") inString = false;
        } else if (char === '"') inString = true;
        else if (char === "{" || char === "[") stack.push({ char, offset: i });
        else if (char === "}" || char === "]") stack.pop();
      }
      return stack[stack.length - 1];
    };
    const rng = random(SEED + 4);
    for (let run = 0; run < 400; run++) {
      const { text } = mutate(shipped, rng);
      for (const offset of [rng.below(text.length + 1), rng.below(text.length + 1), text.length]) {
        expect(unclosedBracket(text, offset), `seed ${SEED + 4}, run ${run}, at ${offset}`).toEqual(
          byCharacter(text, offset),
        );
      }
    }
    // And in the texts that stop it short: an escape at the very end, a text cut by a line break or by the end.
    for (const text of ['{"a": "x\\', '{"a": "x\n", "b": [', '{"a": ["x\\"', '[{"a": "\\\\"}, {']) {
      for (let offset = 0; offset <= text.length; offset++) {
        expect(unclosedBracket(text, offset), `${JSON.stringify(text)} at ${offset}`).toEqual(
          byCharacter(text, offset),
        );
      }
    }
  }, 30_000);

  it("refuses every hostile file, and damaged copies of each, with 0 or 1, no stack and places inside", () => {
    const rng = random(SEED + 1);
    const failures: string[] = [];
    for (const hostile of hostileFiles(shipped)) {
      const content = Buffer.from(hostile.content());
      const wrong = check(content);
      if (wrong !== undefined) failures.push(`${hostile.name}: ${wrong || "accepted"}`);
      // Cut short, or a byte changed near the start: the screen must hold for what is left.
      for (let copy = 0; copy < (content.length > 1e6 ? 1 : 3); copy++) {
        const at = rng.below(Math.min(content.length, 4096));
        const damaged =
          copy === 0
            ? content.subarray(0, at)
            : Buffer.concat([content.subarray(0, at), Buffer.from([rng.below(256)]), content.subarray(at + 1)]);
        const result = check(damaged);
        if (result) failures.push(`seed ${SEED}, ${hostile.name} damaged at ${at}: ${result}`);
      }
    }
    expect(failures, `replay with FUZZ_SEED=${SEED}`).toEqual([]);
  }, 60_000);

  /**
   * The screen's count of nesting must never be lower than the depth jsonc-parser reaches on the same text, or a
   * text could pass the screen and still overflow the parser. Random texts of brackets, quotes, escapes, line
   * breaks and comments, measured by the parser itself (a RangeError is a depth past any limit).
   */
  it("counts nesting at least as deep as the parser goes, on random texts of brackets, texts and comments", () => {
    const rng = random(SEED + 2);
    // Mostly well-formed nesting, so the parser does go deep, with noise that may or may not hide a bracket from a
    // scan that reads texts, escapes, line breaks and comments differently from the parser.
    const noise = ["]", "}", "[},", "{]", '"', "\\", "\r", "\n", "/*", "*/", "//", "\u201c", "'", ":", ","];
    const failures: string[] = [];
    let deep = 0;
    for (let run = 0; run < 400; run++) {
      const opened: string[] = [];
      let text = "";
      for (let step = 100 + rng.below(300); step > 0; step--) {
        const roll = rng.below(100);
        const inObject = opened.at(-1) === "{";
        if (roll < 60) {
          const bracket = rng.below(2) ? "[" : "{";
          text += (inObject ? '"a": ' : "") + bracket;
          opened.push(bracket);
        } else if (roll < 68 && opened.length) text += (opened.pop() === "[" ? "]" : "}") + ",";
        else if (roll < 88) text += inObject ? '"a": 1, ' : "1, ";
        else if (roll < 89) text += "[".repeat(5_000);
        else text += rng.pick(noise);
      }
      let depth = 0;
      let deepest = 0;
      const open = () => void (deepest = Math.max(deepest, ++depth));
      const close = () => void depth--;
      try {
        visit(text, { onObjectBegin: open, onArrayBegin: open, onObjectEnd: close, onArrayEnd: close });
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        deepest = Infinity;
      }
      if (deepest <= MAX_DEPTH) continue;
      deep++;
      if (!screenText(text))
        failures.push(
          `seed ${SEED}, text ${run}: the parser goes ${deepest} deep, the screen saw nothing: ${JSON.stringify(text.slice(0, 300))}`,
        );
      try {
        validateSiteText(text);
      } catch (error) {
        failures.push(`seed ${SEED}, text ${run}: threw ${String(error)}`);
      }
    }
    expect(failures, `replay with FUZZ_SEED=${SEED}`).toEqual([]);
    expect(deep, "texts deeper than the limit, for the check to mean something").toBeGreaterThan(50);
  }, 30_000);
});
