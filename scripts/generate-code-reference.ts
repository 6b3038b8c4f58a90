/** `npm run docs:codes`: writes the table of problem codes into docs/editing.md (scripts/code-reference.ts). */
import { readFileSync, writeFileSync } from "node:fs";
import { codeTable, GUIDE, withCodeTable } from "./code-reference.ts";

const guide = readFileSync(GUIDE, "utf8");
const updated = withCodeTable(guide, await codeTable());
if (updated === guide) console.log(`${GUIDE.pathname} is up to date`);
else {
  writeFileSync(GUIDE, updated);
  console.log(`wrote the problem codes into ${GUIDE.pathname}`);
}
