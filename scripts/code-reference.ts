/**
 * The guide's table of problem codes (docs/editing.md, between the markers), made from the declarations: the input's
 * codes (input-codes.ts) and each rule's (rules/*.ts). `npm run docs:codes` writes it; tests/code-reference.test.ts
 * fails when the guide's copy is stale.
 */
import { format, resolveConfig } from "prettier";
import { INPUT_CODES, INPUT_SEVERITIES, type InputCode } from "../src/validate/input-codes.ts";
import { RULES } from "../src/validate/rules/index.ts";

export const GUIDE = new URL("../docs/editing.md", import.meta.url);
export const START = "<!-- problem-codes:start: written by npm run docs:codes from the codes' declarations -->";
export const END = "<!-- problem-codes:end -->";

interface Row {
  code: string;
  severity: string;
  summary: string;
}

/** Every code once, in the order the guide explains them: the input's, then each rule's as RULES lists them. */
export function codeRows(): Row[] {
  const rows = new Map<string, Row>();
  for (const [code, summary] of Object.entries(INPUT_CODES))
    rows.set(code, { code, summary, severity: INPUT_SEVERITIES[code as InputCode] ?? "error" });
  for (const rule of RULES)
    for (const [code, { severity, summary }] of Object.entries(rule.codes))
      if (!rows.has(code)) rows.set(code, { code, severity, summary });
  return [...rows.values()];
}

/** A summary as a table cell: plain text, so markdown's own characters (`__proto__`, `|`) are escaped. */
const cell = (text: string) => text.replace(/[\\`*_[\]<>|]/g, "\\$&");

/** The table as the guide holds it, formatted as prettier formats the guide. */
export async function codeTable(): Promise<string> {
  const lines = [
    "| Code | Severity | What it means |",
    "| --- | --- | --- |",
    ...codeRows().map(({ code, severity, summary }) => `| [\`${code}\`](#${code}) | ${severity} | ${cell(summary)} |`),
  ];
  const options = (await resolveConfig(GUIDE)) ?? {};
  return (await format(lines.join("\n"), { ...options, parser: "markdown" })).trimEnd();
}

/** The guide with its table replaced by `table`; throws when the markers are missing. */
export function withCodeTable(guide: string, table: string): string {
  const start = guide.indexOf(START);
  const end = guide.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/editing.md has no ${START} ... ${END} block`);
  return `${guide.slice(0, start + START.length)}\n\n${table}\n\n${guide.slice(end)}`;
}
