/** Each section type's icon and one-line description, for the outline and the "Add section" chooser. */
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
import { blockSchemas, type JsonSchema } from "../../model/schema.ts";
import { capital, sentence } from "../../model/words.ts";

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
const DESCRIPTIONS: Record<string, string> = {
  cta: "A short invitation with buttons, like Call now.",
  contact: "How to reach the business: phone, address and hours.",
  cities: "The towns and places the business serves.",
  postList: "The latest blog posts, newest first.",
};

/** The icon of a section type; a type added later gets a plain one until it has its own. */
export const iconOf = (type: string): LucideIcon => ICONS[type] ?? Rows3;

/**
 * One line saying what a section of `type` is, from the schema: its description, or its title's words after the type's
 * name ("Gallery: pictures that open larger"); else the editor's own.
 */
export function descriptionOf(schema: JsonSchema, type: string): string {
  const block = blockSchemas(schema).get(type);
  const said = block?.description ?? block?.title?.split(": ").slice(1).join(": ");
  if (!said) return DESCRIPTIONS[type] ?? "";
  return sentence(capital(said));
}
