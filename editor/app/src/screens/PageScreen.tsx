/**
 * A page or a post, composed visually: the real block components on Puck's canvas inside the site's own
 * header and footer, a palette of block types, the page's sections in order, and the selected section's fields.
 * Puck holds the page while it is open; every change goes straight into the editor's store, whose undo history
 * spans the whole session (Ctrl/Cmd+Z here, in the fields and in the canvas).
 */
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type MutableRefObject,
  type ReactNode,
} from "react";
import { Puck, createUsePuck, type Data } from "@puckeditor/core";
import "@puckeditor/core/no-external.css";
import { Link, useLocation, useParams } from "react-router-dom";
import { retryFocus, type JumpState } from "../App.tsx";
import { registry } from "../../../../src/blocks/registry.ts";
import { PostFrame } from "../../../../src/layout/PostView.tsx";
import { Shell } from "../../../../src/layout/Shell.tsx";
import { useRender } from "../../../../src/layout/context.tsx";
import { Boundary, buildConfig, PagePathContext } from "../canvas/puck-config.tsx";
import { blockTypesIn } from "../../../../src/validate/rules/heroes.ts";
import { blockToItem, fromPuckData, toPuckData, type Block } from "../canvas/puck-data.ts";
import { relink } from "../../../../src/site/links.ts";
import { behindIn, behindOf, type Behind } from "../model/behind.ts";
import { versionAddresses } from "./StartScreen.tsx";
import { blockSchemas, labelFor, type JsonSchema } from "../model/schema.ts";
import { ScaledSite, SiteRender, useSiteFrame, VIEWPORTS } from "../canvas/preview.tsx";
import { same } from "../model/merge.ts";
import { getAt, setAt, useStore } from "../store/StoreProvider.tsx";
import {
  AheadStatus,
  pageNotes,
  TranslationContext,
  TranslationStatus,
  translationOf,
  type Missing,
  type Translation,
} from "../model/translations.tsx";

const usePuckState = createUsePuck();
const ZONE = "root:default-zone";

export type Collection = "pages" | "posts";

/** Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z (or Ctrl+Y) go to the session's history, in the app and in the canvas. */
export function useUndoKeys(target: Document | undefined, undo: () => void, redo: () => void) {
  useEffect(() => {
    if (!target) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key !== "z" && key !== "y") return;
      event.preventDefault();
      event.stopPropagation();
      if (key === "y" || event.shiftKey) redo();
      else undo();
    };
    target.addEventListener("keydown", onKey, true);
    return () => target.removeEventListener("keydown", onKey, true);
  }, [target, undo, redo]);
}

function CanvasFrame({ children, document: frame }: { children: ReactNode; document?: Document }) {
  const { undo, redo } = useStore();
  useSiteFrame(frame, "Preview of the page", useRender().site.site.language);
  useUndoKeys(frame, undo, redo);
  useScrollToSelected(frame);
  useFieldsOnTap(frame);
  return <>{children}</>;
}

/** The layout of a phone or a narrow window: the fields below the canvas, not beside it (editor.css). */
const STACKED = "(max-width: 900px)";

/**
 * A section tapped on the canvas of a phone brings its fields into view. There the fields are below the canvas, and a
 * tap selected the section with nothing else on screen changing: its fields, a screen's height further down, were
 * never seen. Beside the canvas (a wider window) they already are, and nothing moves.
 */
function useFieldsOnTap(frame: Document | undefined) {
  useEffect(() => {
    if (!frame) return;
    let handle = 0;
    const onClick = (event: MouseEvent) => {
      if (!window.matchMedia(STACKED).matches) return;
      if (!(event.target instanceof frame.defaultView!.Element) || !event.target.closest("[data-puck-component]"))
        return;
      cancelAnimationFrame(handle);
      // Puck selects the section on the same click; its fields are drawn a frame or two later.
      let frames = 0;
      const look = () => {
        const title = document.querySelector<HTMLElement>(".panel-right .section-actions .fields-title");
        if (!title) {
          if (++frames < 30) handle = requestAnimationFrame(look);
          return;
        }
        title.scrollIntoView({ block: "start" });
        title.focus({ preventScroll: true });
      };
      handle = requestAnimationFrame(look);
    };
    // Captured: Puck's own handler, on the section, lets no click rise past it.
    frame.addEventListener("click", onClick, true);
    return () => {
      frame.removeEventListener("click", onClick, true);
      cancelAnimationFrame(handle);
    };
  }, [frame]);
}

/**
 * Puck's own bar above the selected section (its type, copy, delete) drawn as nothing: the panel beside the canvas
 * names the section and holds its actions, in words. Drawn above the section, the bar covered the site's header (its
 * menu button) whenever the first section was selected.
 */
const NoActionBar = () => <></>;

/** Where a section was just added, for its fields to take the keyboard once shown. */
type Added = MutableRefObject<number | undefined>;

function AddSection({ types, added }: { types: string[]; added: Added }) {
  const dispatch = usePuckState((s) => s.dispatch);
  const selected = usePuckState((s) => s.appState.ui.itemSelector?.index);
  const count = usePuckState((s) => s.appState.data.content.length);
  const [type, setType] = useState(types[0] ?? "");
  return (
    <div className="add-section">
      <label htmlFor="add-section-type">Section type</label>
      <select id="add-section-type" value={type} onChange={(e) => setType(e.target.value)}>
        {types.map((t) => (
          <option key={t} value={t}>
            {labelFor(t)}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={() => {
          const at = selected === undefined ? count : selected + 1;
          added.current = at;
          dispatch({ type: "insert", componentType: type, destinationIndex: at, destinationZone: ZONE });
          dispatch({ type: "setUi", ui: { itemSelector: { index: at, zone: ZONE } } });
        }}
      >
        {selected === undefined ? "Add at the end" : "Add after the selected section"}
      </button>
    </div>
  );
}

function SectionActions({ added }: { added: Added }) {
  const dispatch = usePuckState((s) => s.dispatch);
  const selected = usePuckState((s) => s.appState.ui.itemSelector?.index);
  const item = usePuckState((s) => s.selectedItem);
  const count = usePuckState((s) => s.appState.data.content.length);
  // A section just added: its fields take the keyboard, and come into view. On a phone the panels are one above the
  // other, and the fields of a section added from the bottom of the page were thousands of pixels up, out of sight.
  const title = useRef<HTMLParagraphElement>(null);
  // Removed, or left for the page's settings: the keyboard goes on at the page's settings, not back to the page's top.
  const toSettings = useRef(false);
  useEffect(() => {
    const justAdded = selected !== undefined && added.current === selected && item;
    const left = selected === undefined && toSettings.current;
    if (!justAdded && !left) return;
    added.current = undefined;
    toSettings.current = false;
    title.current?.focus();
    title.current?.scrollIntoView({ block: "start" });
  }, [selected, item, added]);
  const settings = () => {
    toSettings.current = true;
    dispatch({ type: "setUi", ui: { itemSelector: null } });
  };
  // Moved to the top or the bottom, the button pressed is disabled and lets the keyboard go: its twin takes it.
  const [up, down] = [useRef<HTMLButtonElement>(null), useRef<HTMLButtonElement>(null)];
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    if (up.current?.disabled && document.activeElement === up.current) down.current?.focus();
    else if (down.current?.disabled && document.activeElement === down.current) up.current?.focus();
    else if (document.activeElement === document.body) (up.current?.disabled ? down : up).current?.focus();
  }, [selected]);
  if (selected === undefined || !item) {
    return (
      <p className="fields-title" ref={title} tabIndex={-1}>
        Page settings
      </p>
    );
  }
  const name = `${labelFor(item.type).toLowerCase()} section`;
  const reorder = (to: number) => {
    moved.current = true;
    dispatch({ type: "reorder", sourceIndex: selected, destinationIndex: to, destinationZone: ZONE });
    dispatch({ type: "setUi", ui: { itemSelector: { index: to, zone: ZONE } } });
  };
  return (
    <div className="section-actions">
      <p className="fields-title" ref={title} tabIndex={-1}>
        Section {selected + 1} of {count}: {labelFor(item.type)}
      </p>
      <div role="group" aria-label={`Actions for the ${name}`} className="button-row">
        <button type="button" ref={up} disabled={selected === 0} onClick={() => reorder(selected - 1)}>
          Move up
        </button>
        <button type="button" ref={down} disabled={selected === count - 1} onClick={() => reorder(selected + 1)}>
          Move down
        </button>
        <button type="button" onClick={() => dispatch({ type: "duplicate", sourceIndex: selected, sourceZone: ZONE })}>
          Duplicate
        </button>
        <button
          type="button"
          onClick={() => {
            dispatch({ type: "remove", index: selected, zone: ZONE });
            settings();
          }}
        >
          Remove
        </button>
        <button type="button" onClick={settings}>
          Page settings
        </button>
        <button type="button" className="stacked-only" onClick={() => showInPreview(item.props.id as string)}>
          See it in the preview
        </button>
      </div>
    </div>
  );
}

/**
 * Where the fields are below the canvas (a phone), the way back up to the section as visitors see it: the canvas
 * brought into view, the section at its top.
 */
function showInPreview(id: string) {
  const canvas = document.querySelector<HTMLElement>(".page-editor .canvas");
  const frame = canvas?.querySelector("iframe")?.contentDocument;
  const section = frame?.querySelector(`[data-puck-component="${CSS.escape(id)}"]`);
  if (section && frame?.defaultView) toTopOfCanvas(frame.defaultView, section, "auto");
  canvas?.scrollIntoView({ block: "start" });
}

/** The canvas scrolled to put `section` at its top, a little room above it. */
function toTopOfCanvas(view: Window, section: Element, behavior: ScrollBehavior) {
  view.scrollTo({ top: view.scrollY + section.getBoundingClientRect().top - 16, behavior });
}

/**
 * The page's sections in order, each a button that selects it: the keyboard's way into the canvas. On a translation,
 * each says how many of its texts are still the original's.
 */
function SectionList({ translation }: { translation?: Translation }) {
  const dispatch = usePuckState((s) => s.dispatch);
  const selected = usePuckState((s) => s.appState.ui.itemSelector?.index);
  const content = usePuckState((s) => s.appState.data.content);
  const left = useMemo(() => {
    const count = new Map<number, number>();
    for (const [, , blocks, index] of translation?.same ?? [])
      if (blocks === "blocks" && typeof index === "number") count.set(index, (count.get(index) ?? 0) + 1);
    return count;
  }, [translation]);
  return (
    <ol className="section-list">
      {content.map((item, index) => {
        const props = item.props as Record<string, unknown>;
        const name = typeof props.heading === "string" ? props.heading : "";
        return (
          <li key={String(props.id)}>
            <button
              type="button"
              aria-pressed={selected === index}
              onClick={() => dispatch({ type: "setUi", ui: { itemSelector: { index, zone: ZONE } } })}
            >
              {labelFor(item.type)}
              {name ? <span className="section-name">{name}</span> : null}
              {left.get(index) ? (
                <span className="section-left">
                  {left.get(index)} {left.get(index) === 1 ? "text" : "texts"} to translate
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/** The page on Puck's canvas, at the width chosen. */
function Canvas({ title }: { title: string }) {
  return (
    <ScaledSite label={`Preview of ${title}`}>
      <Puck.Preview />
    </ScaledSite>
  );
}

/** A jump from the problems list to a section's field: select the section, then focus the field. */
function JumpToSection() {
  const location = useLocation();
  const dispatch = usePuckState((s) => s.dispatch);
  useEffect(() => {
    const state = location.state as JumpState | null;
    if (!state?.jump) return;
    const [, , blocks, index] = state.jump;
    if (blocks === "blocks" && typeof index === "number") {
      dispatch({ type: "setUi", ui: { itemSelector: { index, zone: ZONE } } });
    } else {
      dispatch({ type: "setUi", ui: { itemSelector: null } });
    }
    return retryFocus(state.jump);
  }, [location, dispatch]);
  return null;
}

/**
 * The selected section brought into the canvas's view. One added at the end, chosen in the list of sections, moved, or
 * jumped to from a problem was selected out of sight below the canvas's fold: its fields showed, the section did not.
 * A section whose top is in view (one clicked in the canvas) stays where it is.
 */
function useScrollToSelected(frame: Document | undefined) {
  const id = usePuckState((s) => s.selectedItem?.props.id as string | undefined);
  const index = usePuckState((s) => s.appState.ui.itemSelector?.index);
  useEffect(() => {
    const view = frame?.defaultView;
    if (id === undefined || !frame || !view) return;
    let frames = 0;
    let handle = 0;
    const look = () => {
      const section = frame.querySelector(`[data-puck-component="${CSS.escape(id)}"]`);
      // A section just added is drawn a frame or two later.
      if (!section) {
        if (++frames < 30) handle = requestAnimationFrame(look);
        return;
      }
      const { top } = section.getBoundingClientRect();
      if (top >= 0 && top <= view.innerHeight - 48) return;
      const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      toTopOfCanvas(view, section, still ? "auto" : "smooth");
    };
    look();
    return () => cancelAnimationFrame(handle);
  }, [frame, id, index]);
}

/**
 * The page changed in the store by something other than Puck (find and replace, a problem's remedy button) handed to
 * Puck, its sections keeping their ids, so the selection stays. Puck reads its data once: it went on showing the old
 * words, and its next change wrote them back over the new ones.
 */
function SyncFromStore({ record, fromPuck }: { record: Record<string, unknown>; fromPuck: { current: unknown } }) {
  const dispatch = usePuckState((s) => s.dispatch);
  const content = usePuckState((s) => s.appState.data.content);
  const ids = useRef<string[]>([]);
  ids.current = content.map((item) => String(item.props.id));
  useEffect(() => {
    if (fromPuck.current === record || same(fromPuck.current, record)) return;
    fromPuck.current = record;
    dispatch({ type: "setData", data: toPuckData(record, ids.current) as unknown as Data });
  }, [record, fromPuck, dispatch]);
  return null;
}

/** Puck's own Ctrl+Z would undo only this page; the session's history takes the keys (see useUndoKeys). */
function Layout({
  types,
  title,
  translation,
  behind,
  ahead,
}: {
  types: string[];
  title: string;
  translation?: Translation;
  behind: Behind[];
  ahead: Behind[];
}) {
  const added = useRef<number | undefined>(undefined);
  const dispatch = usePuckState((s) => s.dispatch);
  const { site } = useStore();
  // A section of the original copied into its place here, its links led to this language's pages where the site has
  // them (as "Add the Spanish version" does), and selected, its fields taking the keyboard.
  const copySection = (missing: Missing) => {
    if (!translation) return;
    const block = relink(structuredClone(missing.block), versionAddresses(site, translation.language)) as Block;
    const item = blockToItem(block);
    added.current = missing.at;
    dispatch({
      type: "setData",
      data: (previous) => ({
        content: [...previous.content.slice(0, missing.at), item, ...previous.content.slice(missing.at)],
      }),
    });
    dispatch({ type: "setUi", ui: { itemSelector: { index: missing.at, zone: ZONE } } });
  };
  return (
    <div className="page-editor">
      <JumpToSection />
      <aside className="panel panel-left" aria-label="Sections">
        <h2>Add a section</h2>
        <AddSection types={types} added={added} />
        <p className="field-help">Or drag a type onto the page:</p>
        <Puck.Components />
        <h2>Sections on this page</h2>
        <SectionList translation={translation} />
      </aside>
      <Canvas title={title} />
      <aside className="panel panel-right" aria-label="Fields">
        {translation ? <TranslationStatus translation={translation} behind={behind} onCopy={copySection} /> : null}
        <AheadStatus ahead={ahead} />
        <SectionActions added={added} />
        <Puck.Fields />
      </aside>
    </div>
  );
}

/** A date as site.json writes it and the site can show: 2025-09-01; anything else, not yet. */
const shownDate = (value: unknown): string | undefined =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : undefined;

/**
 * A post on the canvas as visitors see it: its date, heading and picture above its sections (the site's PostFrame),
 * each as far as it is written yet. Should the post's own fields not draw, its sections still do.
 */
function PostCanvasFrame({ record, children }: { record: Record<string, unknown>; children: ReactNode }) {
  const image = record.image as { src?: unknown; alt?: unknown } | undefined;
  const post: ComponentProps<typeof PostFrame>["post"] = {
    title: String(record.title ?? ""),
    heading: typeof record.heading === "string" && record.heading.trim() ? record.heading : undefined,
    published: shownDate(record.published),
    displayDate: shownDate(record.displayDate),
    image: typeof image?.src === "string" && image.src ? { src: image.src, alt: String(image.alt ?? "") } : undefined,
  };
  return (
    <Boundary fallback={children}>
      <PostFrame post={post}>{children}</PostFrame>
    </Boundary>
  );
}

/**
 * What the sections of `type` on the pages and posts in `language` (the site's own where undefined) say in `key`: the
 * first one's text.
 */
export function sharedWords(site: unknown, language: unknown, type: string, key: string): string | undefined {
  const own = getAt(site, ["site", "language"]);
  const wanted = language ?? own;
  for (const collection of ["pages", "posts"] as const) {
    const list = getAt(site, [collection]);
    if (!Array.isArray(list)) continue;
    for (const entry of list as { language?: unknown; blocks?: unknown }[]) {
      if ((entry?.language ?? own) !== wanted || !Array.isArray(entry.blocks)) continue;
      for (const block of entry.blocks as Record<string, unknown>[]) {
        const words = block?.type === type ? block[key] : undefined;
        if (typeof words === "string" && /\S/.test(words)) return words;
      }
    }
  }
  return undefined;
}

export function PageScreen({ collection }: { collection: Collection }) {
  const { index: indexParam } = useParams();
  const index = Number(indexParam);
  const store = useStore();
  const { site, schema, update, generation, opened } = store;
  const record = getAt(site, [collection, index]) as Record<string, unknown> | undefined;
  const recordSchema = schema.properties?.[collection]?.items as JsonSchema;
  // The block types this record may hold (a post, no hero), in the schema's order.
  const types = useMemo(
    () =>
      blockTypesIn(
        collection === "posts" ? "post" : "page",
        [...blockSchemas(schema).keys()].filter((t) => t in registry),
      ),
    [schema, collection],
  );
  // A new section's interface words (a gallery's "Close") as another section of its type in this language says them.
  const latest = useRef({ site, language: record?.language });
  latest.current = { site, language: record?.language };
  const config = useMemo(
    () =>
      buildConfig({
        siteSchema: schema,
        recordSchema,
        registry: registry as never,
        shell: Shell,
        offered: types,
        ...(collection === "posts" ? { frame: PostCanvasFrame } : {}),
        sharedWords: (type, key) => sharedWords(latest.current.site, latest.current.language, type, key),
      }),
    [schema, recordSchema, types, collection],
  );
  // The record as Puck last made it (or was given it): a record the store holds that differs was changed elsewhere.
  const fromPuck = useRef<unknown>(record);
  // Puck reads its data once; it is made again only when the history moves (undo, redo, reload).
  const data = useMemo(
    () => {
      fromPuck.current = record;
      return record ? (toPuckData(record) as unknown as Data) : undefined;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [collection, index, generation],
  );
  const recordRef = useRef(record);
  recordRef.current = record;
  const translation = useMemo(() => translationOf(site, collection, index), [site, collection, index]);
  // Texts behind a change: here, to the original; in the translations, to this page.
  const behind = useMemo(() => behindIn(opened, site, collection, index), [opened, site, collection, index]);
  const ahead = useMemo(() => behindOf(opened, site, collection, index), [opened, site, collection, index]);
  const translated = useMemo(() => pageNotes(translation, behind, ahead), [translation, behind, ahead]);

  if (!record || !data) {
    return (
      <div className="screen">
        <h1>Not found</h1>
        <p>
          There is no {collection === "pages" ? "page" : "post"} number {index + 1}.{" "}
          <Link to="/">Back to the list</Link>
        </p>
      </div>
    );
  }
  const title = String(record.title ?? record.path ?? "");
  return (
    <PagePathContext.Provider value={[collection, index]}>
      <TranslationContext.Provider value={translated}>
        <SiteRender path={String(record.path ?? "/")}>
          <h1 className="visually-hidden">Editing {title}</h1>
          <Puck
            key={`${collection}-${index}-${generation}`}
            config={config}
            data={data}
            iframe={{ enabled: true, waitForStyles: false }}
            ui={{ viewports: { current: { width: "100%", height: "auto" }, controlsVisible: false, options: [] } }}
            viewports={VIEWPORTS.map((v) => ({ width: v.width, height: "auto", label: v.label }))}
            overrides={{ iframe: CanvasFrame, actionBar: NoActionBar }}
            onChange={(next: Data) => {
              const current = recordRef.current;
              if (!current) return;
              const page = fromPuckData(current, next as never);
              fromPuck.current = page;
              update((s) => setAt(s, [collection, index], page) as typeof s, `puck:${collection}:${index}`);
            }}
          >
            <SyncFromStore record={record} fromPuck={fromPuck} />
            <Layout types={types} title={title} translation={translation} behind={behind} ahead={ahead} />
          </Puck>
        </SiteRender>
      </TranslationContext.Provider>
    </PagePathContext.Provider>
  );
}
