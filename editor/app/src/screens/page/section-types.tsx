/** Each section type's icon, name and one-line description, for the outline, the chooser, the inspector and the canvas. */
import {
  Images,
  LayoutGrid,
  List,
  ListOrdered,
  MapPin,
  Megaphone,
  MessageCircleQuestion,
  Newspaper,
  PanelTop,
  Phone,
  Rows3,
  Text,
  type LucideIcon,
} from "lucide-react";
import { blockSchemas, labelFor, type JsonSchema } from "../../model/schema.ts";
import { capital, sentence } from "../../model/words.ts";
import type { MessageId } from "../../i18n/catalogues/en.ts";
import { editorLanguage } from "../../i18n/language.ts";
import { t } from "../../i18n/useT.ts";

const ICONS: Record<string, LucideIcon> = {
  hero: PanelTop,
  text: Text,
  bullets: List,
  cards: LayoutGrid,
  steps: ListOrdered,
  gallery: Images,
  faq: MessageCircleQuestion,
  cta: Megaphone,
  contact: Phone,
  cities: MapPin,
  postList: Newspaper,
};

/** The editor's own line for a type whose schema says nothing of what it is. */
const DESCRIPTIONS: Record<string, MessageId> = {
  cta: "page.type.cta",
  contact: "page.type.contact",
  cities: "page.type.cities",
  postList: "page.type.postList",
};

/** The icon of a section type; a type added later gets a plain one until it has its own. */
export const iconOf = (type: string): LucideIcon => ICONS[type] ?? Rows3;

/**
 * A section type's name: in Spanish the schema's own title's (already in Spanish in the editor's schema: "Galería" of
 * "Galería: imágenes que se amplían"), else its label as the editor has always said it ("Gallery").
 */
export function typeNameOf(schema: JsonSchema, type: string): string {
  const title = editorLanguage() === "es" ? blockSchemas(schema).get(type)?.title : undefined;
  return title?.split(": ")[0] || labelFor(type);
}

/** The name inside a sentence: "the gallery section" in English, "la sección Galería" in Spanish. */
export const typeInSentence = (schema: JsonSchema, type: string): string =>
  editorLanguage() === "es" ? typeNameOf(schema, type) : typeNameOf(schema, type).toLowerCase();

/** The words of a schema title after its type's name, kept inside the pseudo-language's marks when it has them. */
function afterName(title: string | undefined): string | undefined {
  if (!title) return undefined;
  const marked = title.startsWith("⟦") && title.endsWith("⟧");
  const inner = marked ? title.slice(1, -1) : title;
  const rest = inner.split(": ").slice(1).join(": ");
  if (!rest) return undefined;
  return marked ? `⟦${sentence(capital(rest))}⟧` : sentence(capital(rest));
}

/**
 * One line saying what a section of `type` is, from the schema: its description, or its title's words after the type's
 * name ("Gallery: pictures that open larger"); else the editor's own.
 */
export function descriptionOf(schema: JsonSchema, type: string): string {
  const block = blockSchemas(schema).get(type);
  if (block?.description) return sentence(capital(block.description));
  const said = afterName(block?.title);
  if (said) return said;
  const own = DESCRIPTIONS[type];
  return own ? t(own) : "";
}
