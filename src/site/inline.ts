/**
 * The small inline markup allowed in rich text: [label](href) links and **bold**.
 * Kept deliberately tiny so the owner cannot break the page's HTML.
 */
export type InlineToken =
  { kind: "text"; text: string } | { kind: "strong"; text: string } | { kind: "link"; text: string; href: string };

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

export function parseInline(source: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) tokens.push({ kind: "text", text: source.slice(last, index) });
    if (match[1] !== undefined && match[2] !== undefined) {
      tokens.push({ kind: "link", text: match[1], href: match[2] });
    } else if (match[3] !== undefined) {
      tokens.push({ kind: "strong", text: match[3] });
    }
    last = index + match[0].length;
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
  // parseInline's links, without the tokens: the validator asks this of every text of the site. By exec, which reuses
  // the expression, where matchAll makes a copy of it and an iterator for each text.
  const hrefs: string[] = [];
  INLINE.lastIndex = 0;
  for (let match = INLINE.exec(source); match !== null; match = INLINE.exec(source)) {
    if (match[1] !== undefined && match[2] !== undefined) hrefs.push(ownCopy(match[2]));
  }
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
