/**
 * What a list's element is called in its fields, its row and its buttons' names: by its own words (a menu by its
 * label, "Services menu"; a link, a question or a card by its label, question or title), and only where it has none
 * by its place ("Link 2"), never the file's "Item 2". A list of pictures names them by their place ("Picture 3"):
 * a caption is shown beside it, not made its name.
 */
import { t } from "../i18n/useT.ts";
import { editorLanguage } from "../i18n/language.ts";
import { languageNameIn } from "../i18n/names.ts";

/** The keys whose words name an element, in the order they are looked for (an hours row by its days, an old address by itself). */
const NAMING_KEYS = ["label", "title", "question", "name", "heading", "days", "from"];

/** An element's own words, without their markup (`**bold**`, a link's brackets). */
export function ownWords(item: unknown): string {
  if (!item || typeof item !== "object" || Array.isArray(item)) return "";
  const record = item as Record<string, unknown>;
  for (const key of NAMING_KEYS) {
    const value = record[key];
    if (typeof value === "string" && value.trim())
      return value
        .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/<[^>]*>|[*_`]/g, "")
        .trim();
  }
  return "";
}

/** One element of the list `list` ("picture" for a list of pictures) by its place: "Link 2", "Picture 3". */
export function numberedName(list: string | number, index: number): string {
  const one = t("fields.one", { list: String(list) });
  return t("fields.numbered", { one: one.charAt(0).toUpperCase() + one.slice(1), number: index + 1 });
}

/** The name of `item`, the element at `index` of the list `list`. */
export function itemName(item: unknown, index: number, list: string | number, pictures = false): string {
  if (pictures) return numberedName("picture", index);
  // A language of the site by its name ("Spanish"), not by its tag or its place.
  const tag = (item as { language?: unknown } | undefined)?.language;
  if (list === "languages" && typeof tag === "string" && tag) return languageNameIn(editorLanguage(), tag);
  const words = ownWords(item);
  if (!words) return numberedName(list, index);
  const menu = Array.isArray((item as { children?: unknown }).children);
  return menu ? t("fields.menuNamed", { label: words }) : words;
}
