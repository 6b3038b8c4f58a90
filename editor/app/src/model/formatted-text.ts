/**
 * What the Bold, Italic and Link buttons do to a text and the words selected in it, written as the site's inline
 * markup (src/site/inline.ts): `**bold**`, `_italics_`, `[words](/address)`. Pure: a text and a selection in, the new
 * text and the selection to show after it out, or the reason it cannot be done, in the owner's words.
 */
import { parseInline, type InlineToken } from "../../../../src/site/inline.ts";
import type { JsonSchema } from "./schema.ts";
import { t } from "../i18n/useT.ts";

/** Whether a schema's text takes bold, italics and links: the site's rich text, marked as Markdown in the schema. */
export const isFormattedText = (schema: JsonSchema): boolean =>
  (schema as { contentMediaType?: unknown }).contentMediaType === "text/markdown";

export type Mark = "strong" | "em";

/** Where a selection starts and ends in a text, as a text area counts. */
export interface Selection {
  start: number;
  end: number;
}

/** A text after a change, and the words selected in it. */
export interface Edit extends Selection {
  text: string;
}

/** A piece of the text as the page reads it: where it starts and ends (its marks included), and where its words are. */
export interface Span {
  token: InlineToken;
  start: number;
  end: number;
  wordsStart: number;
  wordsEnd: number;
}

const MARKS: Record<Mark, string> = { strong: "**", em: "_" };

/** Each piece of the text, in order, with its place: the page reads the same pieces. */
export function spans(text: string): Span[] {
  const out: Span[] = [];
  let at = 0;
  for (const token of parseInline(text)) {
    const open = token.kind === "strong" ? 2 : token.kind === "em" || token.kind === "link" ? 1 : 0;
    const close =
      token.kind === "strong" ? 2 : token.kind === "em" ? 1 : token.kind === "link" ? token.href.length + 3 : 0;
    const end = at + open + token.text.length + close;
    out.push({ token, start: at, end, wordsStart: at + open, wordsEnd: at + open + token.text.length });
    at = end;
  }
  return out;
}

/** The bold, italic or linked piece the selection is in (a caret strictly inside it, or a selection within it). */
export function markedAt(text: string, selection: Selection): Span | undefined {
  const { start, end } = selection;
  return spans(text).find(
    (span) =>
      span.token.kind !== "text" &&
      (start === end ? span.start < start && start < span.end : span.start <= start && end <= span.end),
  );
}

/** Whether the selection is bold (or in italics), for the button's pressed state. */
export const isMarked = (text: string, selection: Selection, mark: Mark): boolean =>
  markedAt(text, selection)?.token.kind === mark;

const WORD_CHAR = /[\p{L}\p{N}'’-]/u;
/** A letter or digit: an underscore beside one is read as part of a word, not as italics (src/site/inline.ts). */
const IN_WORD = /[\p{L}\p{N}]/u;

/** The selection without the spaces at its ends; a caret in a word, that word. */
function wordsOf(text: string, { start, end }: Selection): Selection {
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  if (start === end) {
    while (start > 0 && WORD_CHAR.test(text[start - 1]!)) start--;
    while (end < text.length && WORD_CHAR.test(text[end]!)) end++;
  }
  return { start, end };
}

/** The selection widened to whole words: italics start and end at a word's edge, or the page shows the underscores. */
function wholeWords(text: string, { start, end }: Selection): Selection {
  while (start > 0 && WORD_CHAR.test(text[start - 1]!) && WORD_CHAR.test(text[start]!)) start--;
  while (end < text.length && WORD_CHAR.test(text[end]!) && WORD_CHAR.test(text[end - 1]!)) end++;
  return { start, end };
}

const replaced = (text: string, from: number, to: number, by: string) => text.slice(0, from) + by + text.slice(to);

/** The marked pieces a selection reaches into, wholly or partly. */
const overlapping = (text: string, { start, end }: Selection) =>
  spans(text).filter((span) => span.token.kind !== "text" && span.start < end && start < span.end);

/**
 * Bold (or italics) on, or off where the selection is already bold: the words lose their marks. Bold reaching into
 * other bold joins it. A link's words, or italics, cannot also be bold: the page would show the marks as they are.
 */
export function toggleMark(text: string, selection: Selection, mark: Mark): Edit | { refused: string } {
  const marker = MARKS[mark];
  const inside = markedAt(text, selection);
  if (inside?.token.kind === mark) {
    const words = inside.token.text;
    return {
      text: replaced(text, inside.start, inside.end, words),
      start: inside.start,
      end: inside.start + words.length,
    };
  }
  if (inside) return { refused: t("fields.format.refused.inside", { inside: inside.token.kind, mark }) };
  let range = wordsOf(text, selection);
  if (mark === "em") range = wholeWords(text, range);
  if (range.start === range.end) {
    // Nothing to mark: the marks go in, the caret between them, as the words are typed.
    const at = range.start;
    return { text: replaced(text, at, at, marker + marker), start: at + marker.length, end: at + marker.length };
  }
  const reached = overlapping(text, range);
  const other = reached.find((span) => span.token.kind !== mark);
  if (other) return { refused: t("fields.format.refused.part", { inside: other.token.kind, mark }) };
  // Bold that reaches into bold: one bold over both, the inner marks taken out.
  const start = Math.min(range.start, ...reached.map((span) => span.start));
  const end = Math.max(range.end, ...reached.map((span) => span.end));
  const words = spans(text)
    .filter((span) => span.start < end && start < span.end)
    .map((span) =>
      span.token.kind === "text" ? text.slice(Math.max(span.start, start), Math.min(span.end, end)) : span.token.text,
    )
    .join("");
  if (words.includes(marker.charAt(0)))
    return { refused: t("fields.format.refused.holds", { marker: marker.charAt(0), mark }) };
  if (mark === "em" && (IN_WORD.test(text[start - 1] ?? "") || IN_WORD.test(text[end] ?? "")))
    return { refused: t("fields.format.refused.wholeWords") };
  return {
    text: replaced(text, start, end, `${marker}${words}${marker}`),
    start: start + marker.length,
    end: start + marker.length + words.length,
  };
}

/** The link the selection is in, if any. */
export function linkAt(text: string, selection: Selection): Span | undefined {
  const span = markedAt(text, selection);
  return span?.token.kind === "link" ? span : undefined;
}

/** The words a new link would take: the selection's, or the word at the caret. */
export function linkWords(text: string, selection: Selection): string {
  const link = linkAt(text, selection);
  if (link) return link.token.text;
  const range = wordsOf(text, selection);
  return text.slice(range.start, range.end);
}

/**
 * The selected words made a link to `href`, shown as `words` (the owner may have changed them), or the link the
 * selection is in changed. Bold or italic words cannot also be a link.
 */
export function setLink(text: string, selection: Selection, href: string, words: string): Edit | { refused: string } {
  const label = words.trim();
  if (!label) return { refused: t("fields.format.refused.noWords") };
  if (label.includes("]")) return { refused: t("fields.format.refused.bracket") };
  const link = linkAt(text, selection);
  const range = link ?? wordsOf(text, selection);
  if (!link) {
    const other = overlapping(text, range)[0];
    if (other) return { refused: t("fields.format.refused.part", { inside: other.token.kind, mark: "link" }) };
  }
  const from = link?.start ?? range.start;
  const to = link?.end ?? range.end;
  return { text: replaced(text, from, to, `[${label}](${href})`), start: from + 1, end: from + 1 + label.length };
}

/** The link the selection is in taken off: its words stay, as plain text. */
export function removeLink(text: string, selection: Selection): Edit {
  const link = linkAt(text, selection);
  if (!link) return { text, ...selection };
  const words = link.token.text;
  return { text: replaced(text, link.start, link.end, words), start: link.start, end: link.start + words.length };
}
