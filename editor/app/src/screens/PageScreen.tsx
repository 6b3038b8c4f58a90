/**
 * A page or a post, composed visually: the real block components on Puck's canvas inside the site's own
 * header and footer, a palette of block types, the page's sections in order, and the selected section's fields.
 * Puck holds the page while it is open; every change goes straight into the editor's store, whose undo history
 * spans the whole session (Ctrl/Cmd+Z here, in the fields and in the canvas).
 */
import { useEffect, useMemo, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { Puck, createUsePuck, type Data } from "@puckeditor/core";
import "@puckeditor/core/no-external.css";
import { Link, useLocation, useParams } from "react-router-dom";
import { retryFocus, type JumpState } from "../App.tsx";
import siteCss from "../../../../src/styles/site.css?inline";
import { registry } from "../../../../src/blocks/registry.ts";
import { PostFrame } from "../../../../src/layout/PostView.tsx";
import { Shell } from "../../../../src/layout/Shell.tsx";
import { RenderProvider, renderContextFor } from "../../../../src/layout/context.tsx";
import { derivePalette } from "../../../../src/theme/palette.ts";
import { colourProperties } from "../../../../src/theme/variables.ts";
import { fillPlaceholders, placeholderValues } from "../../../../src/content/placeholders.ts";
import type { ResponsiveImage } from "../../../../src/images/manifest.ts";
import type { SiteData } from "../../../../schema/site.ts";
import canvasCss from "../canvas.css?inline";
import { previewUrl } from "../images.tsx";
import { Boundary, buildConfig, PagePathContext } from "../puck-config.tsx";
import { blockTypesIn } from "../../../../src/content/rules/heroes.ts";
import { fromPuckData, toPuckData } from "../puck-data.ts";
import { blockSchemas, labelFor, type JsonSchema } from "../schema.ts";
import { getAt, setAt, useStore, type Store } from "../store.tsx";

const usePuckState = createUsePuck();
const ZONE = "root:default-zone";

/** The parts of the site filled before, for the values they were filled with: a keystroke fills only what it changed. */
let fills: { values: string; known: WeakMap<object, unknown> } | undefined;

function filled(site: SiteData): SiteData {
  try {
    const values = placeholderValues(site);
    const key = JSON.stringify(values);
    if (fills?.values !== key) fills = { values: key, known: new WeakMap() };
    return fillPlaceholders(site, values, fills.known);
  } catch {
    return site;
  }
}

export type Collection = "pages" | "posts";

const VIEWPORTS = [
  { width: 375, label: "Phone" },
  { width: 768, label: "Tablet" },
  { width: 1280, label: "Desktop" },
] as const;

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

/** The theme's colours, fonts and corners as the build writes them; the fonts' files come from the editor. */
function themeCss(site: SiteData, fonts: Store["fonts"]): string {
  try {
    const radius = Number(site.theme.radius);
    const [heading, body] = [fonts[site.theme.fonts.heading], fonts[site.theme.fonts.body]];
    const faces = [...new Set([heading?.css, body?.css].filter(Boolean))].join("\n");
    return `${faces}\n:root{${[
      ...colourProperties(derivePalette(site.theme)),
      `--font-heading:${heading?.family ?? "system-ui,sans-serif"}`,
      `--font-body:${body?.family ?? "system-ui,sans-serif"}`,
      `--radius:${radius}px`,
      `--radius-small:${Math.round((radius * 2) / 3)}px`,
    ].join(";")}}`;
  } catch {
    return "";
  }
}

function CanvasFrame({ children, document: frame }: { children: ReactNode; document?: Document }) {
  const { undo, redo, site, fonts } = useStore();
  const theme = useMemo(() => themeCss(site as unknown as SiteData, fonts), [site, fonts]);
  useEffect(() => {
    if (!frame) return;
    const style = frame.createElement("style");
    style.textContent = theme;
    frame.head.prepend(style);
    return () => style.remove();
  }, [frame, theme]);
  useEffect(() => {
    if (!frame) return;
    const style = frame.createElement("style");
    style.textContent = `${siteCss}\n${canvasCss}`;
    frame.head.appendChild(style);
    frame.documentElement.lang = document.documentElement.lang;
    const element = frame.defaultView?.frameElement;
    if (element) element.setAttribute("title", "Preview of the page");
    // The canvas is a picture of the page: its links and forms (the header's, the footer's) lead nowhere here,
    // or the frame would load the editor itself at that address.
    const stay = (event: Event) => {
      if (event.type === "submit" || (event.target as Element | null)?.closest?.("a[href]")) event.preventDefault();
    };
    frame.addEventListener("click", stay, true);
    frame.addEventListener("submit", stay, true);
    return () => {
      frame.removeEventListener("click", stay, true);
      frame.removeEventListener("submit", stay, true);
      style.remove();
    };
  }, [frame]);
  useUndoKeys(frame, undo, redo);
  return <>{children}</>;
}

/**
 * Puck's own bar above the selected section (its type, copy, delete) drawn as nothing: the panel beside the canvas
 * names the section and holds its actions, in words. Drawn above the section, the bar covered the site's header (its
 * menu button) whenever the first section was selected.
 */
const NoActionBar = () => <></>;

function AddSection({ types }: { types: string[] }) {
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
          dispatch({ type: "insert", componentType: type, destinationIndex: at, destinationZone: ZONE });
          dispatch({ type: "setUi", ui: { itemSelector: { index: at, zone: ZONE } } });
        }}
      >
        {selected === undefined ? "Add at the end" : "Add after the selected section"}
      </button>
    </div>
  );
}

function SectionActions() {
  const dispatch = usePuckState((s) => s.dispatch);
  const selected = usePuckState((s) => s.appState.ui.itemSelector?.index);
  const item = usePuckState((s) => s.selectedItem);
  const count = usePuckState((s) => s.appState.data.content.length);
  if (selected === undefined || !item) {
    return <p className="fields-title">Page settings</p>;
  }
  const name = `${labelFor(item.type).toLowerCase()} section`;
  const reorder = (to: number) => {
    dispatch({ type: "reorder", sourceIndex: selected, destinationIndex: to, destinationZone: ZONE });
    dispatch({ type: "setUi", ui: { itemSelector: { index: to, zone: ZONE } } });
  };
  return (
    <div className="section-actions">
      <p className="fields-title">
        Section {selected + 1} of {count}: {labelFor(item.type)}
      </p>
      <div role="group" aria-label={`Actions for the ${name}`} className="button-row">
        <button type="button" disabled={selected === 0} onClick={() => reorder(selected - 1)}>
          Move up
        </button>
        <button type="button" disabled={selected === count - 1} onClick={() => reorder(selected + 1)}>
          Move down
        </button>
        <button type="button" onClick={() => dispatch({ type: "duplicate", sourceIndex: selected, sourceZone: ZONE })}>
          Duplicate
        </button>
        <button
          type="button"
          onClick={() => {
            dispatch({ type: "remove", index: selected, zone: ZONE });
            dispatch({ type: "setUi", ui: { itemSelector: null } });
          }}
        >
          Remove
        </button>
        <button type="button" onClick={() => dispatch({ type: "setUi", ui: { itemSelector: null } })}>
          Page settings
        </button>
      </div>
    </div>
  );
}

/** The page's sections in order, each a button that selects it: the keyboard's way into the canvas. */
function SectionList() {
  const dispatch = usePuckState((s) => s.dispatch);
  const selected = usePuckState((s) => s.appState.ui.itemSelector?.index);
  const content = usePuckState((s) => s.appState.data.content);
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
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The width the owner last chose in this tab, kept from page to page (and across a reload). Before any choice: the
 * phone's on a screen narrower than a tablet (the desktop page scaled down to a phone's width is too small to read or
 * to click in), else the desktop's.
 */
const WIDTH_KEY = "site-editor:preview-width";
function startWidth(): number {
  const chosen = Number(sessionStorageOrNull()?.getItem(WIDTH_KEY));
  if (VIEWPORTS.some((viewport) => viewport.width === chosen)) return chosen;
  return window.innerWidth < VIEWPORTS[1].width ? VIEWPORTS[0].width : VIEWPORTS[2].width;
}
/** Storage can be refused (a browser's privacy setting): the choice is then kept for the page only. */
function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The canvas at the width chosen (phone, tablet, desktop), scaled down to fit the space when it is wider, so the
 * page lays out exactly as it does on that device.
 */
function Canvas({ title }: { title: string }) {
  const [width, setWidthState] = useState<number>(startWidth);
  const setWidth = (chosen: number) => {
    try {
      sessionStorageOrNull()?.setItem(WIDTH_KEY, String(chosen));
    } catch {
      // full or refused: kept for this page only
    }
    setWidthState(chosen);
  };
  const stage = useRef<HTMLDivElement>(null);
  const [space, setSpace] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSpace({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = space.width ? Math.min(1, (space.width - 16) / width) : 1;
  return (
    <section className="canvas" aria-label={`Preview of ${title}`}>
      <div role="group" aria-label="Preview width" className="button-row viewport-switch">
        {VIEWPORTS.map((viewport) => (
          <button
            key={viewport.width}
            type="button"
            aria-pressed={width === viewport.width}
            onClick={() => setWidth(viewport.width)}
          >
            {viewport.label} ({viewport.width} px)
          </button>
        ))}
      </div>
      <div className="canvas-stage" ref={stage}>
        <div
          className="canvas-frame"
          style={{
            width,
            height: space.height ? space.height / scale : "100%",
            transform: `scale(${scale})`,
            // Shown once its scale is known, so nothing is clicked while it resizes.
            visibility: space.width ? "visible" : "hidden",
            marginLeft: Math.max(8, (space.width - width * scale) / 2),
          }}
        >
          <Puck.Preview />
        </div>
      </div>
    </section>
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

/** Puck's own Ctrl+Z would undo only this page; the session's history takes the keys (see useUndoKeys). */
function Layout({ types, title }: { types: string[]; title: string }) {
  return (
    <div className="page-editor">
      <JumpToSection />
      <aside className="panel panel-left" aria-label="Sections">
        <h2>Add a section</h2>
        <AddSection types={types} />
        <p className="field-help">Or drag a type onto the page:</p>
        <Puck.Components />
        <h2>Sections on this page</h2>
        <SectionList />
      </aside>
      <Canvas title={title} />
      <aside className="panel panel-right" aria-label="Fields">
        <SectionActions />
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

export function PageScreen({ collection }: { collection: Collection }) {
  const { index: indexParam } = useParams();
  const index = Number(indexParam);
  const store = useStore();
  const { site, schema, update, generation, images } = store;
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
  const config = useMemo(
    () =>
      buildConfig({
        siteSchema: schema,
        recordSchema,
        registry: registry as never,
        shell: Shell,
        offered: types,
        ...(collection === "posts" ? { frame: PostCanvasFrame } : {}),
      }),
    [schema, recordSchema, types, collection],
  );
  // Puck reads its data once; it is made again only when the history moves (undo, redo, reload).
  const data = useMemo(
    () => (record ? (toPuckData(record) as unknown as Data) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [collection, index, generation],
  );
  const recordRef = useRef(record);
  recordRef.current = record;

  const sizes = useMemo(() => new Map(images.map((image) => [image.src, image])), [images]);
  const renderContext = useMemo(
    () =>
      renderContextFor(
        filled(site as unknown as SiteData),
        String(record?.path ?? "/"),
        undefined,
        (src: string): ResponsiveImage =>
          ({
            width: sizes.get(src)?.width,
            height: sizes.get(src)?.height,
            avif: "",
            webp: "",
            fallback: previewUrl(src),
          }) as ResponsiveImage,
      ),
    [site, record?.path, sizes],
  );

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
      <RenderProvider value={renderContext}>
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
            update((s) => setAt(s, [collection, index], page) as typeof s, `puck:${collection}:${index}`);
          }}
        >
          <Layout types={types} title={title} />
        </Puck>
      </RenderProvider>
    </PagePathContext.Provider>
  );
}
