/**
 * The owner's-edit proof: a copy of site.json changed the way the owner's guide says (docs/editing.md,
 * "Adding a page": its example page, its menu link, its footer link; "Adding a translation": its Spanish version,
 * linked from the Spanish menu and footer) and with one service renamed (title,
 * menu label, address, and every link to it, its old address kept leading to it), and a new logo three times wider
 * than tall that spells the name (a wordmark, shown alone), validated strictly, built into
 * its own folder. The browser
 * specs then run against that build with their expectations read from the copy, and must stay green.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { OWNER_EDIT_DIR, OWNER_EDIT_DIST, OWNER_EDIT_SITE } from "./paths.ts";

type Json = Record<string, unknown>;

/** The ```json blocks of a section of the guide, parsed, in order. */
function guideExamples(guide: string, heading: string): unknown[] {
  const start = guide.indexOf(`\n${heading}\n`);
  if (start === -1) throw new Error(`docs/editing.md has no section "${heading}"`);
  const end = guide.indexOf("\n## ", start + heading.length + 2);
  const section = guide.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => JSON.parse(match[1]!) as unknown);
}

/** Every string equal to `from` becomes `to`, and so does every inline link `](from)` inside a text. */
function relink(value: unknown, from: string, to: string): unknown {
  if (typeof value === "string") return value === from ? to : value.split(`](${from})`).join(`](${to})`);
  if (Array.isArray(value)) return value.map((item) => relink(item, from, to));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, relink(item, from, to)]));
  return value;
}

const site = JSON.parse(readFileSync("site.json", "utf8")) as Json;
const guide = readFileSync("docs/editing.md", "utf8");

// "Adding a page": paste the example page after another page, then its link into the Services dropdown
// (it is a service page) and the footer's services column.
const [page] = guideExamples(guide, "## Adding a page") as Json[];
const [link] = guideExamples(guide, "### Put the page in the menu and the footer") as Json[];
if (!page || !link) throw new Error("the guide's 'Adding a page' section lost its examples");
(site.pages as Json[]).push(page);
const navigation = site.navigation as { items: Json[] };
const dropdown = navigation.items.find((item) => Array.isArray(item.children));
if (!dropdown) throw new Error("site.json has no dropdown menu to add the service to");
(dropdown.children as Json[]).push(link);
((site.footer as Json).services as Json[]).push({ ...link });

// "Adding a translation", on a site with more than one language: the example's Spanish version of that page,
// with its link in that language's Services dropdown and footer (without it, --strict refuses the page as
// untranslated).
for (const language of (site.languages as Json[] | undefined) ?? []) {
  const [translation, translationLink] = guideExamples(guide, "## Adding a translation") as Json[];
  if (!translation || !translationLink) throw new Error("the guide's 'Adding a translation' section lost its examples");
  if (translation.language !== language.language) continue;
  (site.pages as Json[]).push(translation);
  const menu = ((language.navigation as Json).items as Json[]).find((item) => Array.isArray(item.children));
  (menu?.children as Json[] | undefined)?.push(translationLink);
  ((language.footer as Json).services as Json[]).push({ ...translationLink });
}

// A renamed service: the first service of the dropdown gets a new title, menu label and address.
const service = (dropdown.children as Json[])[0]!;
const from = service.href as string;
const to = `${from}-experts`;
const renamed = relink(site, from, to) as Json;
for (const entry of renamed.pages as Json[]) {
  if (entry.path !== to) continue;
  entry.title = `Renamed: ${String(entry.title)}`.slice(0, 60);
}
for (const item of ((renamed.navigation as Json).items as Json[]).flatMap((item) => (item.children as Json[]) ?? []))
  if (item.href === to) item.label = `${String(item.label)} Experts`;
// Its old address keeps leading to it, as the editor's Change address does by default (the guide's "Old addresses").
renamed.redirects = [...((renamed.redirects as Json[] | undefined) ?? []), { from, to }];

rmSync(OWNER_EDIT_DIR, { recursive: true, force: true });
mkdirSync(OWNER_EDIT_DIR, { recursive: true });
// Images are named relative to site.json's folder: the copy sees the project's own, and its new logo.
mkdirSync(join(OWNER_EDIT_DIR, "images", "owner"), { recursive: true });
// Copies: the check refuses an image reached through a link.
for (const entry of readdirSync("images"))
  cpSync(resolve("images", entry), join(OWNER_EDIT_DIR, "images", entry), { recursive: true });
writeFileSync(
  join(OWNER_EDIT_DIR, "images", "owner", "wordmark.svg"),
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">' +
    '<rect width="120" height="40" rx="6" fill="#1f5130"/><circle cx="20" cy="20" r="12" fill="#e6efe0"/>' +
    '<rect x="40" y="14" width="70" height="12" rx="3" fill="#e6efe0"/></svg>\n',
);
((renamed.site as Json).logo as Json).src = "images/owner/wordmark.svg";
// A wordmark spells the name: the header shows it alone.
(renamed.site as Json).logoShowsName = true;
writeFileSync(OWNER_EDIT_SITE, JSON.stringify(renamed, null, 2) + "\n");

const env = { ...process.env, SITE_JSON: OWNER_EDIT_SITE, DIST_DIR: OWNER_EDIT_DIST };
for (const [script, args] of [
  ["validate", ["--", "--strict"]],
  ["build", []],
] as const) {
  const result = spawnSync("npm", ["run", "--silent", script, ...args], { env, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`npm run ${script} failed on the owner's edited copy (${OWNER_EDIT_SITE})`);
    process.exit(1);
  }
}
console.log(`owner-edit: ${from} renamed to ${to}, ${String(page.path)} added; built into ${OWNER_EDIT_DIST}`);
