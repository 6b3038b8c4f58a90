/**
 * Whether an SVG file only draws: nothing in it can run, load a web page or reach another file.
 *
 * A vector original is published as it is (pipeline.ts) on the site's own address, and an SVG opened by itself (a
 * visitor who follows its address, a search engine's image link) is a document: a script in it would run as the site,
 * with the site's cookies and forms. Shown through `<img>` it cannot run and cannot load other files, so anything of
 * the kind is either dangerous or a picture that will not show as drawn. Content-Security-Policy stops inline script
 * where the host sends it (deploy/), but not every static host sends headers; this check holds on all of them.
 *
 * Read by a strict XML parser (saxes), as a browser reads an SVG file: a file it calls well-formed has the same
 * elements and attributes for the browser, so what is found here is what the browser would see; a file it refuses, a
 * browser shows as an error, and it is refused here too. The check is a list of what can act (scripts, event
 * attributes such as `onload`, a page inside it, `javascript:` addresses, animations that change a link, style sheets
 * and files outside it, entities that expand or reach out), over every element and attribute whatever its namespace
 * or letter case. What drawing programs write (Inkscape's and Illustrator's own elements, metadata, embedded PNG
 * or JPEG pictures as `data:` addresses, Illustrator's simple entities) passes.
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

/** A simple entity, as Illustrator declares them (`<!ENTITY ns_svg "http://www.w3.org/2000/svg">`): nothing to expand. */
const SIMPLE_ENTITY = /<!ENTITY\s+([A-Za-z_][\w.-]*)\s+(["'])([^"'&<%]*)\2\s*>/g;

/**
 * What anything that can act needs somewhere in a drawing's text, in any letter case: an element that runs, holds a
 * page or animates (`<script`, `<x:foreignObject`, `<set`), an attribute that starts with "on", a link that is not
 * `#…`, a scheme that runs, a character reference (which could spell any of these), a declared entity, a style
 * sheet. Wider than what acts (a text saying "on" matches): it only decides which drawings are read in full.
 */
const MAY_ACT =
  /<[\w.-]*:?(script|foreignobject|iframe|frame|embed|object|portal|handler|listener|set|animate|discard)|[\s:'"]on[\w.-]*\s*=|href\s*=\s*(?!["']#)|javascript|vbscript|data:|xhtml|&#|<!entity|<\?xml-stylesheet/i;
/** A drawing's start: a declaration, comments and a doctype (no internal part), then `<svg … xmlns="…svg">`. */
const STARTS =
  /^\s*(<\?xml\s[^<>]*\?>\s*)?(<!--(?:(?!--)[\s\S])*-->\s*|<!doctype\s[^<>[\]]*>\s*)*<svg(\s[^<>]*)?\sxmlns\s*=\s*["']http:\/\/www\.w3\.org\/2000\/svg["'][^<>]*>/i;
/** Its end: `</svg>`, then at most comments. */
const ENDS = /<\/svg\s*>\s*(<!--(?:(?!--)[\s\S])*-->\s*)*$/;

/**
 * The problems of an SVG file's bytes, at most one of each kind (the first met), in the order met.
 *
 * A drawing with nothing in its text that could act (MAY_ACT), an `<svg>` start with its namespace and an `</svg>`
 * end, is passed without the parse: nothing in it can run, and its start and end say it is a whole drawing. That is
 * what drawing programs write for a logo or an illustration, and the parse of the project's 37 drawings took 33 ms of
 * each `npm run validate`; the screen takes 2. Any other drawing is read in full by the parser, which names what is
 * wrong: what the screen lets through unparsed is only a drawing damaged inside that still starts and ends whole.
 */
export function svgProblems(bytes: Uint8Array): SvgProblem[] {
  const text = decoded(bytes);
  if (!MAY_ACT.test(text) && STARTS.test(text) && ENDS.test(text)) return [];
  return parsedProblems(text);
}

/** The problems the parser finds. */
function parsedProblems(text: string): SvgProblem[] {
  const found = new Map<SvgProblemKind, SvgProblem>();
  const parser = new SaxesParser({ xmlns: true, position: true });
  const note = (kind: SvgProblemKind, what: string) => {
    if (!found.has(kind)) found.set(kind, { kind, what, line: parser.line });
  };
  let rooted = false;
  let broken = false;
  parser.on("error", (error) => {
    if (broken) return;
    broken = true;
    note("not-svg", `a mistake in its text: ${error.message.replace(/^\d+:\d+: /, "").replace(/\.$/, "")}`);
  });
  parser.on("doctype", (doctype) => {
    const declared = doctype.match(/<!ENTITY/g)?.length ?? 0;
    let simple = 0;
    for (const [, name, , value] of doctype.matchAll(SIMPLE_ENTITY)) {
      parser.ENTITIES[name!] = value!;
      simple += 1;
    }
    if (simple < declared) note("entities", "declared entities that can grow or read other files");
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
    // An error handler is set, so saxes only throws for what it cannot go on from; said as a mistake in its text.
    if (!broken) note("not-svg", `a mistake in its text: ${(error as Error).message}`);
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
