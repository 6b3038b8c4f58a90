/**
 * What changed where the owner is not looking, said to screen readers: a section moved, added or removed, an item
 * added, a screen opened, the translations behind a change. One polite status region, there from the start (a region
 * made together with its words is not read out).
 */
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";

/** How soon after the first of them announcements are said as one. */
const TOGETHER_MS = 700;

type Announce = (words: string, options?: { fresh?: boolean }) => void;
const AnnounceContext = createContext<Announce>(() => {});

/**
 * Says `words` through the editor's status region (the same words twice are said twice); `fresh` words (a screen
 * opened) are said alone, not after what the screen before said.
 */
export const useAnnounce = () => useContext(AnnounceContext);

export function AnnounceProvider({ children }: { children: ReactNode }) {
  const [said, setSaid] = useState("");
  const frame = useRef(0);
  // Words asked for within a moment of each other (a section duplicated, then the translations behind) said together.
  const recent = useRef<{ words: string[]; at: number }>({ words: [], at: 0 });
  const announce = useCallback<Announce>((words, options) => {
    const now = performance.now();
    const together = !options?.fresh && now - recent.current.at < TOGETHER_MS;
    recent.current = together
      ? { words: [...recent.current.words, words], at: recent.current.at }
      : { words: [words], at: now };
    // Emptied first, then filled on the next frame: the same words again are a change too.
    cancelAnimationFrame(frame.current);
    setSaid("");
    frame.current = requestAnimationFrame(() => setSaid(recent.current.words.join(" ")));
  }, []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <p role="status" className="visually-hidden announcements">
        {said}
      </p>
    </AnnounceContext.Provider>
  );
}
