/**
 * `npm run schema`: writes schema/site.schema.json, the editor's autocomplete and help, schema/site-check.js, ajv's
 * quick yes or no, and schema/site-conform.js, the plan that makes zod's output of a site ajv accepted, all from the
 * zod schema.
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
