/**
 * `npm run schema`: writes schema/site.schema.json, the editor's autocomplete and help, and schema/site-check.js,
 * the quick check of large files, both from the zod schema.
 */
import { writeFileSync } from "node:fs";
import { siteCheckCode, siteJsonSchemaText } from "../schema/json-schema.ts";

for (const [name, text] of [
  ["site.schema.json", siteJsonSchemaText()],
  ["site-check.js", siteCheckCode()],
] as const) {
  const target = new URL(`../schema/${name}`, import.meta.url);
  writeFileSync(target, text);
  console.log(`wrote ${target.pathname}`);
}
