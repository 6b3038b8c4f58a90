/**
 * The site drawn inside the editor as visitors see it: at a phone's, a tablet's or a desktop's width, scaled down to
 * the space it has, with the theme's colours, fonts and corners as the build writes them. The page screen's canvas
 * (Puck's frame) and the settings screens' preview (SitePreview.tsx) both draw the site this way.
 */
import { createContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import siteCss from "../../../../src/styles/site.css?inline";
import { RenderProvider, renderContextFor } from "../../../../src/layout/context.tsx";
import { derivePalette } from "../../../../src/theme/palette.ts";
import { rootRule } from "../../../../src/theme/variables.ts";
import { fillPlaceholders, placeholderValues } from "../../../../src/site/placeholders.ts";
import type { ResponsiveImage } from "../../../../src/images/manifest.ts";
import type { SiteData } from "../../../../schema/site.ts";
import canvasCss from "./canvas.css?inline";
import { previewUrl } from "../store/api.ts";
import { useStore, type Store } from "../store/StoreProvider.tsx";
import { useEditorLanguage, useT } from "../i18n/useT.ts";
import { formatMessage } from "../i18n/format.ts";
import type { EditorLanguage } from "../i18n/language.ts";

export const VIEWPORTS = [
  { width: 375, label: "Phone", words: "page.preview.phone" },
  { width: 768, label: "Tablet", words: "page.preview.tablet" },
  { width: 1280, label: "Desktop", words: "page.preview.desktop" },
] as const;

/** The parts of the site filled before, for the values they were filled with: a keystroke fills only what it changed. */
let fills: { values: string; known: WeakMap<object, unknown> } | undefined;

/** The site with {phone}, {businessName} and {year} filled as the build fills them (as written while they cannot be). */
export function filled(site: SiteData): SiteData {
  try {
    const values = placeholderValues(site);
    const key = JSON.stringify(values);
    if (fills?.values !== key) fills = { values: key, known: new WeakMap() };
    return fillPlaceholders(site, values, fills.known);
  } catch {
    return site;
  }
}

/** The theme's colours, fonts and corners as the build writes them; the fonts' files come from the editor. */
function themeCss(site: SiteData, fonts: Store["fonts"]): string {
  try {
    const radius = Number(site.theme.radius);
    const [heading, body] = [fonts[site.theme.fonts.heading], fonts[site.theme.fonts.body]];
    const faces = [...new Set([heading?.css, body?.css].filter(Boolean))].join("\n");
    const families = {
      heading: heading?.family ?? "system-ui,sans-serif",
      body: body?.family ?? "system-ui,sans-serif",
    };
    return `${faces}\n${rootRule(derivePalette(site.theme), families, radius)}`;
  } catch {
    return "";
  }
}

/**
 * Dresses a frame's document as a page of the site: the site's styles and the theme (kept up to date as the owner
 * edits it), the page's language, a title for assistive technology, and links and forms that lead nowhere (the frame
 * is a picture of the page: followed, a link would load the editor itself at that address).
 */
export function useSiteFrame(frame: Document | undefined, title: string, language: string): void {
  const { site, fonts } = useStore();
  const theme = useMemo(() => themeCss(site as unknown as SiteData, fonts), [site, fonts]);
  useLayoutEffect(() => {
    if (!frame) return;
    const style = frame.createElement("style");
    style.textContent = theme;
    frame.head.prepend(style);
    return () => style.remove();
  }, [frame, theme]);
  useLayoutEffect(() => {
    if (!frame) return;
    const style = frame.createElement("style");
    style.textContent = `${siteCss}\n${canvasCss}`;
    frame.head.appendChild(style);
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
  useLayoutEffect(() => {
    frame?.defaultView?.frameElement?.setAttribute("title", title);
  }, [frame, title]);
  // The page's language, kept: Puck copies the editor's own (English) onto its frame once it has drawn it.
  useLayoutEffect(() => {
    if (!frame) return;
    const root = frame.documentElement;
    const keep = () => {
      if (root.lang !== language) root.lang = language;
    };
    keep();
    const observer = new MutationObserver(keep);
    observer.observe(root, { attributes: true, attributeFilter: ["lang"] });
    return () => observer.disconnect();
  }, [frame, language]);
}

/** How an empty picture's image begins: told apart from a chosen picture by it (canvas-hooks.ts). */
const EMPTY_PICTURE_START = "data:image/svg+xml,%3Csvg%20data-empty-picture";

export const isEmptyPicture = (src: string | null): boolean => Boolean(src?.startsWith(EMPTY_PICTURE_START));

/**
 * What an empty picture slot shows on the canvas (a gallery item whose picture is still to choose): a grey frame
 * saying so in the editor's language, rather than a broken image and a request for no file. Clicked, its field takes
 * the keyboard (canvas-hooks.ts).
 */
export function emptyPicture(language: EditorLanguage): ResponsiveImage {
  const words = formatMessage(language, "page.preview.emptyPicture").replace(/[<>&]/g, "");
  return {
    width: 1200,
    height: 800,
    avif: "",
    webp: "",
    fallback:
      "data:image/svg+xml," +
      encodeURIComponent(
        '<svg data-empty-picture="" xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">' +
          '<rect width="1200" height="800" fill="#e5e7eb"/>' +
          '<text x="600" y="420" font-family="sans-serif" font-size="44" text-anchor="middle" fill="#4b5563">' +
          `${words}</text></svg>`,
      ),
  };
}

/** The site's render context for the page at `path`: its language, its placeholders filled, its pictures the editor's. */
export function SiteRender({ path, children }: { path: string; children: ReactNode }) {
  const { site, images } = useStore();
  const language = useEditorLanguage();
  const sizes = useMemo(() => new Map(images.map((image) => [image.src, image])), [images]);
  const context = useMemo(
    () =>
      renderContextFor(filled(site as unknown as SiteData), path, undefined, (src: string): ResponsiveImage =>
        !src
          ? emptyPicture(language)
          : ({
              width: sizes.get(src)?.width,
              height: sizes.get(src)?.height,
              avif: "",
              webp: "",
              fallback: previewUrl(src),
            } as ResponsiveImage),
      ),
    [site, path, sizes, language],
  );
  return <RenderProvider value={context}>{children}</RenderProvider>;
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

/** How much the site is scaled down on screen (1: drawn at its size), for the editor's marks on it to keep their size. */
export const ScaleContext = createContext(1);

/**
 * The site at the width chosen (phone, tablet, desktop), scaled down to fit the space when it is wider, so the page
 * lays out exactly as it does on that device. `children` fill the frame: Puck's canvas, or a frame of the preview's.
 */
export function ScaledSite({ label, children }: { label: string; children: ReactNode }) {
  const [width, setWidthState] = useState<number>(startWidth);
  const t = useT();
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
    <section className="canvas" aria-label={label}>
      <div role="group" aria-label={t("page.preview.width")} className="button-row viewport-switch">
        {VIEWPORTS.map((viewport) => (
          <button
            key={viewport.width}
            type="button"
            aria-pressed={width === viewport.width}
            onClick={() => setWidth(viewport.width)}
          >
            {t(viewport.words, { width: String(viewport.width) })}
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
          <ScaleContext.Provider value={scale}>{children}</ScaleContext.Provider>
        </div>
      </div>
    </section>
  );
}
