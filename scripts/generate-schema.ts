/** `npm run schema`: writes schema/site.schema.json, the editor's autocomplete and help, from the zod schema. */
import { writeFileSync } from "node:fs";
import { siteJsonSchemaText } from "../schema/json-schema.ts";

const target = new URL("../schema/site.schema.json", import.meta.url);
writeFileSync(target, siteJsonSchemaText());
console.log(`wrote ${target.pathname}`);
