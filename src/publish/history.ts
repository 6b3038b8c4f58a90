/**
 * The published versions, newest last: when, who, where and what changed in words, kept in publishing's own folder
 * (outside anything served). One JSON line each, appended, so a publish killed halfway loses no earlier entry.
 */
import { appendFileSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface Published {
  /** ISO time the version went live. */
  at: string;
  who: string;
  target: string;
  /** The build id found live (server target) or the commit pushed (git target). */
  id: string;
  /** Server target: the release folder's name, which "put this version back" switches to. */
  release?: string;
  /** Git target: the commit pushed. */
  commit?: string;
  changes: string[];
  /** "publish", "put back" (naming the version put back) or "scheduled". */
  kind: "publish" | "put back" | "scheduled";
  /** The scheduled things that were due at this publish (schedule.ts), to see when that set changes. */
  due?: string[];
  ms: number;
}

const historyFile = (stateDir: string) => join(stateDir, "history.jsonl");

export function readHistory(stateDir: string): Published[] {
  let text: string;
  try {
    text = readFileSync(historyFile(stateDir), "utf8");
  } catch {
    return [];
  }
  return text
    .split("\n")
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Published];
      } catch {
        return []; // a line cut short by a process killed while writing it
      }
    });
}

export function recordPublished(stateDir: string, entry: Published): void {
  mkdirSync(stateDir, { recursive: true });
  appendFileSync(historyFile(stateDir), JSON.stringify(entry) + "\n");
}

/** The last entry of a target, if any. */
export const lastPublished = (stateDir: string, target: string): Published | undefined =>
  readHistory(stateDir)
    .filter((entry) => entry.target === target)
    .at(-1);
