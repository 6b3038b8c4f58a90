/**
 * Beside a settings screen (theme, business facts, header, footer, labels, not-found page…), a page of the site as
 * visitors see it, drawn again at each keystroke: what the change does shows where it shows, without leaving the
 * screen. The owner picks the page; the not-found page's screen shows that page, the Languages screen the second
 * language's home page, the layout labels' screen a post, the others the home page.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import type { PageData, PostData, SiteData } from "../../../../schema/site.ts";
import { NotFound } from "../../../../src/layout/NotFound.tsx";
import { PageView } from "../../../../src/layout/PageView.tsx";
import { PostView } from "../../../../src/layout/PostView.tsx";
import { Shell } from "../../../../src/layout/Shell.tsx";
import { Boundary } from "../canvas/puck-config.tsx";
import { filled, ScaledSite, SiteRender, useSiteFrame } from "../canvas/preview.tsx";
import { useStore } from "../store/StoreProvider.tsx";
import { useLanguageName, useT, type Translate } from "../i18n/useT.ts";
import { notFoundUrl, siteLanguages, type SiteLanguage } from "../../../../src/site/languages.ts";

/** The part of the page a screen edits, where it is not at the top of the page. */
const SHOWN_PART: Record<string, string> = { footer: ".site-footer" };

/**
 * What a screen edits that a visitor opens first, drawn open: the Header screen's menus (each dropdown, and the phone's
 * menu), which the pointer cannot open in a picture.
 */
const OPENED_PART: Record<string, (document: Document) => void> = {
  navigation: (document) => {
    for (const dropdown of document.querySelectorAll(".site-header .dropdown")) dropdown.setAttribute("data-open", "");
    for (const menu of document.querySelectorAll<HTMLDetailsElement>(".site-header details")) menu.open = true;
  },
};

/** A page, a post, or a language's not-found page (by its folder: "" or "/es"): what the preview can show. */
type Shown = { kind: "pages" | "posts"; index: number } | { kind: "notFound"; prefix: string };

const NOT_FOUND = "notFound";
const valueOf = (shown: Shown) =>
  shown.kind === "notFound" ? `${NOT_FOUND}:${shown.prefix}` : `${shown.kind}:${shown.index}`;
function shownOf(value: string): Shown {
  const [kind, at = ""] = value.split(":");
  return kind === "pages" || kind === "posts" ? { kind, index: Number(at) } : { kind: "notFound", prefix: at };
}

/** A frame of its own whose document the site is drawn into: the site's styles never meet the editor's. */
function SiteFrame({
  title,
  language,
  show,
  open,
  children,
}: {
  title: string;
  language: string;
  show: string | undefined;
  open: ((document: Document) => void) | undefined;
  children: ReactNode;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [document, setDocument] = useState<Document>();
  useSiteFrame(document, title, language);
  // The page goes in once the styles are: drawn before, its hidden parts (a menu) would show, then fade out.
  const [styled, setStyled] = useState<Document>();
  useEffect(() => {
    // A picture: its links and menus take neither the keyboard nor a click (a Tab from the form's last field would
    // otherwise walk through every link of the page), and it still scrolls under the pointer.
    if (document) document.body.inert = true;
    setStyled(document);
  }, [document]);
  // Brought into view when the page is first drawn (not at each keystroke: the owner may have scrolled since).
  useEffect(() => {
    // Scrolled in its own window only: scrollIntoView would scroll the editor's screen around it too.
    const [view, element] = [styled?.defaultView, show ? styled?.querySelector(show) : undefined];
    if (view && element) view.scrollTo(0, element.getBoundingClientRect().top + view.scrollY);
  }, [styled, show, title]);
  // At every drawing: a menu item added, or made a dropdown, is drawn open too.
  useLayoutEffect(() => {
    if (styled) open?.(styled);
  });
  return (
    <>
      <iframe
        ref={frame}
        title={title}
        className="site-frame"
        // A picture, its page inert: no tab stop of its own either (one with no focus ring, then <body>).
        tabIndex={-1}
        srcDoc="<!doctype html><html><head></head><body></body></html>"
        onLoad={() => setDocument(frame.current?.contentDocument ?? undefined)}
      />
      {styled ? createPortal(children, styled.body) : null}
    </>
  );
}

/**
 * "the not-found page", and on a site of more than one language, whose: "the not-found page in Spanish"; as a choice
 * of the list, with a capital.
 */
function notFoundName(
  t: Translate,
  languageName: (tag: string) => string,
  language: SiteLanguage | undefined,
  count: number,
  choice = false,
): string {
  if (count > 1 && language)
    return t(choice ? "settings.preview.notFoundChoiceIn" : "settings.preview.notFoundIn", {
      language: languageName(language.tag),
    });
  return t(choice ? "settings.preview.notFoundChoice" : "settings.preview.notFound");
}

export function SitePreview({ part }: { part: string }) {
  const { site } = useStore();
  const t = useT();
  const languageName = useLanguageName();
  // Drawn as the build draws them, {phone} and the like filled.
  const { pages = [], posts = [] } = filled(site as unknown as SiteData) as Partial<SiteData>;
  const home = Math.max(
    0,
    pages.findIndex((page) => page.path === "/"),
  );
  // The Languages screen shows the home page of the site's second language, where it has one.
  const second = (site.languages as { language?: unknown }[] | undefined)?.[0]?.language;
  const secondHome = pages.findIndex((page) => page.language === second && page.translationOf === "/");
  // Each language's not-found page, the site's own language first.
  const { site: facts, languages: added } = site as unknown as SiteData;
  const languages = useMemo(() => siteLanguages({ site: facts, languages: added } as SiteData), [facts, added]);
  const defaultNotFound: Shown = { kind: "notFound", prefix: "" };
  const [chosen, setChosen] = useState<Shown>(() => {
    if (part === NOT_FOUND || pages.length === 0) return defaultNotFound;
    // The layout's labels are a post's ways back to the blog and home.
    if (part === "labels" && posts.length) return { kind: "posts", index: 0 };
    return { kind: "pages", index: part === "languages" && secondHome >= 0 ? secondHome : home };
  });
  // A page or a language removed meanwhile (by undo, say): the home page instead.
  const gone =
    chosen.kind === "notFound"
      ? !languages.some((language) => language.prefix === chosen.prefix)
      : !(chosen.kind === "pages" ? pages : posts)[chosen.index];
  const shown: Shown = gone ? (pages.length ? { kind: "pages", index: home } : defaultNotFound) : chosen;
  const notFoundLanguage =
    shown.kind === "notFound" ? languages.find((language) => language.prefix === shown.prefix) : undefined;
  const record = shown.kind === "pages" ? pages[shown.index] : shown.kind === "posts" ? posts[shown.index] : undefined;
  const name = record
    ? String(record.title ?? record.path)
    : notFoundName(t, languageName, notFoundLanguage, languages.length);
  const drawn =
    shown.kind === "notFound" ? (
      <NotFound />
    ) : (
      <Shell>
        {shown.kind === "pages" ? <PageView page={record as PageData} /> : <PostView post={record as PostData} />}
      </Shell>
    );
  // Made again only when the pages change: on a site of 10,000 pages, not at each keystroke in the theme.
  const options = useMemo(
    () => (
      <>
        {pages.map((page, index) => (
          <option key={`p${index}`} value={`pages:${index}`}>
            {page.path} · {page.title}
          </option>
        ))}
        {posts.map((post, index) => (
          <option key={`b${index}`} value={`posts:${index}`}>
            {post.path} · {post.title}
          </option>
        ))}
        {languages.map((language) => (
          <option key={`n${language.prefix}`} value={`${NOT_FOUND}:${language.prefix}`}>
            {notFoundName(t, languageName, language, languages.length, true)}
          </option>
        ))}
      </>
    ),
    [pages, posts, languages, t, languageName],
  );
  return (
    <div className="site-preview" id="preview">
      <div className="site-preview-pick">
        <label htmlFor="preview-page">{t("settings.preview.pageShown")}</label>
        <select id="preview-page" value={valueOf(shown)} onChange={(event) => setChosen(shownOf(event.target.value))}>
          {options}
        </select>
      </div>
      <ScaledSite label={t("settings.preview.of", { name })}>
        <SiteFrame
          title={t("settings.preview.of", { name })}
          language={String(
            record?.language ??
              notFoundLanguage?.tag ??
              (site.site as { language?: unknown } | undefined)?.language ??
              "en",
          )}
          show={SHOWN_PART[part]}
          open={OPENED_PART[part]}
        >
          <SiteRender path={record ? String(record.path ?? "/") : notFoundUrl(notFoundLanguage?.prefix ?? "")}>
            <Boundary fallback={<p className="editor-section-unrenderable">{t("settings.preview.cannotDraw")}</p>}>
              {drawn}
            </Boundary>
          </SiteRender>
        </SiteFrame>
      </ScaledSite>
    </div>
  );
}
