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

/** A section of the original as the box names it: its type in words, and its heading where it has one. */
export const sectionNamed = ({ type, block }: { type: string; block: Record<string, unknown> }): string =>
  `${labelFor(type)}${typeof block.heading === "string" ? ` “${block.heading}”` : ""}`;

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
        {languageName(language)} version of {original.path}
      </h2>
      <p role="status">
        {same.length === 0
          ? `No text reads as on the ${from} page any more.`
          : `${same.length} ${same.length === 1 ? "text reads" : "texts read"} word for word as on the ${from} page.`}
      </p>
      {same.length ? (
        <button type="button" onClick={next}>
          Go to the next one
        </button>
      ) : null}
      {behind.length ? (
        <p className="behind-status">
          {texts ? (
            <>
              {texts === 1 ? "1 text" : `${texts} texts`} of the {from} page changed, and{" "}
              {texts === 1 ? "its translation here still reads" : "their translations here still read"} as before.{" "}
            </>
          ) : null}
          {pictures ? (
            <>
              {pictures === 1 ? "1 picture" : `${pictures} pictures`} of the {from} page{" "}
              {pictures === 1 ? "was" : "were"} replaced, and this page still shows{" "}
              {pictures === 1 ? "the one" : "the ones"} from before.{" "}
            </>
          ) : null}
          <button type="button" onClick={nextBehind}>
            Go to the next changed one
          </button>
        </p>
      ) : null}
      {missing.length ? (
        <ul className="missing-sections">
          {missing.map((section) => (
            <li key={section.from}>
              The {from} page's section {section.from + 1}, {sectionNamed(section)}, has none in its place here.{" "}
              <button
                type="button"
                onClick={() => onCopy(section)}
                aria-label={`Copy it here: section ${section.from + 1} (${labelFor(section.type)})`}
              >
                Copy it here
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {shorter.length ? (
        <ul className="missing-sections">
          {shorter.map((list) => {
            const noun = list.key === "items" ? "items" : labelFor(list.key).toLowerCase();
            return (
              <li key={`${list.from}.${list.key}`}>
                The {from} page's section {list.from + 1}, {sectionNamed(list)}, has {list.theirs} {noun}; this one has{" "}
                {list.ours}.{" "}
                <button
                  type="button"
                  onClick={() => goTo(list)}
                  aria-label={`Go to them: section ${list.at + 1} (${labelFor(list.type)})`}
                >
                  Go to them
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
  // Said when it first appears: it shows above the fields, away from the one being typed in.
  const announce = useAnnounce();
  const shown = ahead.length > 0;
  const was = useRef(shown);
  useEffect(() => {
    if (shown && !was.current) announce("Changed here, not yet in the translations: see above the page.");
    was.current = shown;
  }, [shown, announce]);
  if (!ahead.length) return null;
  // One line for each translation, by its screen, in the order found.
  const byVersion = groupedBy(ahead, (text) => pathKey(text.path.slice(0, 2)));
  return (
    <section className="ahead-status" aria-labelledby="ahead-status-title">
      <TriangleAlert aria-hidden size={16} className="ahead-icon" />
      <h2 id="ahead-status-title">Changed here, not yet in the translations</h2>
      <ul>
        {[...byVersion].map(([key, texts]) => {
          const name = languageName(texts[0]!.language);
          return (
            <li key={key}>
              <span className="ahead-said">
                {name} version: {inWords(texts)} as before your changes.
              </span>{" "}
              <button
                type="button"
                className="link-button"
                onClick={() => jumpTo(navigate, texts[0]!.path)}
                aria-label={`Go to the ${name} version`}
              >
                Go there
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** "1 text reads", "2 texts read and 1 picture shows": what of a translation is as before a change. */
function inWords(behind: readonly Behind[]): string {
  const pictures = behind.filter((text) => text.picture).length;
  const texts = behind.length - pictures;
  return [
    texts ? `${texts} ${texts === 1 ? "text reads" : "texts read"}` : "",
    pictures ? `${pictures} ${pictures === 1 ? "picture shows" : "pictures show"}` : "",
  ]
    .filter(Boolean)
    .join(" and ");
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
