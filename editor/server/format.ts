/**
 * The saved text as the project's prettier writes JSON (`npm test` checks site.json's format): a new or moved section
 * would otherwise be laid out differently from the rest. Lines prettier already likes stay as they are, so a one-field
 * change is still one changed line. Without prettier installed, the text is kept as made.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { formatChange } from "../../src/save/format-region.ts";
import { repo } from "./project.ts";

/**
 * The project's own settings, read as data from its `.prettierrc.json`: never prettier's `resolveConfig` beside the
 * edited file, which would import and run a `prettier.config.mjs` found in a downloaded site's folder.
 */
function projectSettings(): Record<string, unknown> {
  try {
    const settings = JSON.parse(readFileSync(path.join(repo, ".prettierrc.json"), "utf8"));
    if (settings && typeof settings === "object" && !Array.isArray(settings)) return settings;
  } catch {
    /* no settings of the project's own: prettier's defaults */
  }
  return {};
}

export async function formatted(text: string, file: string, before: string): Promise<string> {
  try {
    const prettier = await import("prettier");
    const config = projectSettings();
    const options = { ...config, filepath: file, parser: "json" };
    // Only the values that changed are formatted (a 10 MB file takes prettier seconds), unless the change
    // cannot be followed in parts (a comment, say): then the whole file is.
    const inParts = await formatChange(before, text, (part) => prettier.format(part, options), config);
    if (inParts !== undefined) return inParts;
    // A file kept in another style (tabs, CRLF) stays in it: only a prettier-clean file is kept clean.
    if (!(await prettier.check(before, options))) return text;
    return await prettier.format(text, options);
  } catch {
    return text;
  }
}
