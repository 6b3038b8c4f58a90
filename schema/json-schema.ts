import { z } from "zod";
import { Site } from "./site.ts";

/** The JSON Schema editors read. `io: "input"` describes what the owner writes (defaults optional). */
export function siteJsonSchema() {
  return {
    ...z.toJSONSchema(Site, { io: "input", target: "draft-2020-12" }),
    title: "site.json",
  };
}

export function siteJsonSchemaText(): string {
  return JSON.stringify(siteJsonSchema(), null, 2) + "\n";
}
