/**
 * The small inline markup allowed in rich text: [label](href) links, **bold** and _italics_.
 * Kept deliberately tiny so the owner cannot break the page's HTML.
 */
export type InlineToken =
  | { kind: "text"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "em"; text: string }
  | { kind: "link"; text: string; href: string };

/** One piece of markup found in a text: where it starts and ends, and what it is. */
type Found = { index: number; end: number; token: InlineToken };

/**
 * The first position at or after `from` whose character passes `test`, or -1, for `from`s that never go back: what
 * was read is not read again, so the finder reads each character of the text once, however often it is asked.
 */
function finder(source: string, test: (char: string) => boolean): (from: number) => number {
  let scanned = 0;
  let found = -1;
  return (from) => {
    if (found >= from) return found;
    let index = Math.max(from, scanned);
    while (index < source.length && !test(source[index]!)) index++;
    scanned = index;
    found = index < source.length ? index : -1;
    return found;
  };
}

const SPACE = /\s/;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Whether `char` is part of a word: an underscore beside one is part of the word (snake_case), not italics. */
const inWord = (char: string | undefined) => char !== undefined && LETTER_OR_DIGIT.test(char);

/**
 * The markup of a text, left to right: at each position a link `[label](href)` (a label of any characters but `]`,
 * an address of any but `)` and spaces), else a bold `**words**` (any but `*`), else italics `_words_` (any but `_`,
 * neither starting nor ending with a space, the underscores not inside a word), else the next position, as the
 * pattern `\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|(?<![\p{L}\p{N}])_([^_\s](?:[^_]*[^_\s])?)_(?![\p{L}\p{N}])` reads
 * it. By hand rather than by that pattern, which tried every `[` to the end of a text without a `]`: a text of
 * brackets took seconds, and the pages that show it as long. Each finder only moves forward, so this reads each
 * character a bounded number of times.
 */
function* markup(source: string): Generator<Found> {
  const close = finder(source, (char) => char === "]");
  const addressEnd = finder(source, (char) => char === ")" || SPACE.test(char));
  const star = finder(source, (char) => char === "*");
  const underscore = finder(source, (char) => char === "_");
  const open = finder(source, (char) => char === "[" || char === "*" || char === "_");
  for (let index = open(0); index !== -1; index = open(index + 1)) {
    if (source[index] === "[") {
      const labelEnd = close(index + 1);
      if (labelEnd > index + 1 && source[labelEnd + 1] === "(") {
        const end = addressEnd(labelEnd + 2);
        if (end > labelEnd + 2 && source[end] === ")") {
          const token: InlineToken = {
            kind: "link",
            text: source.slice(index + 1, labelEnd),
            href: source.slice(labelEnd + 2, end),
          };
          yield { index, end: end + 1, token };
          index = end;
          continue;
        }
      }
    } else if (source[index] === "_") {
      if (inWord(source[index - 1])) continue;
      const end = underscore(index + 1);
      if (
        end > index + 1 &&
        !SPACE.test(source[index + 1]!) &&
        !SPACE.test(source[end - 1]!) &&
        !inWord(source[end + 1])
      ) {
        yield { index, end: end + 1, token: { kind: "em", text: source.slice(index + 1, end) } };
        index = end;
      }
    } else if (source[index + 1] === "*") {
      const end = star(index + 2);
      if (end > index + 2 && source[end + 1] === "*") {
        yield { index, end: end + 2, token: { kind: "strong", text: source.slice(index + 2, end) } };
        index = end + 1;
      }
    }
  }
}

export function parseInline(source: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let last = 0;
  for (const { index, end, token } of markup(source)) {
    if (index > last) tokens.push({ kind: "text", text: source.slice(last, index) });
    tokens.push(token);
    last = end;
  }
  if (last < source.length) tokens.push({ kind: "text", text: source.slice(last) });
  return tokens;
}

/** The plain text a reader sees, without markup: for meta descriptions and structured data. */
export function plainText(source: string): string {
  return parseInline(source)
    .map((token) => token.text)
    .join("");
}

const NO_LINKS: readonly string[] = [];

/**
 * The targets of the text's links, never changed by the caller. Most texts have none, so a plain search decides before
 * any parsing, and they share one empty list (the validator asks this of every text of the site: a million texts of a
 * 10,000-page file). Not a frozen list: a loop over lists of two kinds measured slower than the new lists it saves.
 */
export function inlineLinks(source: string): readonly string[] {
  if (!source.includes("](")) return NO_LINKS;
  const hrefs: string[] = [];
  for (const { token } of markup(source)) if (token.kind === "link") hrefs.push(ownCopy(token.href));
  return hrefs;
}

/**
 * A copy of `part` that does not hold on to the text it was cut from. V8 keeps a part of 13 characters or more as a
 * view into the whole text, which then lives as long as the part: the validator keeps every link of a large site to
 * the end (10,000 pages: some 60,000 links, each holding its paragraph, 12 MB that the garbage collector moved again
 * and again). Joined to one character and cut again, the part is copied, and the view is into that copy.
 */
function ownCopy(part: string): string {
  return part.length < 13 ? part : `${part} `.slice(0, -1);
}

/** A link's address in a text and where it stands: `start` at its first character, `end` just after its last. */
export interface AddressSpan {
  href: string;
  start: number;
  end: number;
}

/** Each link's address in a text, in order, as the page reads its links (a text without `](` has none). */
export function linkAddresses(source: string): AddressSpan[] {
  if (!source.includes("](")) return [];
  const spans: AddressSpan[] = [];
  for (const { end, token } of markup(source)) {
    if (token.kind === "link") spans.push({ href: token.href, start: end - 1 - token.href.length, end: end - 1 });
  }
  return spans;
}

/** The text with each link's address replaced by what `replace` returns for it; the text itself where none changes. */
export function replaceAddresses(source: string, replace: (href: string) => string): string {
  let out = "";
  let last = 0;
  for (const { href, start, end } of linkAddresses(source)) {
    out += source.slice(last, start) + replace(href);
    last = end;
  }
  return last === 0 ? source : out + source.slice(last);
}
