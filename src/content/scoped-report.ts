/**
 * The problems of a large file the check in pieces found something in, worded and placed as the whole check
 * (validate.ts) words and places them, from the pages the findings name and the root alone.
 *
 * The whole check of a 10,000-page file (96 MB) with one mistake in a page decodes, parses and walks every page again
 * to say where it is: 2.2-2.6 s (a field written twice, 2.7-3.2), where the check in pieces that recalls the other
 * pages took 0.5. Now 0.75-1.25 s. The pieces now read
 * on past what they find (Part.collect), noting the pages the schema refuses, the pages the part rules and the site
 * rules name and the pieces that write a field twice (`Troubled`); no other page can hold a problem: a page the memo
 * recalls passed the limits, the schema and the part rules with these very bytes, a page checked this time passed
 * them now, and the site rules, which look at every page's entry and links, named the pages their findings are in. So:
 *
 * - a field written twice: the pieces that write one are scanned as duplicateKeys scans the file (repeatedFields);
 * - the schema: zod is given the root with the refused pages alone, as checkSchema gives it the whole file's;
 * - the rules: every rule runs once, as crossCheck runs them, the site rules on every page's entry and links (those of
 *   the named pages read again at their own fields), the part rules on the named pages and the root;
 * - the places: each finding is placed in the piece it is in, read again (a page alone, or the head or the tail
 *   with the root's fields), its line counted from the file's start.
 *
 * zod's issues, the rules' findings and the places are then the whole check's, and the same function words them
 * (problemsOf). tests/scoped-report.test.ts holds it to the whole check's answer on every kind of mistake, one or
 * several, in a page read alone, the head's or the tail's, the root, and pages the memo recalls. Anything it cannot
 * answer so (a file changed since it was read, more problems than are listed, a finding outside the pages it read)
 * and it answers nothing: the whole check runs, as before.
 */
import { Buffer } from "node:buffer";
import { closeSync, fstatSync, openSync } from "node:fs";
import { Site } from "../../schema/site.ts";
import { conformSite } from "./conform.ts";
import { fileVersion } from "./file-version.ts";
import { MAX_FIELDS } from "./hostile.ts";
import { locatePaths, repeatedFields } from "./locate.ts";
import { Reader, wrapping, type PieceRead } from "./pieces.ts";
import { LineIndex, type Finding, type JsonPath } from "./problems.ts";
import { entriesOf, entryFact, findIn, nothingFound, siteFactsOf, type LinkFact, type Loose } from "./rules/facts.ts";
import { RULES } from "./rules/index.ts";
import { runRules } from "./rules/rule.ts";
import { checkSchema } from "./schema-check.ts";
import { dropEchoes, duplicateField, MAX_PROBLEMS, problemsOf, type Checked } from "./validate.ts";
import type { Loaded, Troubled } from "./validate-pieces.ts";
import { plainIssues } from "./zod-issues.ts";

const NEWLINE = 10;

/** The whole check's problems for what the pieces read, or undefined when the whole check must say. */
export function reportScoped(troubled: Troubled): Checked | undefined {
  const { source } = troubled;
  let fd: number | undefined;
  try {
    if (typeof source === "string") {
      fd = openSync(source, "r");
      // Saved since the pieces read it: what they found is not this file's.
      if (fileVersion(fd) !== troubled.version) return undefined;
    }
    const size = fd === undefined ? (source as Buffer).length : fstatSync(fd).size;
    return report(troubled, new Reader(fd ?? (source as Buffer), size));
  } catch {
    // A piece that no longer reads as it did, a rule that fails: the whole check reads the file and says what it says.
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * The build's and `npm run dev`'s answer for what the pieces found (loadInPieces): the problems, and, when they are
 * warnings only, the site the whole check would give (conform.ts, from every page as parsed); undefined when the
 * whole check must say.
 */
export function loadScoped(troubled: Troubled): Loaded | undefined {
  const checked = reportScoped(troubled);
  if (!checked) return undefined;
  const { problems, version, unchanged } = checked;
  if (!checked.ok) return { ok: false, problems };
  if (!troubled.kept) return undefined;
  try {
    const site = conformSite({ ...troubled.root, pages: troubled.kept });
    return { ok: true, site, problems, version, unchanged, pageKeys: troubled.pageKeys };
  } catch {
    // A site the conform plan cannot give without zod: the whole check gives it.
    return undefined;
  }
}

function report(troubled: Troubled, reader: Reader): Checked | undefined {
  const { root, refused, read, counts } = troubled;
  const headPages = root.pages as unknown[];
  const tailFirst = counts.pages - troubled.tailPages.length;
  const pieceOf = (page: number): PieceRead => {
    let low = 0;
    let high = read.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (read[mid]!.firstPage <= page) low = mid;
      else high = mid - 1;
    }
    return read[low]!;
  };
  // Each piece's text decoded once: a named page's is parsed, scanned for a field written twice, and placed in.
  const texts = new Map<PieceRead, string>();
  const textOf = (piece: PieceRead) => {
    let text = texts.get(piece);
    if (text === undefined) {
      reader.fill(piece.start, piece.end);
      texts.set(piece, (text = reader.text(piece.start, piece.end)));
    }
    return text;
  };
  const pageAsRead = (page: number): unknown => {
    if (refused.has(page)) return refused.get(page);
    if (page < headPages.length) return headPages[page];
    if (page >= tailFirst) return troubled.tailPages[page - tailFirst];
    const piece = pieceOf(page);
    const { opening, closing } = wrapping(piece.kind, piece.pages);
    const parsed: unknown = JSON.parse(opening + textOf(piece) + closing);
    return piece.pages === 1 ? parsed : (parsed as unknown[])[page - piece.firstPage];
  };

  // The pages anything was found in, as parsed; the file as far as it was read, for the words of a place.
  const named = [...new Set([...troubled.named, ...refused.keys()])].sort((a, b) => a - b);
  const isNamed = new Set(named);
  // Each holds a problem at least: more than are listed, and the whole check says so in its words.
  if (named.length > MAX_PROBLEMS) return undefined;
  const pages: unknown[] = new Array(counts.pages);
  for (const page of named) pages[page] = pageAsRead(page);
  const data = { ...root, pages };

  // The schema, as checkSchema answers for the whole file: zod given the root with the pages ajv refuses (the head's
  // pages, which all passed, when it refuses none), their issues put back at their pages' places.
  const refusedAt = [...refused.keys()].sort((a, b) => a - b);
  const answer = checkSchema(refusedAt.length ? { ...root, pages: refusedAt.map((page) => refused.get(page)) } : root);
  // ajv and zod disagree: the whole check settles it.
  if (answer.success && refusedAt.length) return undefined;
  const findings: Finding[] = [];
  // A field written twice, first, as the whole check finds it (duplicateKeys): in each piece that writes one
  // (Part.collect noted it), by the same scan, each at its offset in the piece.
  const twice = new Map<Finding, { piece: PieceRead; offset: number }>();
  for (const piece of read) {
    if (!piece.twice) continue;
    const { opening, closing } = wrapping(piece.kind, piece.pages);
    const text = opening + textOf(piece) + closing;
    const repeated = repeatedFields(text);
    // An object of more fields than the limit, as written, is refused by the whole check's screen (hostile.ts).
    if (repeated.length + largestObject(JSON.parse(text)) > MAX_FIELDS) return undefined;
    for (const { path, offset } of repeated) {
      const finding = duplicateField(fromPiece(piece, path), offset - opening.length);
      twice.set(finding, { piece, offset: offset - opening.length });
      findings.push(finding);
    }
  }
  if (!answer.success) {
    for (const issue of answer.issues) {
      const [field, index, ...rest] = issue.path;
      const path =
        field === "pages" && typeof index === "number" && refusedAt.length
          ? [field, refusedAt[index]!, ...rest]
          : issue.path;
      for (const finding of plainIssues(Site, data, { ...issue, path })) findings.push(finding);
    }
  }

  // The rules, as crossCheck runs them: on zod's output of a valid file (conform.ts gives it), else on the data.
  const valid = answer.success;
  const walked = valid ? (conformSite({ ...root, pages: named.map((page) => pages[page]) }) as unknown as Loose) : data;
  const walkedPages: unknown[] = new Array(counts.pages);
  named.forEach((page, index) => (walkedPages[page] = valid ? (walked.pages as unknown[])[index] : pages[page]));
  const { pages: _, ...rootFields } = walked;
  const found = nothingFound();
  // The root's fields and the named pages at their own places (a page not named is a hole the walk passes over).
  findIn({ ...walked, pages: walkedPages }, [], found);
  // The named pages' links at their own fields (the root's are at theirs already).
  const exact = new Map<number, LinkFact[]>();
  for (const link of found.links) {
    const page = pageOf(link.path);
    if (page === undefined) continue;
    const own = exact.get(page);
    if (own) own.push(link);
    else exact.set(page, [link]);
  }
  // Every link in file order: the named pages' at their fields, the others' at their page (which no rule looks past).
  const links: LinkFact[] = [];
  for (const link of troubled.links) {
    const page = pageOf(link.path);
    if (page === undefined || (!exact.has(page) && !isNamed.has(page))) links.push(link);
    else if (exact.has(page)) {
      for (const own of exact.get(page)!) links.push(own);
      exact.delete(page);
    }
  }
  if (exact.size) return undefined;
  const posts = entriesOf(rootFields).posts;
  const site = siteFactsOf(rootFields, { pages: troubled.entries, posts }, links, troubled.images);
  const { links: __, ...part } = found;
  const partFacts = {
    ...part,
    entries: [...named.map((page) => entryFact(walkedPages[page], ["pages", page], "page")), ...posts],
    root: troubled.images,
  };
  const ruled = runRules(RULES, (rule) => (rule.scope === "part" ? rule.check(partFacts) : rule.check(site)), valid);
  for (const finding of ruled) findings.push(finding);

  const kept = dropEchoes(findings);
  if (kept.length > MAX_PROBLEMS) return undefined;
  for (const { path } of kept) {
    const page = pageOf(path);
    if (page !== undefined && !isNamed.has(page)) return undefined;
  }
  const positions = place(kept, troubled, reader, pieceOf, textOf, twice);
  const problems = problemsOf(kept, (finding) => positions.get(finding)!, data);
  const ok = !problems.some((problem) => problem.severity === "error");
  return { ok, problems, counts, unchanged: troubled.unchanged, version: troubled.version };
}

/** A path in a piece (as wrapping made it JSON) as a path in the file. */
function fromPiece(piece: PieceRead, path: JsonPath): JsonPath {
  const [first, second, ...rest] = path;
  if (piece.kind === "middle") {
    return piece.pages === 1
      ? ["pages", piece.firstPage, ...path]
      : ["pages", piece.firstPage + (first as number), ...path.slice(1)];
  }
  if (piece.kind === "tail" && first === "pages" && typeof second === "number") {
    return ["pages", piece.firstPage + second, ...rest];
  }
  return path;
}

/** The most fields any object in `value` has. Iterative: no nesting overflows the stack. */
function largestObject(value: unknown): number {
  let largest = 0;
  const stack = [value];
  while (stack.length) {
    const item = stack.pop();
    if (Array.isArray(item)) for (const inner of item) stack.push(inner);
    else if (item !== null && typeof item === "object") {
      const values = Object.values(item);
      largest = Math.max(largest, values.length);
      for (const inner of values) stack.push(inner);
    }
  }
  return largest;
}

/** The page a path is in, if it is in one. */
function pageOf(path: JsonPath): number | undefined {
  return path[0] === "pages" && typeof path[1] === "number" ? path[1] : undefined;
}

/** Each finding's line and column: located in the piece it is in, as the whole check locates it in the file. */
function place(
  findings: readonly Finding[],
  troubled: Troubled,
  reader: Reader,
  pieceOf: (page: number) => PieceRead,
  textOf: (piece: PieceRead) => string,
  twice: ReadonlyMap<Finding, { piece: PieceRead; offset: number }>,
): Map<Finding, { line: number; column: number }> {
  const head = troubled.read[0]!;
  const tail = troubled.read.find((piece) => piece.kind === "tail");
  const tailFields = new Set(troubled.tailFields);
  const byPiece = new Map<PieceRead, Finding[]>();
  for (const finding of findings) {
    const page = pageOf(finding.path);
    const top = finding.path[0];
    const piece =
      twice.get(finding)?.piece ??
      (page !== undefined ? pieceOf(page) : tail && typeof top === "string" && tailFields.has(top) ? tail : head);
    const inPiece = byPiece.get(piece);
    if (inPiece) inPiece.push(finding);
    else byPiece.set(piece, [finding]);
  }
  const pieces = [...byPiece.keys()].sort((a, b) => a.start - b.start);
  const positions = new Map<Finding, { line: number; column: number }>();
  let lines = 0;
  let counted = 0;
  for (const piece of pieces) {
    // The lines before the piece, counted from where the last piece's count stopped.
    for (let at = counted; at < piece.start;) {
      const to = reader.fill(at, Math.min(piece.start, at + 1024 * 1024));
      lines += reader.count(NEWLINE, at, to);
      at = to;
    }
    counted = piece.start;
    const text = textOf(piece);
    const { opening, closing } = wrapping(piece.kind, piece.pages);
    const inPiece = (path: JsonPath): JsonPath => {
      const page = pageOf(path);
      if (page === undefined) return path;
      if (piece.kind === "middle")
        return piece.pages === 1 ? path.slice(2) : [page - piece.firstPage, ...path.slice(2)];
      return piece.kind === "tail" ? ["pages", page - piece.firstPage, ...path.slice(2)] : path;
    };
    const found = byPiece.get(piece)!;
    // A field written twice has its offset; the others are located as the whole check locates them.
    const located = found.filter((finding) => !twice.has(finding));
    const offsets = new Map(
      locatePaths(
        opening + text + closing,
        located.map((finding) => ({ path: inPiece(finding.path), atKey: finding.atKey })),
      ).map((offset, index) => [located[index]!, offset - opening.length]),
    );
    const index = new LineIndex(text);
    // A page's piece starts at its `{`, after the indentation of its line; the head at the file's start.
    const startColumn = piece.kind === "head" || piece.kind === "whole" ? 0 : troubled.indent;
    found.forEach((finding) => {
      const offset = twice.get(finding)?.offset ?? offsets.get(finding)!;
      if (offset < 0 || offset > text.length) throw new Error("placed outside its piece");
      const { line, column } = index.position(offset);
      positions.set(finding, { line: lines + line, column: line === 1 ? column + startColumn : column });
    });
  }
  return positions;
}
