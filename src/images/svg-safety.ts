/**
 * Whether an SVG file only draws: nothing in it can run, load a web page or reach another file. An SVG opened by its
 * address is a document that could run script as the site, and not every static host sends a Content-Security-Policy.
 * Read by a strict XML parser (saxes), as a browser reads it, then checked against a list of what can act (scripts,
 * event attributes, `javascript:` addresses, outside style and files, entities, DOCTYPE declarations) in any
 * namespace or case; what drawing programs write (their own elements, metadata, embedded pictures) passes.
 */
import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from "saxes";

const SVG_NS = "http://www.w3.org/2000/svg";
const XHTML_NS = "http://www.w3.org/1999/xhtml";

/** What an SVG holds that a picture may not, each kind said once in an owner's words. */
export type SvgProblemKind =
  | "not-svg"
  | "script"
  | "event"
  | "page"
  | "script-address"
  | "animated-link"
  | "other-file"
  | "entities"
  | "declarations"
  | "stylesheet";

export interface SvgProblem {
  kind: SvgProblemKind;
  /** In an owner's words, naming what was found: "a script", "an onload attribute". */
  what: string;
  /** 1-based line in the file where it was found. */
  line: number;
}

/**
 * Elements that run or hold a page, by their lower-case local name, in any namespace. Not `foreignObject` itself: a
 * page inside one is HTML, each element of which is found by its namespace (below); Illustrator's editing data sits in
 * one (`<i:pgfRef>`) and draws nothing.
 */
const ACTING: Record<string, "script" | "page" | "event"> = {
  script: "script",
  iframe: "page",
  frame: "page",
  frameset: "page",
  embed: "page",
  object: "page",
  portal: "page",
  handler: "event",
  listener: "event",
};

const ANIMATIONS = new Set(["set", "animate", "animatemotion", "animatetransform", "animatecolor"]);

/** A picture inside the drawing, written into it: the one `href` other than `#…` that `<img>` shows. */
const EMBEDDED_PICTURE = /^data:image\/(png|jpeg|jpg|gif|webp|avif)[;,]/i;

/** An address that runs what follows it; browsers ignore spaces and control characters inside a scheme. */
const runs = (value: string) => /^(javascript|vbscript|data:text\/html|data:application\/xhtml)/i.test(compact(value));
const compact = (value: string) => value.replace(/[\u0000-\u0020\u007f]/g, "");

/**
 * What anything that can act needs somewhere in a drawing's text, in any letter case: an element that runs, holds a
 * page or animates (`<script`, `<x:foreignObject`, `<set`), an attribute that starts with "on", a link that is not
 * `#…`, a scheme that runs, a character reference (which could spell any of these), a declared entity, a style
 * sheet, CSS that loads (`url(` not followed by `#`, `@import`, `image-set(`) or a CSS escape (which could spell it).
 * Wider than what acts (a text saying "on" matches): it only decides which drawings are read in full.
 */
const MAY_ACT =
  /<[\w.-]*:?(script|foreignobject|iframe|frame|embed|object|portal|handler|listener|set|animate|discard)|[\s:'"]on[\w.-]*\s*=|href\s*=\s*(?!["']#)|javascript|vbscript|data:|xhtml|&#|<!entity|<!attlist|<\?xml-stylesheet|url\s*\((?!\s*["']?#)|@import|image(-set)?\s*\(|src\s*\(|\\/i;
/** A drawing's start: a declaration, comments and a doctype (no internal part), then `<svg` and a space. */
const STARTS = /^\s*(<\?xml\s[^<>]*\?>\s*)?(<!--(?:(?!--)[\s\S])*-->\s*|<!doctype\s[^<>[\]]*>\s*)*<svg\s/i;
/** The SVG namespace, said in the `<svg …>` tag. */
const SVG_XMLNS = /\sxmlns\s*=\s*["']http:\/\/www\.w3\.org\/2000\/svg["']/;

/**
 * Whether the text starts as a whole drawing does (STARTS, then an `<svg …>` tag that says its namespace) and ends
 * as one: `</svg>`, then at most comments. The tag and the end are found by hand, each character read once: the
 * patterns that did it before read a megabyte of tags or comments again from each one of them.
 */
function whole(text: string): boolean {
  const start = STARTS.exec(text);
  if (!start) return false;
  const tagEnd = text.indexOf(">", start[0].length);
  if (tagEnd < 0) return false;
  const tag = text.slice(start[0].length - 1, tagEnd);
  if (tag.includes("<") || !SVG_XMLNS.test(tag)) return false;
  let end = text.trimEnd().length;
  while (text.endsWith("-->", end)) {
    const open = text.lastIndexOf("<!--", end - 3);
    if (open < 0 || text.slice(open + 4, end - 3).includes("--")) return false;
    end = text.slice(0, open).trimEnd().length;
  }
  const close = text.lastIndexOf("</svg", end);
  return close >= 0 && /^<\/svg\s*>$/.test(text.slice(close, end));
}

/**
 * A simple entity, as Illustrator declares them (`<!ENTITY ns_svg "http://www.w3.org/2000/svg">`), or the space
 * between declarations: read at one place (sticky), one after the other, through a DOCTYPE's internal part.
 */
const SIMPLE_DECLARATION = /\s+|<!ENTITY\s+([A-Za-z_][\w.-]*)\s+(?:"([^"&<%]*)"|'([^'&<%]*)')\s*>/y;

/**
 * The internal part of a DOCTYPE (`[…]`), as saxes gives the DOCTYPE's text: after the name and any quoted public
 * or system address, up to its last `]`. Undefined when it has none.
 */
function internalSubset(doctype: string): string | undefined {
  let quote = "";
  for (let index = 0; index < doctype.length; index++) {
    const char = doctype[index]!;
    if (quote) quote = char === quote ? "" : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === "[") return doctype.slice(index + 1, Math.max(index + 1, doctype.lastIndexOf("]")));
  }
  return undefined;
}

/** A CSS escape (`\75` or `\u`): CSS reads it as the character, so `u\72l(` is `url(`. */
const CSS_ESCAPE = /\\(?:([0-9a-fA-F]{1,6})[ \t\n\r\f]?|([\s\S]))/g;
/** Where CSS loads from an address: `url(` (its address after), `@import`, `image-set(`, `image(`, `src(`. */
const CSS_LOADS = /url\(\s*["']?|@import|(?<![\w-])(?:image-set|image|src)\s*\(/g;

/**
 * What a style (a `<style>` element's text, a `style` attribute, a presentation attribute such as `fill`) loads
 * from outside the drawing, in an owner's words: a style sheet (`@import`) or a file (`url(…)` other than `#…`, a
 * picture set). Shown through `<img>` nothing loads, so it is at best a picture that does not show as drawn; opened
 * by itself, it reaches another site. Undefined for what loads nothing, `fill="url(#gradient)"` included.
 */
export function cssLoads(css: string): { kind: "stylesheet" | "other-file"; what: string } | undefined {
  if (!/url|@import|image|src|\\/i.test(css)) return undefined;
  const read = css
    .replace(CSS_ESCAPE, (_, hex: string | undefined, char: string | undefined) =>
      hex === undefined ? char! : String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff) || 0xfffd),
    )
    .toLowerCase();
  for (const match of read.matchAll(CSS_LOADS)) {
    const found = shorten(read.slice(match.index, match.index + 60).trim());
    if (match[0] === "@import") return { kind: "stylesheet", what: `a style sheet from another file (${found})` };
    if (match[0].startsWith("url(") && read[match.index + match[0].length] === "#") continue;
    return { kind: "other-file", what: `a style that loads another file (${found})` };
  }
  return undefined;
}

/**
 * The problems of an SVG file's bytes, at most one of each kind (the first met), in the order met.
 *
 * A drawing with nothing in its text that could act (MAY_ACT), an `<svg>` start with its namespace and an `</svg>`
 * end, is passed without the parse: nothing in it can run, and its start and end say it is a whole drawing. That is
 * what drawing programs write for a logo or an illustration, and the screen is far cheaper than parsing every
 * drawing on each `npm run validate`. Any other drawing is read in full by the parser, which names what is
 * wrong: what the screen lets through unparsed is only a drawing damaged inside that still starts and ends whole.
 */
export function svgProblems(bytes: Uint8Array): SvgProblem[] {
  const text = decoded(bytes);
  if (!MAY_ACT.test(text) && whole(text)) return [];
  return parsedProblems(text);
}

/** What the error handler throws to stop the parse. */
const STOP = Symbol("stop");

/** The problems the parser finds. */
function parsedProblems(text: string): SvgProblem[] {
  const found = new Map<SvgProblemKind, SvgProblem>();
  const parser = new SaxesParser({ xmlns: true, position: true });
  const note = (kind: SvgProblemKind, what: string) => {
    if (!found.has(kind)) found.set(kind, { kind, what, line: parser.line });
  };
  let rooted = false;
  let broken = false;
  /** The text of the `<style>` element being read, if one is. */
  let style: string | undefined;
  const styled = (css: string) => {
    const loads = cssLoads(css);
    if (loads) note(loads.kind, loads.what);
  };
  parser.on("text", (text) => {
    if (style !== undefined) style += text;
  });
  parser.on("cdata", (text) => {
    if (style !== undefined) style += text;
  });
  parser.on("closetag", (tag: SaxesTagNS) => {
    if (style === undefined || tag.local.toLowerCase() !== "style") return;
    styled(style);
    style = undefined;
  });
  parser.on("error", (error) => {
    broken = true;
    note("not-svg", `a mistake in its text: ${error.message.replace(/^\d+:\d+: /, "").replace(/\.$/, "")}`);
    // The first mistake refuses the file: read on, a megabyte of mistakes made one error each (a stack trace).
    throw STOP;
  });
  parser.on("doctype", (doctype) => {
    // Its internal part may only name simple entities, which the parser expands as a browser does. Anything else
    // there is applied by the browser and unseen here: an <!ATTLIST> gives every <svg> an onload, an <a> a link.
    const subset = internalSubset(doctype);
    if (subset === undefined) return;
    SIMPLE_DECLARATION.lastIndex = 0;
    while (SIMPLE_DECLARATION.lastIndex < subset.length) {
      const at = SIMPLE_DECLARATION.lastIndex;
      const declaration = SIMPLE_DECLARATION.exec(subset);
      if (declaration) {
        const [, name, double, single] = declaration;
        if (name) parser.ENTITIES[name] = (double ?? single)!;
        continue;
      }
      const keyword = /^<!(\w+)/.exec(subset.slice(at, at + 12))?.[1]?.toUpperCase();
      if (keyword === "ENTITY") note("entities", "declared entities that can grow or read other files");
      else
        note(
          "declarations",
          `declarations in its DOCTYPE that change the drawing (${keyword ? `<!${keyword}>` : subset.slice(at, at + 12).trim()})`,
        );
      return;
    }
  });
  parser.on("processinginstruction", ({ target }) => {
    if (target.toLowerCase() === "xml-stylesheet") note("stylesheet", "a style sheet from another file");
  });
  parser.on("opentag", (tag: SaxesTagNS) => {
    const local = tag.local.toLowerCase();
    if (!rooted) {
      rooted = true;
      if (local !== "svg") note("not-svg", `a <${tag.name}> where an SVG starts with <svg>`);
      else if (tag.uri !== SVG_NS) note("not-svg", `an <svg> tag without xmlns="${SVG_NS}", which browsers need`);
    }
    if (local === "style") style = "";
    const acting = ACTING[local];
    if (acting === "script") note("script", "a script");
    else if (acting === "page" || tag.uri === XHTML_NS) note("page", `a web page inside it (<${tag.name}>)`);
    else if (acting === "event") note("event", `an event that runs a script (<${tag.name}>)`);
    for (const attribute of Object.values(tag.attributes) as SaxesAttributeNS[]) {
      const name = attribute.local.toLowerCase();
      if (name.startsWith("on")) note("event", `an event that runs a script (${attribute.name})`);
      if (runs(attribute.value)) note("script-address", `a link that runs a script (${attribute.name})`);
      else if (name === "href" && local !== "a" && !attribute.value.startsWith("#")) {
        if (!EMBEDDED_PICTURE.test(compact(attribute.value)))
          note("other-file", `a link to another file (${shorten(attribute.value)})`);
      }
      styled(attribute.value);
      if (ANIMATIONS.has(local) && name === "attributename") {
        const changed = attribute.value
          .trim()
          .toLowerCase()
          .replace(/^xlink:/, "");
        if (changed === "href" || changed.startsWith("on"))
          note("animated-link", `an animation that changes its ${changed}`);
      }
    }
  });
  try {
    parser.write(text).close();
  } catch (error) {
    // The error handler stops the parse at the first mistake; anything else thrown is said as a mistake too.
    if (error !== STOP && !broken) note("not-svg", `a mistake in its text: ${(error as Error).message}`);
  }
  if (!rooted) note("not-svg", "no drawing at all (no <svg> tag)");
  return [...found.values()];
}

/**
 * The file's text as a browser decodes it: UTF-16 when it starts with that byte order mark, else UTF-8 (an SVG's
 * tags and attribute names are ASCII either way).
 */
function decoded(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  return new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, "");
}

const shorten = (value: string) => (value.length > 60 ? `${value.slice(0, 57)}...` : value);

/** Whether bytes look like an SVG's text at all (what the editor's upload asks before it checks the drawing). */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const start = decoded(bytes.subarray(0, 65536));
  return /^\s*<(\?xml|!--|!doctype\s+svg|svg[\s>])/i.test(start) && /<svg[\s>]/i.test(start);
}

/**
 * "a script (line 4) and an event that runs a script (onload) (line 2)": the problems in one sentence; without their
 * lines for the editor's owner, who cannot open the drawing's text.
 */
export function describeSvgProblems(problems: readonly SvgProblem[], lines = true): string {
  const parts = problems.map((problem) => (lines ? `${problem.what} (line ${problem.line})` : problem.what));
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}
