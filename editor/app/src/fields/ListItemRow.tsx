/**
 * A list's item on the page screen as one line, its fields shown only while it is open (one at a time): an 11-picture
 * gallery is eleven short rows, each saying what it is (its picture, its title or question), not 3,000 pixels of fields.
 */
import { useEffect, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { ChevronDown, ChevronRight, CircleAlert, ImageOff } from "lucide-react";
import type { JumpState } from "../components/jump.ts";
import { fieldId, pathKey, type Path } from "../model/paths.ts";
import { isImage, type JsonSchema } from "../model/schema.ts";
import { previewUrl } from "../store/api.ts";
import { useStore } from "../store/StoreProvider.tsx";
import { useT } from "../i18n/useT.ts";

/** Lists drawn as rows: a page's or a post's lists of things with fields of their own (not a button's kinds). */
export function collapsible(path: Path, itemSchema: JsonSchema): boolean {
  const type = Array.isArray(itemSchema.type) ? itemSchema.type[0] : itemSchema.type;
  return (path[0] === "pages" || path[0] === "posts") && type === "object" && Boolean(itemSchema.properties);
}

/** The words that name an item in its row: its title, question, label or caption, without their markup. */
function summaryOf(item: unknown): string {
  if (!item || typeof item !== "object") return "";
  const record = item as Record<string, unknown>;
  for (const key of ["title", "question", "label", "name", "caption", "alt", "text"]) {
    const value = record[key];
    if (typeof value === "string" && value.trim()) return value.replace(/<[^>]*>|[*_`]/g, "").trim();
  }
  return "";
}

/** Opens the item a problem's link or "Go to them" leads into, for its field to take the keyboard. */
export function useOpenOnJump(path: Path, open: (index: number) => void): void {
  const location = useLocation();
  useEffect(() => {
    const jump = (location.state as JumpState | null)?.jump;
    if (!jump || jump.length <= path.length) return;
    if (pathKey(jump.slice(0, path.length)) !== pathKey(path)) return;
    const index = jump[path.length];
    if (typeof index === "number") open(index);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location]);
}

export function ListItemRow({
  item,
  itemSchema,
  path,
  name,
  open,
  onToggle,
}: {
  item: unknown;
  itemSchema: JsonSchema;
  path: Path;
  /** "Picture 3", "Services menu", "Tree Removal": item-names.ts's. */
  name: string;
  open: boolean;
  onToggle: () => void;
}) {
  const { problemsAt } = useStore();
  const say = useT();
  // The words already its name (a question, a card's title) are not said twice.
  const summary = summaryOf(item) === name ? "" : summaryOf(item);
  const src = isImage(itemSchema) ? (item as { src?: unknown } | undefined)?.src : undefined;
  const problems = problemsAt(path, { deep: true }).length;
  const Chevron: typeof ChevronDown = open ? ChevronDown : ChevronRight;
  let picture: ReactNode = null;
  if (isImage(itemSchema))
    picture =
      typeof src === "string" && src ? (
        <img className="list-row-picture" src={previewUrl(src)} alt="" width={40} height={28} />
      ) : (
        <ImageOff aria-hidden size={16} className="list-row-picture" />
      );
  return (
    <button
      type="button"
      className="list-row-toggle"
      id={`${fieldId(path)}-row`}
      aria-expanded={open}
      onClick={onToggle}
    >
      <Chevron aria-hidden size={16} />
      {picture}
      <span className="list-row-name">{name}</span>
      {summary ? <span className="list-row-summary">{summary}</span> : null}
      {problems ? (
        <span className="list-row-problems">
          <CircleAlert aria-hidden size={14} />
          <span className="visually-hidden"> {say("fields.list.problems", { count: problems })}</span>
        </span>
      ) : null}
    </button>
  );
}
