/**
 * Words for parts of site.json that both the validator's messages and the editor's fields use, so the owner
 * reads the same names in both. No Node module here: the editor's browser app imports it.
 */

/** What one element of a list is called, for the place in words: `footer › link 3`. */
export const SINGULAR: Record<string, string> = {
  items: "item",
  children: "link",
  services: "link",
  actions: "button",
  paragraphs: "paragraph",
  bullets: "bullet",
  badges: "badge",
  hours: "hours row",
  servedCities: "city",
  sameAs: "profile",
  pages: "page",
  posts: "post",
  blocks: "block",
  redirects: "old address",
};

/** The same in Spanish, for the validator's Spanish words and the Spanish editor. */
export const ES_SINGULAR: Record<string, string> = {
  items: "elemento",
  children: "enlace",
  services: "enlace",
  actions: "botón",
  paragraphs: "párrafo",
  bullets: "punto",
  badges: "distintivo",
  hours: "fila de horario",
  servedCities: "ciudad",
  sameAs: "perfil",
  pages: "página",
  posts: "entrada",
  blocks: "bloque",
  redirects: "dirección antigua",
};

/** A field of an object, or undefined for anything else. */
const fieldOf = (value: unknown, key: string): unknown =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;

/** What a list's element is known by in a place: a page's or post's address, a block's type, a language's tag. */
export interface Named {
  address?: unknown;
  type?: unknown;
  language?: unknown;
}

/** How a place is said: an element of a list (`list[index]`, named by what it holds), and any other step. */
export interface PlaceWords {
  element(list: string, index: number, named: Named, first: boolean): string;
  /** `parent`: the step before it, where there is one (a map's `src` is not an image's). */
  step(part: string | number, first: boolean, parent?: string | number): string;
}

/** The path said step by step in `words`, reading each list's element in `data` for its address, type or language. */
export function sayPlace(path: readonly (string | number)[], data: unknown, words: PlaceWords): string {
  const parts: string[] = [];
  let value = data;
  for (let i = 0; i < path.length; i++) {
    const part = path[i]!;
    const next = path[i + 1];
    const list = value && typeof value === "object" ? (value as Record<string | number, unknown>)[part] : undefined;
    if (typeof part === "string" && typeof next === "number") {
      const element = Array.isArray(list) ? list[next] : undefined;
      const named = {
        address: fieldOf(element, "path"),
        type: fieldOf(element, "type"),
        language: fieldOf(element, "language"),
      };
      parts.push(words.element(part, next, named, i === 0));
      value = element;
      i++;
    } else {
      parts.push(words.step(part, i === 0, path[i - 1]));
      value = list;
    }
  }
  return parts.join(" › ");
}
