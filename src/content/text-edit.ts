import {
  applyEdits,
  findNodeAtLocation,
  modify,
  parse,
  parseTree,
  type FormattingOptions,
  type JSONPath,
} from "jsonc-parser";
import { valueSpan } from "./locate.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, i) => equal(item, b[i]));
  }
  if (isObject(a) && isObject(b)) {
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
  if (isObject(oldValue) && isObject(newValue)) {
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
 * An existing value written whole in the file's style, an object or list indented to where it sits. jsonc-parser's
 * `modify` re-reads the whole text for each edit (half a second in a 10 MB file) and formats an object or list with
 * one edit per token, each copying the whole text: a reordered list of pages took seconds that way. In strict JSON
 * the value is found by one scan that skips every other value by its brackets; otherwise by jsonc-parser's tree.
 */
function replaceValue(
  text: string,
  path: JSONPath,
  value: unknown,
  options: FormattingOptions,
  strict: boolean,
): string | undefined {
  if (value === undefined) return undefined;
  let span: { start: number; end: number } | undefined;
  if (strict) span = valueSpan(text, path);
  else if (value !== null && typeof value === "object") {
    const root = parseTree(text);
    const node = root && findNodeAtLocation(root, path);
    if (node) span = { start: node.offset, end: node.offset + node.length };
  }
  if (!span) return undefined;
  const eol = options.eol ?? "\n";
  const unit = options.insertSpaces ? " ".repeat(options.tabSize ?? 2) : "\t";
  const lineStart = text.lastIndexOf("\n", span.start - 1) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart, span.start))![0];
  const written = JSON.stringify(value, null, unit)
    .split("\n")
    .join(eol + indent);
  return text.slice(0, span.start) + written + text.slice(span.end);
}

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

/**
 * Rewrites `oldText` so it holds `newData`, touching only the values that differ: key order, indentation,
 * and every unchanged line stay as the owner had them, so a one-field change is a one-line `git diff`.
 */
export function applyDataToText(oldText: string, newData: unknown): string {
  const bom = oldText.startsWith("\ufeff") ? "\ufeff" : "";
  let text = oldText.slice(bom.length);
  const { data: oldData, strict } = readData(text);
  const steps: Step[] = [];
  diff(oldData, newData, [], steps);
  if (steps.length === 0) return oldText;
  const formattingOptions = detectFormatting(text);
  for (const step of steps) {
    if (step.path.length === 0) {
      const eol = formattingOptions.eol ?? "\n";
      const indent = formattingOptions.insertSpaces ? " ".repeat(formattingOptions.tabSize ?? 2) : "\t";
      text = JSON.stringify(step.value, null, indent).replaceAll("\n", eol) + eol;
      continue;
    }
    const replaced = step.insert ? undefined : replaceValue(text, step.path, step.value, formattingOptions, strict);
    if (replaced !== undefined) {
      text = replaced;
      continue;
    }
    const edits = modify(text, step.path, step.value, { formattingOptions, isArrayInsertion: step.insert ?? false });
    text = applyEdits(text, edits);
  }
  return bom + text;
}
