import {
  applyEdits,
  findNodeAtLocation,
  modify,
  parse,
  parseTree,
  type FormattingOptions,
  type JSONPath,
} from "jsonc-parser";
import { membersOf, valueEnd } from "../validate/read/locate.ts";
import { isRecord } from "../site/json-path.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, i) => equal(item, b[i]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) => Object.hasOwn(b, key) && equal(a[key], b[key]));
  }
  return false;
}

/** The owner's file keeps its own indentation and line ends: the edit is written in the same style. */
function detectFormatting(text: string): FormattingOptions {
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? "  ";
  return indent.startsWith("\t")
    ? { insertSpaces: false, tabSize: 1, eol }
    : { insertSpaces: true, tabSize: indent.length, eol };
}

interface Step {
  path: JSONPath;
  value: unknown;
  insert?: boolean;
}

const WHOLE_ELEMENT_STEPS = 8;

/**
 * The changes from old to new, as jsonc-parser edits in an order that keeps later paths valid:
 * within an array, removals go from the end backwards and insertions from the front forwards.
 */
function diff(oldValue: unknown, newValue: unknown, path: JSONPath, steps: Step[]): void {
  if (equal(oldValue, newValue)) return;
  if (isRecord(oldValue) && isRecord(newValue)) {
    for (const key of Object.keys(oldValue)) {
      if (!Object.hasOwn(newValue, key) || newValue[key] === undefined)
        steps.push({ path: [...path, key], value: undefined });
    }
    for (const key of Object.keys(newValue)) {
      if (newValue[key] === undefined) continue;
      if (Object.hasOwn(oldValue, key)) diff(oldValue[key], newValue[key], [...path, key], steps);
      else steps.push({ path: [...path, key], value: newValue[key] });
    }
    return;
  }
  if (Array.isArray(oldValue) && Array.isArray(newValue)) {
    // Unchanged elements at both ends stay untouched; the middle is edited element by element,
    // and what one side has more of is removed or inserted, so an insertion is a few added lines.
    let start = 0;
    while (start < oldValue.length && start < newValue.length && equal(oldValue[start], newValue[start])) start++;
    let oldEnd = oldValue.length;
    let newEnd = newValue.length;
    while (oldEnd > start && newEnd > start && equal(oldValue[oldEnd - 1], newValue[newEnd - 1])) {
      oldEnd--;
      newEnd--;
    }
    const oldCount = oldEnd - start;
    const newCount = newEnd - start;
    const shared = Math.min(oldCount, newCount);
    // A removal or insertion of whole elements: when one side's middle is empty, nothing is paired.
    const paired = oldCount === 0 || newCount === 0 ? 0 : shared;
    // An element that changed in many places (a moved page now paired with another) is written whole: one
    // edit instead of hundreds, each of which re-reads the whole file. When most of the paired elements are
    // like that (a list reordered), the list is written whole, once.
    const paths: Step[][] = [];
    let whole = 0;
    for (let i = 0; i < paired; i++) {
      const inner: Step[] = [];
      diff(oldValue[start + i], newValue[start + i], [...path, start + i], inner);
      if (inner.length > WHOLE_ELEMENT_STEPS) {
        whole++;
        paths.push([{ path: [...path, start + i], value: newValue[start + i] }]);
      } else paths.push(inner);
    }
    if (whole > 2 && whole * 2 >= paired) {
      steps.push({ path, value: newValue });
      return;
    }
    for (const inner of paths) steps.push(...inner);
    for (let i = oldEnd - 1; i >= start + paired; i--) steps.push({ path: [...path, i], value: undefined });
    for (let i = start + paired; i < newEnd; i++) steps.push({ path: [...path, i], value: newValue[i], insert: true });
    return;
  }
  steps.push({ path, value: newValue });
}

/**
 * An existing object or list written whole in the file's style, indented to where it sits. jsonc-parser's `modify`
 * formats such a value with one edit per token, each copying the whole text: a reordered list of pages took seconds
 * that way.
 */
function replaceValue(text: string, path: JSONPath, value: unknown, options: FormattingOptions): string | undefined {
  if (value === undefined || value === null || typeof value !== "object") return undefined;
  const root = parseTree(text);
  const node = root && findNodeAtLocation(root, path);
  if (!node) return undefined;
  const written = writeValue(value, styleOf(options), indentAt(text, node.offset));
  return text.slice(0, node.offset) + written + text.slice(node.offset + node.length);
}

interface Style {
  eol: string;
  /** One level of indentation. */
  unit: string;
}

const styleOf = (options: FormattingOptions): Style => ({
  eol: options.eol ?? "\n",
  unit: options.insertSpaces ? " ".repeat(options.tabSize ?? 2) : "\t",
});

/** The indentation of the line `offset` is on. */
function indentAt(text: string, offset: number): string {
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart, offset))![0];
}

/** A value written in the file's style, its lines after the first indented from `indent`. */
const writeValue = (value: unknown, style: Style, indent: string): string =>
  JSON.stringify(value, null, style.unit)
    .split("\n")
    .join(style.eol + indent);

/**
 * The data of a site.json text (a byte-order mark allowed). Strict JSON, as the editor and prettier write the file,
 * is read by V8's parser, ten times quicker than jsonc-parser's, which is kept for a file with comments or trailing
 * commas.
 */
export function readData(text: string): { data: Json; strict: boolean } {
  const body = text.startsWith("\ufeff") ? text.slice(1) : text;
  try {
    return { data: JSON.parse(body) as Json, strict: true };
  } catch {
    return { data: parse(body, [], { allowTrailingComma: true, disallowComments: false }) as Json, strict: false };
  }
}

class NotFollowed extends Error {}

/**
 * The text of `newValue` in place of `oldValue` (which differ), written at [start, end) of strict JSON `text`: what is unchanged is
 * copied as the owner wrote it (a member's spaces, its key, its value), an object's members keep their order with new
 * ones after them, an item of a list equal to one before is copied from where it was (a moved page is moved, not
 * written anew), and only new or changed values are written, in the file's style. One pass over the text, where
 * jsonc-parser's `modify` parsed the whole file again for each change, seconds on a large file.
 */
function rebuild(
  text: string,
  start: number,
  end: number,
  oldValue: unknown,
  newValue: unknown,
  options: Style,
): string {
  const indent = indentAt(text, start);
  const write = (value: unknown, at: string) => writeValue(value, options, at);
  const containers = (isRecord(oldValue) && isRecord(newValue)) || (Array.isArray(oldValue) && Array.isArray(newValue));
  if (!containers) return write(newValue, indent);
  const object = isRecord(newValue);
  const found = membersOf(text, start, end - 1);
  if (!found) throw new NotFollowed();
  const { members: items, tail } = found;
  const close = object ? "}" : "]";
  const newCount = object ? Object.values(newValue).filter((v) => v !== undefined).length : (newValue as []).length;
  if (newCount === 0) return object ? "{}" : "[]";
  // How a new member is set out: as the members before it (on lines of their own, or on one line), else on its own line.
  const multiline = items.length === 0 || items.some((item) => item.lead.includes("\n"));
  const memberIndent = items.length ? trailingIndent(items[items.length - 1]!.lead) : indent + options.unit;
  const lead = multiline ? options.eol + memberIndent : items.length ? " " : "";
  const parts: string[] = [];
  if (object) {
    const oldObject = oldValue as Record<string, unknown>;
    const newObject = newValue as Record<string, unknown>;
    const keys = items.map((item) => JSON.parse(item.key!) as string);
    items.forEach((item, i) => {
      const [was, value] = [oldObject[keys[i]!], newObject[keys[i]!]];
      if (value === undefined) return;
      const written = equal(was, value)
        ? text.slice(item.start, item.end)
        : rebuild(text, item.start, item.end, was, value, options);
      parts.push(item.lead + text.slice(item.keyStart, item.start) + written);
    });
    const had = new Set(keys);
    for (const [key, value] of Object.entries(newObject)) {
      if (value !== undefined && !had.has(key))
        parts.push(lead + JSON.stringify(key) + ": " + write(value, memberIndent));
    }
  } else {
    const oldList = oldValue as unknown[];
    const newList = newValue as unknown[];
    if (items.length !== oldList.length) throw new NotFollowed();
    // Equal items at both ends stay; in the middle, an item equal to an old one is that one, moved; the others are
    // paired in order with the old ones left (an edit in place) while both are lists or objects, else written anew.
    let head = 0;
    while (head < oldList.length && head < newList.length && equal(oldList[head], newList[head])) head++;
    let tail = 0;
    while (
      tail < oldList.length - head &&
      tail < newList.length - head &&
      equal(oldList[oldList.length - 1 - tail], newList[newList.length - 1 - tail])
    ) {
      tail++;
    }
    const byValue = new Map<string, number[]>();
    for (let i = head; i < oldList.length - tail; i++) {
      const key = JSON.stringify(oldList[i]);
      byValue.set(key, [...(byValue.get(key) ?? []), i]);
    }
    const used = new Set<number>();
    const middle: (number | undefined)[] = [];
    for (let i = head; i < newList.length - tail; i++) {
      const same = byValue.get(JSON.stringify(newList[i]))?.find((j) => !used.has(j));
      if (same !== undefined) used.add(same);
      middle.push(same);
    }
    const left = [...Array(oldList.length - tail - head).keys()].map((k) => k + head).filter((j) => !used.has(j));
    // An item found equal above is copied as written; one paired with another is rewritten from it.
    const copy = (j: number) => items[j]!.lead + text.slice(items[j]!.start, items[j]!.end);
    for (let i = 0; i < newList.length; i++) {
      if (i < head) parts.push(copy(i));
      else if (i >= newList.length - tail) parts.push(copy(oldList.length - (newList.length - i)));
      else if (middle[i - head] !== undefined) parts.push(copy(middle[i - head]!));
      else {
        const j = left.shift();
        const pairable =
          j !== undefined &&
          ((isRecord(oldList[j]) && isRecord(newList[i])) || (Array.isArray(oldList[j]) && Array.isArray(newList[i])));
        if (pairable) {
          const item = items[j]!;
          parts.push(item.lead + rebuild(text, item.start, item.end, oldList[j], newList[i], options));
        } else {
          if (j !== undefined) left.unshift(j);
          parts.push(lead + write(newList[i], memberIndent));
        }
      }
    }
  }
  const closing = items.length ? tail : multiline ? options.eol + indent : "";
  return (object ? "{" : "[") + parts.join(",") + closing + close;
}

/**
 * Rewrites `oldText` so it holds `newData`, touching only the values that differ: key order, indentation,
 * and every unchanged line stay as the owner had them, so a one-field change is a one-line `git diff`. `read` is
 * `oldText`'s data, when the caller has it already (the editor's server keeps it, and shares its untouched parts with
 * `newData`, which makes comparing them immediate).
 */
export function applyDataToText(oldText: string, newData: unknown, read = readData(oldText)): string {
  const bom = oldText.startsWith("\ufeff") ? "\ufeff" : "";
  let text = oldText.slice(bom.length);
  const { data: oldData, strict } = read;
  // Strict JSON (as the editor and prettier write the file) is rewritten in one pass; a file with comments or
  // trailing commas through jsonc-parser, which keeps them.
  const start = text.length - text.trimStart().length;
  const span = strict ? { start, end: valueEnd(text, start) } : undefined;
  if (span && span.end !== -1) {
    const options = styleOf(detectFormatting(text));
    if (equal(oldData, newData)) return oldText;
    try {
      const written = rebuild(text, span.start, span.end, oldData, newData, options);
      return bom + text.slice(0, span.start) + written + text.slice(span.end);
    } catch (error) {
      if (!(error instanceof NotFollowed)) throw error;
    }
  }
  const steps: Step[] = [];
  diff(oldData, newData, [], steps);
  if (steps.length === 0) return oldText;
  const formattingOptions = detectFormatting(text);
  for (const step of steps) {
    if (step.path.length === 0) {
      const style = styleOf(formattingOptions);
      text = writeValue(step.value, style, "") + style.eol;
      continue;
    }
    const replaced = step.insert ? undefined : replaceValue(text, step.path, step.value, formattingOptions);
    if (replaced !== undefined) {
      text = replaced;
      continue;
    }
    const edits = modify(text, step.path, step.value, { formattingOptions, isArrayInsertion: step.insert ?? false });
    text = applyEdits(text, edits);
  }
  return bom + text;
}

/** The spaces and tabs a text ends with: by hand, since `/[ \t]*$/` is tried from each space of a long run of them. */
function trailingIndent(text: string): string {
  let start = text.length;
  while (start > 0 && (text[start - 1] === " " || text[start - 1] === "\t")) start--;
  return text.slice(start);
}
