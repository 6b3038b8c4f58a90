/**
 * The editor server's words in the editor's language: the app names it on every request (x-editor-language, its
 * store/api.ts); "xx" is the tests' pseudo-language, the English marked ⟦…⟧ so a word left out of en.ts shows.
 */
import type http from "node:http";
import { IntlMessageFormat } from "intl-messageformat";
import { EN_SERVER_WORDS, type ServerWordId } from "./en.ts";
import { ES_SERVER_WORDS } from "./es.ts";

export type { ServerWordId };
export type ServerLanguage = "en" | "es" | "xx";
export type WordValues = Record<string, string | number>;

const spoken = (asked: unknown): asked is ServerLanguage => asked === "en" || asked === "es" || asked === "xx";

/** The `editor-language` cookie the app sets beside its choice (i18n/language.ts), if any. */
function cookieLanguage(cookie: string | undefined): string | undefined {
  for (const part of (cookie ?? "").split(";")) {
    const [name, value] = part.split("=");
    if (name?.trim() === "editor-language") return value?.trim();
  }
  return undefined;
}

/**
 * The language a request asks its words in: the app's header, else (a page the server draws, a sign-in's script)
 * the app's cookie, else the browser's first language the server speaks (es-MX is Spanish); English otherwise.
 */
export function languageOf(req: http.IncomingMessage): ServerLanguage {
  const asked = req.headers["x-editor-language"];
  if (spoken(asked)) return asked;
  const remembered = cookieLanguage(req.headers.cookie);
  if (spoken(remembered)) return remembered;
  for (const tag of String(req.headers["accept-language"] ?? "").split(",")) {
    const base = tag.split(";")[0]!.trim().toLowerCase().split("-")[0];
    if (base === "en" || base === "es") return base;
  }
  return "en";
}

const compiled = new Map<string, IntlMessageFormat>();

export function say(language: ServerLanguage, id: ServerWordId, values?: WordValues): string {
  const key = `${language}:${id}`;
  let format = compiled.get(key);
  if (!format) {
    const template = language === "es" ? ES_SERVER_WORDS[id] : EN_SERVER_WORDS[id];
    format = new IntlMessageFormat(template, language === "es" ? "es" : "en", undefined, { ignoreTag: true });
    compiled.set(key, format);
  }
  const words = String(format.format(values));
  return language === "xx" ? `⟦${words}⟧` : words;
}

/** A value of words said later: plain, words of their own, or a list of them (listed). */
type LaterValue = string | number | Said | Listed;

/** Words said one after another, with a separator between them (", " or "; "). */
export class Listed {
  constructor(
    readonly items: (string | Said)[],
    readonly separator: string,
  ) {}
}
export const listed = (items: (string | Said)[], separator = ", ") => new Listed(items, separator);

/** Words to say later, once the request's language is known: an id and its values. */
export class Said {
  constructor(
    readonly id: ServerWordId,
    readonly values: Record<string, LaterValue> = {},
  ) {}

  in(language: ServerLanguage): string {
    const one = (value: string | number | Said) => (value instanceof Said ? value.in(language) : value);
    const values: WordValues = {};
    for (const [name, value] of Object.entries(this.values))
      values[name] = value instanceof Listed ? value.items.map(one).join(value.separator) : one(value);
    return say(language, this.id, values);
  }
}

export const said = (id: ServerWordId, values?: Record<string, LaterValue>) => new Said(id, values);
