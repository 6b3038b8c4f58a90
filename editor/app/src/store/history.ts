/** The site being edited and the session's undo history: every edit goes through `update`. */
import { useCallback, useRef, useState } from "react";
import { same } from "../../../../src/save/merge.ts";
import { differences } from "../model/difference.ts";
import type { Path } from "../model/paths.ts";
import type { Site } from "../model/site.ts";

const HISTORY_LIMIT = 200;
/** Keystrokes in one field within this time are one undo step. */
const COALESCE_MS = 800;

/** What the last undo or redo changed, and where: said, and the owner taken there (UndoNotice). */
export interface HistoryMove {
  kind: "undo" | "redo";
  /** The first places it changed (two at most: one, or more than one). */
  places: Path[];
  at: number;
}

export function useEditHistory(initial: Site) {
  const [lastMove, setLastMove] = useState<HistoryMove | undefined>();
  const [site, setSite] = useState<Site>(initial);
  const [generation, setGeneration] = useState(0);
  const [past, setPast] = useState<Site[]>([]);
  const [future, setFuture] = useState<Site[]>([]);
  const last = useRef<{ key?: string; at: number }>({ at: 0 });
  // The site now, for callbacks that run later than the render that made them.
  const siteRef = useRef(site);
  siteRef.current = site;

  const update = useCallback((change: (site: Site) => Site, coalesce?: string) => {
    const before = siteRef.current;
    const after = change(before);
    if (after === before || same(after, before)) return;
    const now = Date.now();
    const joins = coalesce !== undefined && last.current.key === coalesce && now - last.current.at < COALESCE_MS;
    last.current = { key: coalesce, at: now };
    if (!joins) setPast((list) => [...list.slice(-HISTORY_LIMIT + 1), before]);
    setFuture([]);
    siteRef.current = after;
    setSite(after);
  }, []);

  // The updaters below run later than this code: the site they move away from is read now, not in them.
  const undo = useCallback(() => {
    const current = siteRef.current;
    setPast((list) => {
      if (!list.length) return list;
      const previous = list[list.length - 1]!;
      setLastMove({ kind: "undo", places: differences(current, previous), at: Date.now() });
      setFuture((f) => [current, ...f]);
      siteRef.current = previous;
      setSite(previous);
      setGeneration((g) => g + 1);
      last.current = { at: 0 };
      return list.slice(0, -1);
    });
  }, []);

  const redo = useCallback(() => {
    const current = siteRef.current;
    setFuture((list) => {
      if (!list.length) return list;
      const next = list[0]!;
      setLastMove({ kind: "redo", places: differences(current, next), at: Date.now() });
      setPast((p) => [...p, current]);
      siteRef.current = next;
      setSite(next);
      setGeneration((g) => g + 1);
      last.current = { at: 0 };
      return list.slice(1);
    });
  }, []);

  /** Puts `next` in place of the site (a reload, a merge); `undoable` keeps the site it replaces to undo to. */
  const replace = useCallback((next: Site, undoable = false) => {
    if (undoable) {
      const current = siteRef.current;
      setPast((list) => [...list, current]);
    }
    siteRef.current = next;
    setSite(next);
    setGeneration((g) => g + 1);
  }, []);

  /**
   * Puts back work kept from an earlier visit: `states`, the site after each of its edits, become undo steps again
   * after the site as it is, the last of them the site.
   */
  const restore = useCallback((states: Site[]) => {
    const final = states[states.length - 1];
    if (!final) return;
    const current = siteRef.current;
    setPast((list) => [...list, current, ...states.slice(0, -1)].slice(-HISTORY_LIMIT));
    setFuture([]);
    siteRef.current = final;
    setSite(final);
    setGeneration((g) => g + 1);
    last.current = { at: 0 };
  }, []);

  /** Screens holding a copy of the data (Puck) remount. */
  const remount = useCallback(() => setGeneration((g) => g + 1), []);

  return {
    site,
    siteRef,
    update,
    undo,
    redo,
    replace,
    restore,
    remount,
    past,
    generation,
    lastMove,
    canUndo: past.length > 0,
    canRedo: future.length > 0,
  };
}
