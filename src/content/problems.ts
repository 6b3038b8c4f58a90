import { findNodeAtLocation, type Node } from "jsonc-parser";

export type JsonPath = (string | number)[];

/** One mistake in site.json, located so the owner can jump to it. */
export interface Problem {
  path: JsonPath;
  message: string;
  line: number;
  column: number;
}

/** `pages[3].blocks[0].heading`: the path as an owner reads it. */
export function formatJsonPath(path: JsonPath): string {
  if (path.length === 0) return "(top level)";
  return path
    .map((part, index) =>
      typeof part === "number"
        ? `[${part}]`
        : /^[A-Za-z_$][\w$]*$/.test(part)
          ? (index ? "." : "") + part
          : `["${part}"]`,
    )
    .join("");
}

export function formatProblem(file: string, problem: Problem): string {
  return `${file}:${problem.line}:${problem.column}  ${formatJsonPath(problem.path)}  ${problem.message}`;
}

/** Turns character offsets into 1-based line and column numbers. */
export class LineIndex {
  private readonly starts: number[] = [0];
  constructor(text: string) {
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.starts.push(i + 1);
  }
  position(offset: number): { line: number; column: number } {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - this.starts[low]! + 1 };
  }
}

/**
 * The offset to show for a path: the value itself when it exists, the key when `atKey` asks for it,
 * else the nearest parent that exists (a missing field is reported on the object that lacks it).
 */
export function offsetOf(root: Node | undefined, path: JsonPath, atKey = false): number {
  if (!root) return 0;
  for (let length = path.length; length >= 0; length--) {
    const node = findNodeAtLocation(root, path.slice(0, length));
    if (!node) continue;
    if (atKey && length === path.length && node.parent?.type === "property") {
      return node.parent.children?.[0]?.offset ?? node.offset;
    }
    return node.offset;
  }
  return root.offset;
}

/** Damerau-free Levenshtein distance, enough to suggest 'gallery' for 'galery'. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}
