import { describe, expect, it } from "vitest";
import { parseInline } from "../src/site/inline.ts";
import { looksLikeSvg, svgProblems } from "../src/images/svg-safety.ts";
import { adversarialTexts, projectPatterns } from "./fixtures/patterns.ts";

/*
 * Every pattern that reads an owner's or an upload's text runs in time linear in it: one slow text in a field or an
 * upload stalls the editor's every request, `npm run validate` and the build (issue 49: seconds to minutes for texts
 * of a few thousand characters). Each pattern of the project (tests/fixtures/patterns.ts finds them in the code) is
 * tried on texts made of its own pieces: those of 300 characters pick the slowest, which are then timed at 1,000, 10,000
 * and 100,000 characters, each the median of 3. The bound is far above linear time, so a busy machine does not
 * fail it, and far below what a pattern that backtracks takes at that length.
 */

const LENGTH = 100_000;
const BOUND_MS = 100;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
function timed(work: () => unknown, runs = 3): number {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** Every match of the pattern in the text, as a `g` search over all of it goes (a match stops a plain test early). */
function allMatches(pattern: RegExp): (text: string) => number {
  const global = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, "") + "g");
  return (text) => {
    let count = 0;
    for (const _ of text.matchAll(global)) count++;
    return count;
  };
}

interface Reader {
  where: string;
  run: (text: string) => unknown;
  /** Where its texts' pieces come from. */
  pieces: RegExp;
}

/** The slowest of a reader's texts at 100,000 characters, picked among its texts at 300, timed longer step by step. */
function slowest(reader: Reader): { ms: number; length: number; text: string } {
  const screened = adversarialTexts(reader.pieces, 300)
    .map((text, index) => ({ index, ms: timed(() => reader.run(text), 1) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 4);
  let worst = { ms: 0, length: 0, text: "" };
  for (const length of [1_000, 10_000, LENGTH]) {
    const texts = adversarialTexts(reader.pieces, length);
    worst = { ms: -1, length, text: "" };
    for (const { index } of screened) {
      const text = texts[index]!;
      const ms = timed(() => reader.run(text), length === LENGTH ? 3 : 1);
      if (ms > worst.ms) worst = { ms, length, text };
    }
    // Above the bound already at a tenth of the length: not timed longer, it would only take longer.
    if (worst.ms > BOUND_MS) break;
  }
  return worst;
}

const shown = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 24)}…${text.slice(-8)}` : text);

describe("every pattern that reads owner or upload text runs in linear time", async () => {
  const patterns = await projectPatterns();
  const inline =
    /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|(?<![\p{L}\p{N}])_([^_\s](?:[^_]*[^_\s])?)_(?![\p{L}\p{N}])/u;
  const svg =
    /<\?xml ?><!doctype svg \[<!ENTITY><svg xmlns="http:\/\/www.w3.org\/2000\/svg" href=url\(#a\)><!-- --><\/svg>/;
  const readers: Reader[] = [
    ...patterns.map(({ where, pattern }) => ({ where, run: allMatches(pattern), pieces: pattern })),
    { where: "parseInline (src/site/inline.ts)", run: parseInline, pieces: inline },
    { where: "svgProblems (src/images/svg-safety.ts)", run: (text) => svgProblems(Buffer.from(text)), pieces: svg },
    { where: "looksLikeSvg (src/images/svg-safety.ts)", run: (text) => looksLikeSvg(Buffer.from(text)), pieces: svg },
  ];

  it("finds the patterns in the code: the schema's, the inline markup's, the drawings' check", () => {
    const sources = patterns.map(({ pattern }) => pattern.source);
    expect(patterns.length).toBeGreaterThan(50);
    expect(patterns.some(({ where }) => where.startsWith("schema/site-check.js"))).toBe(true);
    expect(patterns.some(({ where }) => where.startsWith("src/site/inline.ts"))).toBe(true);
    expect(patterns.some(({ where }) => where.startsWith("src/images/svg-safety.ts"))).toBe(true);
    expect(sources.some((source) => source.includes("mailto"))).toBe(true);
  });

  it(`takes under ${BOUND_MS} ms for each on its slowest text of ${LENGTH.toLocaleString("en")} characters`, () => {
    const results = readers.map((reader) => ({ where: reader.where, ...slowest(reader) }));
    const table = [...results]
      .sort((a, b) => b.ms - a.ms)
      .map(({ where, ms, length, text }) => `${ms.toFixed(2).padStart(9)} ms  ${length}  ${where}  ${shown(text)}`);
    console.log(`slowest texts per pattern (median of 3), slowest first:\n${table.join("\n")}`);
    const slow = results.filter((result) => result.ms > BOUND_MS || result.length < LENGTH);
    expect(
      slow.map(({ where, ms, length, text }) => `${where}: ${ms.toFixed(0)} ms at ${length} on ${shown(text)}`),
    ).toEqual([]);
  }, 600_000);
});
