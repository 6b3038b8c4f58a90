/** The box above a translated page: what is left to translate or behind a change, and a way to each. */
import { useEffect, useRef } from "react";
import { TriangleAlert } from "lucide-react";
import { useAnnounce } from "./Announcer.tsx";
import { useNavigate } from "react-router-dom";
import type { Behind } from "../model/behind.ts";
import { pathKey, type Path } from "../model/paths.ts";
import { labelFor } from "../model/schema.ts";
import type { Missing, Shorter, Translation } from "../model/translations.ts";
import { groupedBy } from "../model/field-notes.ts";
import { languageName } from "../model/words.ts";
import { jumpTo, type JumpState } from "./jump.ts";
import { t as translate, useT } from "../i18n/useT.ts";

/** A section of the original as the box names it: its type in words, and its heading where it has one. */
export const sectionNamed = ({ type, block }: { type: string; block: Record<string, unknown> }): string =>
  typeof block.heading === "string"
    ? translate("problems.translation.section", { type: labelFor(type), heading: block.heading })
    : labelFor(type);

/** How much of the page is left to translate, and a way from one such text to the next. */
export function TranslationStatus({
  translation,
  behind,
  onCopy,
}: {
  translation: Translation;
  /** Its texts behind a change to the original (behind.ts). */
  behind: readonly Behind[];
  /** Puts a copy of the original's section in its place here, to translate. */
  onCopy: (missing: Missing) => void;
}) {
  const { original, language, same, all, missing, shorter } = translation;
  const t = useT();
  const from = languageName(original.language);
  // The page's own screen: every path starts with its collection and index.
  const page = all[0]?.slice(0, 2);
  const screen = page ? `/${String(page[0])}/${String(page[1])}` : "/";
  const next = useNextOf(same, all, screen);
  const nextBehind = useNextOf(
    behind.map((text) => text.path),
    [...all, ...behind.filter((text) => text.picture).map((picture) => picture.path)],
    screen,
  );
  const [texts, pictures] = [
    behind.filter((text) => !text.picture).length,
    behind.filter((text) => text.picture).length,
  ];
  const navigate = useNavigate();
  const pinned = useRoomForPinned();
  // A shorter list: its last item here (or the list itself when it has none), where the owner adds what it lacks.
  const goTo = (list: Shorter) => {
    if (!page) return;
    const at: Path = [...page, "blocks", list.at, list.key, ...(list.ours ? [list.ours - 1] : [])];
    const state: JumpState = { jump: at, at: Date.now() };
    navigate(screen, { state, replace: true });
  };
  return (
    <section className="translation-status" aria-labelledby="translation-status-title" ref={pinned}>
      <h2 id="translation-status-title">
        {t("problems.translation.title", { language: languageName(language), address: original.path })}
      </h2>
      <p role="status">
        {same.length === 0
          ? t("problems.translation.none", { from })
          : t("problems.translation.same", { count: same.length, from })}
      </p>
      {same.length ? (
        <button type="button" onClick={next}>
          {t("problems.translation.next")}
        </button>
      ) : null}
      {behind.length ? (
        <p className="behind-status">
          {texts ? <>{t("problems.translation.textsBehind", { count: texts, from })} </> : null}
          {pictures ? <>{t("problems.translation.picturesBehind", { count: pictures, from })} </> : null}
          <button type="button" onClick={nextBehind}>
            {t("problems.translation.nextChanged")}
          </button>
        </p>
      ) : null}
      {missing.length ? (
        <ul className="missing-sections">
          {missing.map((section) => (
            <li key={section.from}>
              {t("problems.translation.missing", { from, number: section.from + 1, section: sectionNamed(section) })}{" "}
              <button
                type="button"
                onClick={() => onCopy(section)}
                aria-label={t("problems.translation.copyName", {
                  number: section.from + 1,
                  type: labelFor(section.type),
                })}
              >
                {t("problems.translation.copy")}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {shorter.length ? (
        <ul className="missing-sections">
          {shorter.map((list) => {
            const noun = list.key === "items" ? t("problems.translation.items") : labelFor(list.key).toLowerCase();
            return (
              <li key={`${list.from}.${list.key}`}>
                {t("problems.translation.shorter", {
                  from,
                  number: list.from + 1,
                  section: sectionNamed(list),
                  theirs: list.theirs,
                  noun,
                  ours: list.ours,
                })}{" "}
                <button
                  type="button"
                  onClick={() => goTo(list)}
                  aria-label={t("problems.translation.goToThemName", {
                    number: list.at + 1,
                    type: labelFor(list.type),
                  })}
                >
                  {t("problems.translation.goToThem")}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * On an original's screen: the translations whose texts still read as before a change made here (behind.ts), each
 * with a way to the first such text. One line above the canvas, where it covers no field.
 */
export function AheadStatus({ ahead }: { ahead: readonly Behind[] }) {
  const navigate = useNavigate();
  const t = useT();
  // Said when it first appears: it shows above the fields, away from the one being typed in.
  const announce = useAnnounce();
  const shown = ahead.length > 0;
  const was = useRef(shown);
  useEffect(() => {
    if (shown && !was.current) announce(translate("problems.ahead.announce"));
    was.current = shown;
  }, [shown, announce]);
  if (!ahead.length) return null;
  // One line for each translation, by its screen, in the order found.
  const byVersion = groupedBy(ahead, (text) => pathKey(text.path.slice(0, 2)));
  return (
    <section className="ahead-status" aria-labelledby="ahead-status-title">
      <TriangleAlert aria-hidden size={16} className="ahead-icon" />
      <h2 id="ahead-status-title">{t("problems.ahead.title")}</h2>
      <ul>
        {[...byVersion].map(([key, texts]) => {
          const name = languageName(texts[0]!.language);
          const pictures = texts.filter((text) => text.picture).length;
          const changed = texts.length - pictures;
          return (
            <li key={key}>
              <span className="ahead-said">
                {t("problems.ahead.line", {
                  language: name,
                  texts: changed,
                  pictures,
                  both: changed && pictures ? "yes" : "no",
                })}
              </span>{" "}
              <button
                type="button"
                className="link-button"
                onClick={() => jumpTo(navigate, texts[0]!.path)}
                aria-label={t("problems.ahead.goName", { language: name })}
              >
                {t("problems.ahead.go")}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The box's height while it is pinned (beside the canvas, or under the top bar of a settings screen), as
 * `--pinned-height` on the document: the panel and the window keep that much room above a control the keyboard
 * reaches (styles/fields.css), so none is hidden under the box.
 */
function useRoomForPinned() {
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      const pinned = getComputedStyle(element).position === "sticky";
      root.style.setProperty("--pinned-height", `${pinned ? element.getBoundingClientRect().height : 0}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
      root.style.removeProperty("--pinned-height");
    };
  }, []);
  return box;
}

/** "Go to the next one": the first of `same` after the last one gone to, in the order of `all`, on the screen `at`. */
export function useNextOf(same: Path[], all: Path[], at: string): () => void {
  const navigate = useNavigate();
  const last = useRef<string | undefined>(undefined);
  return () => {
    const order = all.map(pathKey);
    const from = last.current === undefined ? -1 : order.indexOf(last.current);
    const target = same.find((path) => order.indexOf(pathKey(path)) > from) ?? same[0];
    if (!target) return;
    last.current = pathKey(target);
    const state: JumpState = { jump: target, at: Date.now() };
    navigate(at, { state, replace: true });
  };
}
