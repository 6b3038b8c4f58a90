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

/**
 * The editor's own line for a type the schema says nothing of, or says it in a developer's words (the served cities'
 * description names the field it reads from).
 */
const DESCRIPTIONS: Record<string, string> = {
  cta: "A short invitation with buttons, like Call now.",
  contact: "How to reach the business: phone, address and hours.",
  cities: "The towns and places the business serves.",
  postList: "The latest blog posts, newest first.",
};

/** The icon of a section type; a type added later gets a plain one until it has its own. */
export const iconOf = (type: string): LucideIcon => ICONS[type] ?? Rows3;

/** One line saying what a section of `type` is: the schema's own description unless the editor has its own. */
export function descriptionOf(schema: JsonSchema, type: string): string {
  return DESCRIPTIONS[type] ?? blockSchemas(schema).get(type)?.description ?? "";
}
