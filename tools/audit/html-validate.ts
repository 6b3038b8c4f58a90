/**
 * html-validate on every built HTML file, with the project's committed `.htmlvalidate.json`, loaded by
 * name rather than searched for from each file: a built copy elsewhere (SERVE_DIR) gets the same rules.
 * Errors only: a warning is advice.
 *
 * That file turns off six rules of html-validate:recommended, none of them an HTML error:
 * - attr-case, attribute-boolean-style, void-style, doctype-style: React writes `srcSet`, `async=""`,
 *   `<meta/>` and Vike `<!doctype html>`; HTML is case-insensitive and all of these forms are valid.
 * - tel-non-breaking: asks for U+00A0/U+2011 inside phone numbers, a typographic choice that would change
 *   the visible and spoken text of every call button.
 * - unique-landmark: the header has one <nav> per layout (bar and mobile menu), both named by
 *   site.json's menu label; CSS shows only one at any width, which html-validate cannot see. axe, run on
 *   the rendered page at both widths, checks the landmarks a visitor actually meets.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { HtmlValidate, StaticConfigLoader, type ConfigData } from "html-validate";
import type { HtmlValidateError } from "./types.ts";

const ERROR = 2;
const CONFIG_FILE = resolve(".htmlvalidate.json");

/** Every `.html` file under a folder, as paths relative to it, sorted. */
export function htmlFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .sort();
}

/** Errors per file, keyed by the file's path relative to `root`. */
export async function validateHtml(root: string): Promise<Map<string, HtmlValidateError[]>> {
  const config = JSON.parse(readFileSync(CONFIG_FILE, "utf8")) as ConfigData;
  const validator = new HtmlValidate(new StaticConfigLoader(config));
  const errors = new Map<string, HtmlValidateError[]>();
  for (const file of htmlFiles(root)) {
    const report = await validator.validateFile(join(root, file));
    errors.set(
      relative(root, join(root, file)),
      report.results.flatMap((result) =>
        result.messages
          .filter((message) => message.severity === ERROR)
          .map((message) => ({
            rule: message.ruleId,
            message: message.message,
            line: message.line,
            column: message.column,
            selector: message.selector,
          })),
      ),
    );
  }
  return errors;
}
