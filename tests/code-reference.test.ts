import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { codeRows, codeTable, END, GUIDE, START, withCodeTable } from "../scripts/code-reference.ts";
import { PROBLEM_CODES, RULE_SEVERITIES } from "../src/validate/codes.ts";

describe("the guide's table of problem codes", () => {
  const guide = readFileSync(GUIDE, "utf8");

  it("is the one the declarations make (run npm run docs:codes when this fails)", async () => {
    expect(guide).toContain(START);
    expect(guide).toContain(END);
    expect(withCodeTable(guide, await codeTable())).toBe(guide);
  });

  it("lists every code once, with the severity its rule declares and its one-line summary", () => {
    const rows = codeRows();
    expect(rows.map((row) => row.code)).toEqual(Object.keys(PROBLEM_CODES));
    for (const row of rows) {
      expect(row.summary, row.code).toBe(PROBLEM_CODES[row.code]);
      if (row.code in RULE_SEVERITIES) expect(row.severity, row.code).toBe(RULE_SEVERITIES[row.code]);
    }
    expect(rows.find((row) => row.code === "bom")?.severity).toBe("warning");
    expect(rows.find((row) => row.code === "missing-alt")?.severity).toBe("error");
  });

  it("keeps a summary's markdown characters as text", async () => {
    const table = await codeTable();
    expect(table).toContain("A field named \\_\\_proto\\_\\_, constructor or prototype");
    expect(withCodeTable(`a\n${START}\nold\n${END}\nb`, "new")).toBe(`a\n${START}\n\nnew\n\n${END}\nb`);
    expect(() => withCodeTable("no markers", table)).toThrow(/no/);
  });
});
