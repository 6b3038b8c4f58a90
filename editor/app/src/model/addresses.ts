/** Pages' and posts' addresses and their versions in other languages: suggested, taken, missing. */
import type { SiteData } from "../../../../schema/site.ts";
import {
  languageFolder,
  type SiteLanguage,
  siteLanguages,
  versionsOf,
  type Version,
} from "../../../../src/site/languages.ts";
import { slugify } from "../../../../src/validate/report/address-mistakes.ts";
import type { Site, Entry, Collection } from "./site.ts";

export function addresses(site: Site): string[] {
  return (["pages", "posts"] as const).flatMap((c) => ((site[c] as Entry[]) ?? []).map((e) => String(e.path ?? "")));
}

export function addressProblem(site: Site, pattern: string | undefined, value: string, own?: string): boolean {
  return (
    (pattern !== undefined && !new RegExp(pattern).test(value)) || (value !== own && addresses(site).includes(value))
  );
}

/**
 * The folder a new page or post started from `entry` goes in: its language's when it is that language's home page (a
 * copy of /es goes in /es/), else the entry's own (a copy of /blog/a-post or /es/contacto goes in /blog/ or /es/).
 */
export function folderOf(entry: Entry | undefined, otherwise: string): string {
  if (typeof entry?.path !== "string") return otherwise;
  if (typeof entry.language === "string" && entry.path === languageFolder(entry.language)) return `${entry.path}/`;
  return entry.path.replace(/\/[^/]*$/, "/");
}

/**
 * The address a new page titled `title` is offered in `folder`: its title up to a " | " (the part after it is most
 * often the business's name) in address words, made free with -2, -3 when another page has it; the folder alone
 * when the title has no letter or digit.
 */
export function suggestedAddress(title: string, folder: string, taken: readonly string[]): string {
  const words = slugify(title.split(" | ")[0]!.replace(/\//g, " ")).slice(1);
  if (!words) return folder;
  const first = `${folder}${words}`;
  let address = first;
  for (let n = 2; taken.includes(address); n++) address = `${first}-${n}`;
  return address;
}

/** The site's languages, the default first; none while the file is too broken to say (the check says why). */
export function languagesOf(site: Site): SiteLanguage[] {
  try {
    const languages = siteLanguages(site as unknown as SiteData);
    return languages.every((language) => typeof language.tag === "string") ? languages : [];
  } catch {
    return [];
  }
}

/** The versions of the page or post at `path` (the site's own versionsOf); none while the file is too broken to say. */
export function versionsAt(site: Site, path: string): Version[] {
  try {
    return versionsOf(site as unknown as SiteData, path);
  } catch {
    return [];
  }
}

/**
 * The languages a page or post has no version in yet, as the check's advice counts them: an original (it translates
 * nothing) of a site in two languages or more, and no page or post names it as its original in that language.
 */
export function missingVersions(site: Site, entry: Entry): string[] {
  const languages = languagesOf(site);
  if (languages.length < 2 || entry.translationOf !== undefined || typeof entry.path !== "string") return [];
  const own = typeof entry.language === "string" ? entry.language : languages[0]!.tag;
  const have = new Set(versionsAt(site, entry.path).map((version) => version.language.tag));
  return languages.map((language) => language.tag).filter((tag) => tag !== own && !have.has(tag));
}

/**
 * For each page or post that has a version in `tag`, its address and that version's: a copy being translated into
 * Spanish then links to the Spanish pages (/about to /es/nosotros) where the site has them.
 */
export function versionAddresses(site: Site, tag: string): Map<string, string> {
  const to = new Map<string, string>();
  for (const entry of (["pages", "posts"] as const).flatMap((c) => (site[c] as Entry[] | undefined) ?? [])) {
    if (typeof entry.path !== "string") continue;
    const there = versionsAt(site, entry.path).find((version) => version.language.tag === tag);
    if (there && there.path !== entry.path) to.set(entry.path, there.path);
  }
  return to;
}

/**
 * Where the version in `tag` of `entry` goes: a post in that language's blog (its labels' blogPath); a page in that
 * language's folder, in the folder the original is in there (/services/x in Spanish: /es/services/); a home page, at
 * that language's home, which the title does not change.
 */
export function versionPlace(
  site: Site,
  collection: Collection,
  entry: Entry,
  tag: string,
): { folder: string; home?: string } {
  const languages = languagesOf(site);
  const language = languages.find((l) => l.tag === tag) ?? languages[0]!;
  const from = languages.find((l) => !l.isDefault && l.tag === entry.language);
  const path = String(entry.path ?? "/");
  // The original's address in its own language's folder taken off: /es/contacto is /contacto there.
  const inside =
    from && (path === from.prefix || path.startsWith(`${from.prefix}/`)) ? path.slice(from.prefix.length) || "/" : path;
  if (inside === "/") return { folder: `${language.prefix}/`, home: language.home };
  const labels = language.isDefault
    ? site.labels
    : (site.languages as { language?: string; labels?: unknown }[] | undefined)?.find((l) => l.language === tag)
        ?.labels;
  const blogPath = (labels as { blogPath?: unknown } | undefined)?.blogPath;
  if (collection === "posts" && typeof blogPath === "string" && blogPath !== "/") return { folder: `${blogPath}/` };
  return { folder: `${language.prefix}${folderOf({ path: inside }, "/")}` };
}

/** Today's date where the owner is, as site.json writes dates: 2026-11-27. */
export function today(): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}
