/**
 * What each role may ask of the editor's API, checked by the server on every call (the pages only hide what is
 * refused here). A translator's save is checked by what it changes: only its languages' pages, posts and texts.
 */
import type { Key } from "../../src/save/changes.ts";
import { changesBetween } from "../../src/save/changes.ts";
import { isRecord } from "../../src/site/json-path.ts";
import type { Role } from "./accounts.ts";
import { said, type Said } from "../server/words/say.ts";

/** The person a request is made by, as the routes see them. */
export interface Person {
  name: string;
  role: Role;
  languages?: string[];
  mayPublish?: boolean;
}

/** Writes each role may make, by route (`METHOD /path`); reads are open to every member. */
const WRITES: Record<string, readonly Role[]> = {
  "POST /api/check": ["owner", "editor", "translator"],
  // A translator's save is checked further by what it changes (translatorRefusal).
  "POST /api/save": ["owner", "editor", "translator"],
  "POST /api/history/restore": ["owner", "editor"],
  "POST /api/images": ["owner", "editor"],
  "POST /api/images/delete": ["owner", "editor"],
  "POST /api/start": ["owner"],
  "POST /api/team/invite": ["owner"],
  "POST /api/team/link": ["owner"],
  "POST /api/team/remove": ["owner"],
  "POST /api/team/sign-out": ["owner", "editor", "translator"],
};
/** Reads kept to some roles. */
const PUBLISHING = new Set(["POST /api/publish", "POST /api/publish/preview", "POST /api/publish/put-back"]);

const READS: Record<string, readonly Role[]> = {
  "GET /api/team": ["owner"],
  "GET /team": ["owner"],
};

/** Why this person may not make this request, in any language; undefined when they may. */
export function routeRefusalWords(person: Person, method: string, pathname: string): Said | undefined {
  const isRead = method === "GET" || method === "HEAD";
  const name = `${isRead ? "GET" : method} ${pathname}`;
  const allowed = isRead ? READS[name] : (WRITES[name] ?? ["owner"]);
  if (!allowed || allowed.includes(person.role)) return undefined;
  // Publishing, a preview and putting a version back are an owner's, and an editor's whom the owner allowed it.
  if (PUBLISHING.has(name) && person.role === "editor" && person.mayPublish) return undefined;
  const team = pathname === "/api/team" || pathname === "/team" || pathname.startsWith("/api/team/");
  return said(team ? "team.role.onlyOwner" : "team.role.mayNot", { name: person.name, role: person.role, route: name });
}

/** Why this person may not make this request, in English; undefined when they may. */
export const routeRefusal = (person: Person, method: string, pathname: string): string | undefined =>
  routeRefusalWords(person, method, pathname)?.in("en");

/** The language of the item at data[list][index], if it is a page, post or other language's texts. */
function languageAt(data: unknown, list: Key | undefined, index: Key | undefined): string | undefined {
  if (!isRecord(data) || typeof index !== "number") return undefined;
  if (list !== "pages" && list !== "posts" && list !== "languages") return undefined;
  const items = data[list];
  const item = Array.isArray(items) ? items[index] : undefined;
  return isRecord(item) && typeof item.language === "string" ? item.language : undefined;
}

const place = (at: Key[]): string =>
  at.reduce<string>((text, key) => (typeof key === "number" ? `${text}[${key}]` : text ? `${text}.${key}` : key), "");

/**
 * Why a translator's save is refused: the first place it changes outside its languages' pages, posts and texts
 * (`languages[]`). A page added, removed or moved changes the list of pages itself, which is not a translator's.
 */
export function translatorRefusal(person: Person, before: unknown, after: unknown): string | undefined {
  const languages = person.languages ?? [];
  for (const { at } of changesBetween(before, after)) {
    const [list, index] = at;
    const ok =
      at.length >= 2 &&
      languages.includes(languageAt(before, list, index) ?? "") &&
      languages.includes(languageAt(after, list, index) ?? "");
    if (!ok) {
      return (
        `${person.name} translates ${languages.join(", ") || "no language"} and may change only those pages and ` +
        `texts; this save also changes ${place(at) || "the whole site"}, so nothing was saved`
      );
    }
  }
  return undefined;
}
