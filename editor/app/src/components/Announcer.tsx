/**
 * What changed where the owner is not looking, said to screen readers: a section moved, added or removed, an item
 * added, a screen opened, the translations behind a change. One polite status region, there from the start (a region
 * made together with its words is not read out).
 */
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";

const AnnounceContext = createContext<(words: string) => void>(() => {});

/** Says `words` through the editor's status region (the same words twice are said twice). */
export const useAnnounce = () => useContext(AnnounceContext);

export function AnnounceProvider({ children }: { children: ReactNode }) {
  const [said, setSaid] = useState("");
  const frame = useRef(0);
  const announce = useCallback((words: string) => {
    // Emptied first, then filled on the next frame: the same words again are a change too.
    cancelAnimationFrame(frame.current);
    setSaid("");
    frame.current = requestAnimationFrame(() => setSaid(words));
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
