import {
  applyEdits,
  findNodeAtLocation,
  modify,
  parse,
  parseTree,
  type FormattingOptions,
  type JSONPath,
} from "jsonc-parser";

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

/** More field edits than this inside one array element, and the element is rewritten whole instead. */
const WHOLE_ELEMENT_AFTER = 20;

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
    for (let i = 0; i < paired; i++) {
      const inner: Step[] = [];
      diff(oldValue[start + i], newValue[start + i], [...path, start + i], inner);
      // An element changed in many places (another one moved here, as when pages are reordered) is written
      // whole: one edit instead of hundreds, each of which reads the whole file again (a reorder of a
      // two-language site's pages took 11 s field by field).
      if (inner.length > WHOLE_ELEMENT_AFTER) steps.push({ path: [...path, start + i], value: newValue[start + i] });
      else steps.push(...inner);
    }
    for (let i = oldEnd - 1; i >= start + paired; i--) steps.push({ path: [...path, i], value: undefined });
    for (let i = start + paired; i < newEnd; i++) steps.push({ path: [...path, i], value: newValue[i], insert: true });
    return;
  }
  steps.push({ path, value: newValue });
}

/**
 * An existing object or list replaced whole, written in place in the file's style at its indentation. Much faster
 * than jsonc-parser's modify for a large value (a whole page: about 300 ms each), which formats what it inserts.
 */
function replaceWhole(text: string, path: JSONPath, value: unknown, options: FormattingOptions): string | undefined {
  const node = findNodeAtLocation(parseTree(text)!, path);
  if (!node) return undefined;
  const eol = options.eol ?? "\n";
  const unit = options.insertSpaces ? " ".repeat(options.tabSize ?? 2) : "\t";
  const lineStart = text.lastIndexOf("\n", node.offset - 1) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart, node.offset))![0];
  const written = JSON.stringify(value, null, unit).replaceAll("\n", eol + indent);
  return text.slice(0, node.offset) + written + text.slice(node.offset + node.length);
}

/**
 * Rewrites `oldText` so it holds `newData`, touching only the values that differ: key order, indentation,
 * and every unchanged line stay as the owner had them, so a one-field change is a one-line `git diff`.
 */
export function applyDataToText(oldText: string, newData: unknown): string {
  const bom = oldText.startsWith("\ufeff") ? "\ufeff" : "";
  let text = oldText.slice(bom.length);
  const oldData = parse(text, [], { allowTrailingComma: true, disallowComments: false }) as Json;
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
    const whole =
      !step.insert && step.value !== null && typeof step.value === "object"
        ? replaceWhole(text, step.path, step.value, formattingOptions)
        : undefined;
    if (whole !== undefined) {
      text = whole;
      continue;
    }
    const edits = modify(text, step.path, step.value, { formattingOptions, isArrayInsertion: step.insert ?? false });
    text = applyEdits(text, edits);
  }
  return bom + text;
}
