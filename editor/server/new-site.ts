/**
 * A first site, where the file the editor was started on does not exist yet: another business's first
 * `npm run edit`, with `SITE_JSON` naming a file of its own. The editor offers the sites this project holds (its own
 * and its examples') to start from, each copied whole with its pictures, to make one's own in the editor. The client
 * names a site by its id in this list and nothing else: the server reads and writes the paths, never writes over a
 * file, and writes only a copy the check finds no error in.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import { applyEdits, modify } from "jsonc-parser";
import { checkSiteText } from "../../src/save/save.ts";
import type { Problem } from "../../src/validate/report/problem.ts";
import { createFileAtomic } from "../../src/save/write-atomic.ts";
import { contained } from "./contained.ts";
import { OWN_FACTS } from "../shared/own-facts.ts";
import { valueAt } from "../../src/site/json-path.ts";
import type { StartingSite } from "../shared/wire.ts";
import { examplesDir } from "../../src/paths.ts";

/** The sites to start from: the project's own `site.json` and each `examples/<name>/site.json`, but the file itself. */
export function startingSites(repo: string, siteFile: string): (StartingSite & { file: string })[] {
  const examples = examplesDir(repo);
  const files = [
    path.join(repo, "site.json"),
    ...(existsSync(examples)
      ? readdirSync(examples, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => path.join(examples, entry.name, "site.json"))
      : []),
  ].filter((file) => existsSync(file) && path.resolve(file) !== path.resolve(siteFile));
  return files.flatMap((file) => {
    try {
      const site = JSON.parse(readFileSync(file, "utf8"));
      const own = String(site.site?.language ?? "");
      const others = Array.isArray(site.languages)
        ? site.languages.map((l: { language?: unknown }) => String(l.language))
        : [];
      const id = path.relative(repo, path.dirname(file)).split(path.sep).join("/") || "project";
      return [
        {
          id,
          file,
          name: String(site.business?.name ?? id),
          description: String(site.business?.description ?? ""),
          pages: Array.isArray(site.pages) ? site.pages.length : 0,
          languages: [own, ...others],
        },
      ];
    } catch {
      return [];
    }
  });
}

/** A site this project holds whose business's own facts the edited site still shares, and those facts' values. */
export interface CopyOf {
  name: string;
  /** Each fact the two sites share, by its path joined with dots (`site.url`), as the other site has it. */
  facts: Record<string, string>;
}

/**
 * The site of this project (its own or an example) that the edited site shares the most of its business's own facts
 * with (its name, web address, phone number, email, street), with those facts: a site started as a copy and not yet
 * made one's own, however it was copied. None where it shares none.
 */
export function copyOf(repo: string, siteFile: string, data: unknown): CopyOf | undefined {
  let best: CopyOf | undefined;
  for (const { file, name } of startingSites(repo, siteFile)) {
    let other: unknown;
    try {
      other = JSON.parse(readFileSync(file, "utf8"));
    } catch {
      continue;
    }
    const facts: Record<string, string> = {};
    for (const place of Object.keys(OWN_FACTS)) {
      const value = valueAt(other, place.split("."));
      if (typeof value === "string" && value.trim() && value === valueAt(data, place.split("."))) facts[place] = value;
    }
    if (Object.keys(facts).length > Object.keys(best?.facts ?? {}).length) best = { name, facts };
  }
  return best;
}

export type Started = { ok: true } | { ok: false; exists: true } | { ok: false; problems: Problem[] };

/**
 * Writes a copy of the site in `from` at `siteFile`, its pictures copied into the images/ folder beside it (a picture
 * already there is kept) and its `$schema` line leading to the project's schema from its new place, so that a text
 * editor still offers the fields. Refused where a file is already there, and where the copy has errors.
 */
export function startFrom(from: string, siteFile: string, schemaFile: string): Started {
  if (existsSync(siteFile)) return { ok: false, exists: true };
  const folder = path.dirname(siteFile);
  mkdirSync(folder, { recursive: true });
  let schema = path.relative(folder, schemaFile).split(path.sep).join("/");
  if (!schema.startsWith(".")) schema = `./${schema}`;
  const original = readFileSync(from, "utf8");
  const text = applyEdits(
    original,
    modify(original, ["$schema"], schema, { formattingOptions: { insertSpaces: true, tabSize: 2 } }),
  );
  const pictures = path.join(path.dirname(from), "images");
  const images = path.join(folder, "images");
  // An images/ that leads outside the site's folder (a link) is not written into: the check then says what is missing.
  const outside = existsSync(images) && !contained(realpathSync(folder), realpathSync(images));
  if (existsSync(pictures) && !outside)
    cpSync(pictures, images, { recursive: true, force: false, errorOnExist: false });
  const problems = checkSiteText(text, { root: folder }).problems;
  if (problems.some((problem) => problem.severity === "error")) return { ok: false, problems };
  try {
    createFileAtomic(siteFile, text);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return { ok: false, exists: true };
    throw error;
  }
  return { ok: true };
}
