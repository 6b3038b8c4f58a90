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
 *   with the root's fields), its line counted from the file's start;
 * - a syntax slip (a piece that is not strict JSON: a page, the head, the tail): the piece is read alone by the whole
 *   check's reader of slips (syntax.ts), which explains and mends each in place, and the checks above go on with the
 *   piece mended (the head's and the tail's fields, pages and links read then as the pieces read them); or, at a slip
 *   it cannot mend, it stops, as the whole check does, and says only what it found (mendSlips, mendSlip).
 *
 * zod's issues, the rules' findings and the places are then the whole check's, and the same function words them
 * (problemsOf). tests/scoped-report.test.ts holds it to the whole check's answer on every kind of mistake, one or
 * several, in a page read alone, the head's or the tail's, the root, and pages the memo recalls, and on syntax slips
 * of every kind and pages damaged at random. Anything it cannot answer so (a file changed since it was read, more
 * problems than are listed, a finding outside the pages it read, a slip that reaches past its piece) and it answers
 * nothing: the whole check runs, as before. A comma missing halfway through a 10,000-page file: 3.9 s for the whole
 * check, 1.0 s so; in the business facts, 3.3 s and 0.86.
 */
import { Buffer } from "node:buffer";
import { closeSync, fstatSync, openSync } from "node:fs";
import { getLocation, parse, visit } from "jsonc-parser";
import { Site } from "../../../schema/site.ts";
import { conformSite } from "../schema/conform.ts";
import { fileVersion } from "../read/file-version.ts";
import { MAX_FIELDS, screenText } from "../read/input-limits.ts";
import { locatePaths, repeatedFields } from "../read/locate.ts";
import { Part, Reader, wrapping, type PieceRead } from "./read-pieces.ts";
import { LineIndex, placeReadsData, type Finding, type JsonPath } from "../report/problem.ts";
import {
  entriesOf,
  entryFact,
  findIn,
  isObject,
  nothingFound,
  siteFactsOf,
  type LinkFact,
  type Loose,
} from "../rules/facts.ts";
import { checkSite, RULES } from "../rules/index.ts";
import { runRules } from "../rules/rule.ts";
import { checkSchema } from "../schema/check.ts";
import { MAX_FINDINGS, readJson } from "../read/syntax.ts";
import { dropEchoes, duplicateField, MAX_PROBLEMS, problemsOf, type Checked } from "../check-file.ts";
import type { Loaded, Troubled } from "./check-pieces.ts";
import { plainIssues } from "../schema/issues.ts";

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

function report(given: Troubled, reader: Reader): Checked | undefined {
  // Each piece's text decoded once (a mended piece's, mended): a named page's is parsed, scanned for a field written
  // twice, and placed in.
  const texts = new Map<number, string>();
  const textOf = (piece: PieceRead) => {
    let text = texts.get(piece.start);
    if (text === undefined) {
      reader.fill(piece.start, piece.end);
      texts.set(piece.start, (text = reader.text(piece.start, piece.end)));
    }
    return text;
  };
  // The pieces with a syntax slip first: mended, and read then as the pieces read the others.
  let mending: Mending = { troubled: given, findings: [], atOffset: new Map() };
  if (given.read.some((piece) => piece.slipped)) {
    const result = mendSlips(given, reader, textOf, texts);
    if (!result || "problems" in result) return result;
    mending = result;
  }
  const { troubled, findings, atOffset } = mending;
  const { root, read, counts, refused, entries } = troubled;
  const headPages = root.pages as unknown[];
  const tailFirst = counts.pages - troubled.tailPages.length;
  const pieceOf = (page: number) => pieceAt(read, page);

  const pageAsRead = (page: number): unknown => {
    if (refused.has(page)) return refused.get(page);
    if (page < headPages.length) return headPages[page];
    if (page >= tailFirst) return troubled.tailPages[page - tailFirst];
    const piece = pieceOf(page);
    const { opening, closing } = wrapping(piece.kind, piece.pages);
    const parsed: unknown = JSON.parse(opening + textOf(piece) + closing);
    return piece.pages === 1 ? parsed : (parsed as unknown[])[page - piece.firstPage];
  };

  // The schema, as checkSchema answers for the whole file: zod given the root with the pages ajv refuses (the head's
  // pages, which all passed, when it refuses none), their issues put back at their pages' places.
  const refusedAt = [...refused.keys()].sort((a, b) => a - b);
  const answer = checkSchema(refusedAt.length ? { ...root, pages: refusedAt.map((page) => refused.get(page)) } : root);
  // ajv and zod disagree: the whole check settles it.
  if (answer.success && refusedAt.length) return undefined;
  const { pages: _, ...rootOwn } = root;

  // The pages anything was found in, as parsed; the file as far as it was read, for the words of a place.
  const namedNow = new Set([...troubled.named, ...refused.keys()]);
  // A slip's page (the tail's pages were not read as pages: they are named by their slips).
  for (const { path } of findings) {
    const page = pageOf(path);
    if (page !== undefined) namedNow.add(page);
  }
  if (troubled !== given) {
    // The pieces did not run the site rules without what the slipped pieces hold: the pages they name now are named.
    const facts = siteFactsOf(
      rootOwn,
      { pages: entries, posts: entriesOf(root).posts },
      troubled.links,
      troubled.images,
    );
    for (const { path } of checkSite(facts, { valid: answer.success })) {
      const page = pageOf(path);
      if (page !== undefined) namedNow.add(page);
    }
  }
  const named = [...namedNow].sort((a, b) => a - b);
  const isNamed = new Set(named);
  // Each holds a problem at least: more than are listed, and the whole check says so in its words.
  if (named.length > MAX_PROBLEMS) return undefined;
  const pages: unknown[] = new Array(counts.pages);
  for (const page of named) pages[page] = pageAsRead(page);
  const data = { ...root, pages };

  // A field written twice, first, as the whole check finds it (duplicateKeys): in each piece that writes one
  // (Part.collect noted it), by the same scan, each at its offset in the piece.
  for (const piece of read) {
    if (!piece.twice) continue;
    const { opening, closing } = wrapping(piece.kind, piece.pages);
    const text = opening + textOf(piece) + closing;
    const repeated = repeatedFields(text);
    // An object of more fields than the limit, as written, is refused by the whole check's screen (hostile.ts).
    if (repeated.length + largestObject(JSON.parse(text)) > MAX_FIELDS) return undefined;
    for (const { path, offset } of repeated) {
      const finding = duplicateField(fromPiece(piece, path), offset - opening.length);
      atOffset.set(finding, { piece, offset: offset - opening.length });
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
  const { pages: __, ...rootFields } = walked;
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
  // The named pages' entries as the walk reads them: a page the memo recalled has what it holds at the page only (its
  // buttons that open the form, say), which the rules then find at their own places, as the whole check does.
  const namedEntries = named.map((page) => entryFact(walkedPages[page], ["pages", page], "page"));
  const siteEntries = [...entries];
  for (const { blockTypes: _, headingLengths: __, ...entry } of namedEntries)
    siteEntries[entry.where[1] as number] = entry;
  const site = siteFactsOf(rootFields, { pages: siteEntries, posts }, links, troubled.images);
  const { links: ___, ...part } = found;
  const partFacts = { ...part, entries: [...namedEntries, ...posts], root: troubled.images };
  const ruled = runRules(RULES, (rule) => (rule.scope === "part" ? rule.check(partFacts) : rule.check(site)), valid);
  for (const finding of ruled) findings.push(finding);

  const kept = dropEchoes(findings);
  if (kept.length > MAX_PROBLEMS) return undefined;
  for (const { path } of kept) {
    const page = pageOf(path);
    if (page !== undefined && !isNamed.has(page)) return undefined;
  }
  const positions = place(kept, troubled, reader, pieceOf, textOf, atOffset);
  const problems = problemsOf(kept, (finding) => positions.get(finding)!, data);
  const ok = !problems.some((problem) => problem.severity === "error");
  return { ok, problems, counts, unchanged: troubled.unchanged, version: troubled.version };
}

/** What reading the pieces with a syntax slip gives the report. */
interface Mending {
  /** What the pieces read, with what the pieces mended hold (their fields, pages, entries and links). */
  troubled: Troubled;
  /** The slips, in file order, each at its offset in its piece. */
  findings: Finding[];
  atOffset: Map<Finding, { piece: PieceRead; offset: number }>;
}

/** A syntax slip, with its offset in its piece. */
interface Told {
  finding: Finding;
  offset: number;
}

/**
 * Each piece with a syntax slip, in file order, read as the whole check reads the file (mendSlip): mended, its slips
 * told; the head's and the tail's read then as the pieces read them (Part), which gives their fields, pages, entries
 * and links. Or the whole check's answer where it stops at a slip it cannot mend; or nothing, when the whole check
 * must say.
 */
function mendSlips(
  troubled: Troubled,
  reader: Reader,
  textOf: (piece: PieceRead) => string,
  texts: Map<number, string>,
): Mending | Checked | undefined {
  // Where a field is written twice, the whole check scans the mended file with the other parser: it says where.
  if (troubled.read.some((piece) => piece.twice)) return undefined;
  const mending: Mending = { troubled, findings: [], atOffset: new Map() };
  const linesBefore = new Map<PieceRead, number>();
  /** The line and column in the file of an offset in a piece (the lines before it counted once). */
  const positionIn = (piece: PieceRead, offset: number) => {
    let lines = linesBefore.get(piece);
    if (lines === undefined) linesBefore.set(piece, (lines = newlinesBefore(reader, piece.start)));
    const { line, column } = new LineIndex(textOf(piece)).position(offset);
    return { line: lines + line, column: line === 1 ? column + startColumn(piece, troubled) : column };
  };
  for (const piece of troubled.read) {
    if (!piece.slipped) continue;
    const slip = mendSlip(piece, textOf(piece), (offset) => positionIn(piece, offset));
    if (!slip) return undefined;
    if (!slip.mended) {
      // A slip that cannot be mended (a text or a bracket left open): the whole check stops there and says what it
      // found, placed from the file as it is, and nothing else. Past a slip told in a piece before, it reads the file
      // unmended to place this one; in the head, it names the place of a page, a post, a block from fields the head
      // alone may not close (of the root's other fields, from the path alone): neither is told by the piece alone.
      const told = slip.found.map(({ finding }) => finding);
      if (mending.findings.length) return undefined;
      if (piece.kind === "head" && told.some(({ path }) => placeReadsData(path))) return undefined;
      const { atOffset } = mending;
      for (const { finding, offset } of slip.found) atOffset.set(finding, { piece, offset });
      const pages: unknown[] = new Array(troubled.counts.pages);
      const read = isObject(slip.data) ? slip.data : {};
      const readPages = Array.isArray(read.pages) ? read.pages : [];
      readPages.forEach((page, index) => (pages[piece.firstPage + index] = page));
      const data = piece.kind === "tail" ? { ...troubled.root, ...read, pages } : { ...troubled.root, pages };
      const pieceOf = (page: number) => pieceAt(troubled.read, page);
      const positions = place(told, troubled, reader, pieceOf, textOf, atOffset);
      const problems = problemsOf(told, (finding) => positions.get(finding)!, data);
      return { ok: false, problems, counts: troubled.counts, unchanged: troubled.unchanged, version: troubled.version };
    }
    if (mending.findings.length + slip.found.length >= MAX_FINDINGS) return undefined;
    // Placed in the mended text, as the whole check places in the mended file (a mend moves no character).
    texts.set(piece.start, slip.text);
    let at = piece;
    if (piece.kind === "middle") {
      const page = withPage(mending.troubled, piece, slip.text);
      if (!page) return undefined;
      mending.troubled = page;
    } else if (piece.kind === "head") {
      const head = withHead(mending.troubled, piece, slip.text);
      if (!head) return undefined;
      mending.troubled = head;
    } else {
      const tail = withTail(mending.troubled, piece, slip.text);
      if (!tail) return undefined;
      mending.troubled = tail.troubled;
      at = tail.piece;
    }
    for (const { finding, offset } of slip.found) {
      mending.findings.push(finding);
      mending.atOffset.set(finding, { piece: at, offset });
    }
  }
  return mending;
}

/**
 * The pieces as read, a page in the middle mended: read as the pieces read a page (Part), its entry, its links where its
 * links go (Troubled.slips), the schema's and the part rules' answers.
 */
function withPage(troubled: Troubled, piece: PieceRead, text: string): Troubled | undefined {
  const part = new Part(troubled.images, { collect: true });
  part.pages = piece.firstPage;
  part.middle(text);
  part.flush();
  if (part.takeTwice() || part.pages !== piece.firstPage + piece.pages) return undefined;
  const at = troubled.slips.find((slip) => slip.page === piece.firstPage)!.links;
  const entries = [...troubled.entries];
  entries.splice(piece.firstPage, piece.pages, ...part.entries);
  return {
    ...troubled,
    entries,
    links: [...troubled.links.slice(0, at), ...part.links, ...troubled.links.slice(at)],
    // The links of the slipped pages after it go after its own.
    slips: troubled.slips.map((slip) =>
      slip.page > piece.firstPage ? { ...slip, links: slip.links + part.links.length } : slip,
    ),
    refused: new Map([...troubled.refused, ...part.refused]),
    named: new Set([...troubled.named, ...part.named]),
  };
}

/** The pieces as read, the head mended: its fields first in the root, its pages, entries and links first. */
function withHead(troubled: Troubled, piece: PieceRead, text: string): Troubled | undefined {
  const part = new Part(troubled.images, { collect: true });
  part.head(text);
  part.flush();
  if (part.takeTwice() || part.takeSlipped() || part.pages !== piece.pages) return undefined;
  const root: Loose = { ...part.root };
  for (const [field, value] of Object.entries(troubled.root)) {
    // A field the tail writes again: the whole check says so, in its words.
    if (field in root) return undefined;
    root[field] = value;
  }
  return {
    ...troubled,
    root,
    entries: [...part.entries, ...troubled.entries.slice(piece.pages)],
    links: [...part.links, ...troubled.links],
    slips: troubled.slips.map((slip) => ({ ...slip, links: slip.links + part.links.length })),
    refused: new Map([...troubled.refused, ...part.refused]),
    named: new Set([...troubled.named, ...part.named]),
    counts: { pages: troubled.counts.pages, posts: entriesOf(root).posts.length },
  };
}

/** The pieces as read, the tail mended: its fields last in the root, its pages, entries and links last. */
function withTail(
  troubled: Troubled,
  piece: PieceRead,
  text: string,
): { troubled: Troubled; piece: PieceRead } | undefined {
  const part = new Part(troubled.images, { collect: true });
  part.pages = piece.firstPage;
  part.tail(text);
  part.flush();
  if (part.takeTwice() || part.takeSlipped()) return undefined;
  const root: Loose = { ...troubled.root };
  for (const [field, value] of Object.entries(part.rest)) {
    if (field in root) return undefined;
    root[field] = value;
  }
  const tail: PieceRead = { ...piece, pages: part.pages - piece.firstPage };
  const entries = [...troubled.entries, ...part.entries];
  return {
    troubled: {
      ...troubled,
      root,
      read: troubled.read.map((read) => (read === piece ? tail : read)),
      tailFields: Object.keys(part.rest),
      tailPages: part.tailPages,
      entries,
      links: [...troubled.links, ...part.links],
      refused: new Map([...troubled.refused, ...part.refused]),
      named: new Set([...troubled.named, ...part.named]),
      counts: { pages: entries.length, posts: entriesOf(root).posts.length },
    },
    piece: tail,
  };
}

/** The piece a page is in. */
function pieceAt(read: readonly PieceRead[], page: number): PieceRead {
  let low = 0;
  let high = read.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (read[mid]!.firstPage <= page) low = mid;
    else high = mid - 1;
  }
  return read[low]!;
}

/**
 * A piece with a syntax slip (Part.slip: a page in the middle, the head, the tail), read as the whole check reads the
 * file (syntax.ts, readJson): its text, opened and closed as the file holds it (a page in the list of pages, the head
 * closed after its pages, the tail opened before them), is read by the same function, which explains each slip and
 * mends it in place when it can. What comes before the piece is strict JSON (the pieces parsed it), so the other
 * parser stands where it would in the file as it enters the piece, and meets the same characters up to the piece's
 * end (the tail's is the file's): this is the file's answer when every slip is inside the piece and every mend changes
 * the piece's characters alone. Then either the piece mended is strict JSON with each field once, and the checks go
 * on with it (`mended`); or a slip cannot be mended (a text or a bracket left open) and the whole check stops there,
 * and names the place from the file as the tolerant parser reads it, which the piece's own text tells when the parser
 * closes a page within it, or reads the tail (`data`, as that parser reads the piece). Anything else (a comment that
 * runs past the page, a slip that an object opened before the piece explains) and there is no answer here: the whole
 * check says what. Each slip has its offset in the piece and the path the whole check gives it (getLocation, in the
 * mended file, or the file as it is when the check stops), which the piece's text tells, strict JSON up to the slip.
 */
function mendSlip(
  piece: PieceRead,
  text: string,
  position: (offset: number) => { line: number; column: number },
): { mended: boolean; data: unknown; text: string; found: Told[] } | undefined {
  const { kind } = piece;
  const opening = kind === "head" ? "" : wrapping("tail", 0).opening;
  const closing = kind === "tail" ? "" : wrapping("head", 0).closing;
  const owners = opening + text + closing;
  const end = opening.length + text.length;
  // The whole check screens the owner's text first (hostile.ts); the pieces' walk vouched for every other page.
  if (screenText(owners)) return undefined;
  const read = readJson(owners, (offset) => {
    // The words name where a bracket opened: in the piece, or before it, where the piece alone cannot say.
    if (offset < opening.length || offset >= end) throw new Error("a slip explained from outside its piece");
    const { line, column } = position(offset - opening.length);
    return `at line ${line}, column ${column}`;
  });
  if (!read.findings.length) return undefined;
  const placed = read.text ?? owners;
  const found: Told[] = [];
  for (const finding of read.findings) {
    const { offset } = finding;
    // The tail's end is the file's: a slip found there (a bracket never closed) is the file's too.
    if (offset === undefined || offset < opening.length || offset > end || (offset === end && kind !== "tail")) {
      return undefined;
    }
    const path = getLocation(placed, offset).path.filter((part) => part !== "");
    const [field, index, ...rest] = path;
    if (kind === "middle" && (field !== "pages" || index !== 0)) return undefined;
    const inFile =
      kind === "head" || field !== "pages" || typeof index !== "number"
        ? path
        : ["pages", piece.firstPage + index, ...rest];
    found.push({ finding: { ...finding, path: inFile }, offset: offset - opening.length });
  }
  if (read.data === undefined) {
    // Stopped: the place is named from the file as the tolerant parser reads it, as far as the piece tells it.
    if (kind === "middle" && !closesWithin(text)) return undefined;
    const loose = parse(owners, [], { allowTrailingComma: true }) as unknown;
    return { mended: false, data: loose, text, found };
  }
  if (read.unrepeated !== true || read.text === undefined) return undefined;
  if (read.text.slice(0, opening.length) !== opening || read.text.slice(end) !== closing) return undefined;
  const data = read.data;
  const pages = isObject(data) ? data.pages : undefined;
  if (!isObject(data) || !Array.isArray(pages)) return undefined;
  return { mended: true, data, text: read.text.slice(opening.length, end), found };
}

/**
 * Whether the tolerant parser, reading `text` from its start, closes the object it starts with at a } of its own
 * (it calls an object ended at the end of the text too): then every character it read for the object is in `text`,
 * and it reads the object in the file as it does here, whatever follows.
 */
function closesWithin(text: string): boolean {
  let depth = 0;
  let closed = false;
  const open = () => void depth++;
  visit(
    text,
    {
      onObjectBegin: open,
      onArrayBegin: open,
      onObjectEnd: (offset) => {
        if (--depth === 0) closed = text[offset] === "}";
      },
      onArrayEnd: () => void depth--,
    },
    { allowTrailingComma: true },
  );
  return closed;
}

/** The line breaks in the file before `offset`. */
function newlinesBefore(reader: Reader, offset: number): number {
  let lines = 0;
  for (let at = 0; at < offset;) {
    const to = reader.fill(at, Math.min(offset, at + 1024 * 1024));
    lines += reader.count(NEWLINE, at, to);
    at = to;
  }
  return lines;
}

/** The column of a piece's first character: a page's piece starts at its `{`, after its line's indentation. */
const startColumn = (piece: PieceRead, troubled: Troubled) =>
  piece.kind === "head" || piece.kind === "whole" ? 0 : troubled.indent;

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
  atOffset: ReadonlyMap<Finding, { piece: PieceRead; offset: number }>,
): Map<Finding, { line: number; column: number }> {
  const head = troubled.read[0]!;
  const tail = troubled.read.find((piece) => piece.kind === "tail");
  const tailFields = new Set(troubled.tailFields);
  const byPiece = new Map<PieceRead, Finding[]>();
  for (const finding of findings) {
    const page = pageOf(finding.path);
    const top = finding.path[0];
    const piece =
      atOffset.get(finding)?.piece ??
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
    // A syntax slip and a field written twice have their offset; the others are located as the whole check does.
    const located = found.filter((finding) => !atOffset.has(finding));
    const offsets = new Map(
      locatePaths(
        opening + text + closing,
        located.map((finding) => ({ path: inPiece(finding.path), atKey: finding.atKey })),
      ).map((offset, index) => [located[index]!, offset - opening.length]),
    );
    const index = new LineIndex(text);
    // A page's piece starts at its `{`, after the indentation of its line; the head at the file's start.
    const shift = startColumn(piece, troubled);
    found.forEach((finding) => {
      const offset = atOffset.get(finding)?.offset ?? offsets.get(finding)!;
      if (offset < 0 || offset > text.length) throw new Error("placed outside its piece");
      const { line, column } = index.position(offset);
      positions.set(finding, { line: lines + line, column: line === 1 ? column + shift : column });
    });
  }
  return positions;
}
