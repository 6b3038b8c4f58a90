/**
 * `npm run schema`: writes schema/site.schema.json, the editor's autocomplete and help, schema/site-check.js, the
 * quick check of large files, and schema/site-conform.js, the plan that makes zod's output of a checked site without
 * zod, all from the zod schema.
 */
import { writeFileSync } from "node:fs";
import { conformPlanCode } from "../schema/conform-plan.ts";
import { siteCheckCode, siteJsonSchemaText } from "../schema/json-schema.ts";
import { Site } from "../schema/site.ts";

for (const [name, text] of [
  ["site.schema.json", siteJsonSchemaText()],
  ["site-check.js", siteCheckCode()],
  ["site-conform.js", conformPlanCode(Site)],
] as const) {
  const target = new URL(`../schema/${name}`, import.meta.url);
  writeFileSync(target, text);
  console.log(`wrote ${target.pathname}`);
}
