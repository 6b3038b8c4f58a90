/** Unsaved edits kept in the browser, so a closed tab or a crash loses nothing, and offered back on the next visit. */
import { useCallback, useEffect, useState } from "react";
import { dropDraft, keepDraft, readDraft, type Draft } from "../model/drafts.ts";
import { firstDifference } from "../model/difference.ts";
import type { Path } from "../model/paths.ts";
import { merge3, same } from "../../../../src/save/merge.ts";
import type { Site } from "../model/site.ts";

interface Editing {
  file: string;
  loaded: Site;
  site: Site;
  saved: Site;
  /** The sites the session's undo goes back to, oldest first (history.ts). */
  past: readonly Site[];
  baseHash: string;
  dirty: boolean;
  restore: (states: Site[]) => void;
}

/** Where the owner was when the work was kept: the editor's screen, and the place of the last edit. */
export interface BroughtBack {
  where?: string;
  last?: Path;
}

export function useDrafts({ file, loaded, site, saved, past, baseHash, dirty, restore }: Editing) {
  const [draftOffer, setDraftOffer] = useState<Draft | undefined>(undefined);
  // Until the kept draft is read, nothing is written over it or removed.
  const [draftRead, setDraftRead] = useState(false);
  useEffect(() => {
    readDraft(file)
      .then((draft) => {
        if (draft && !same(draft.site, loaded) && !same(draft.site, draft.base)) setDraftOffer(draft);
      })
      .finally(() => setDraftRead(true));
  }, [file, loaded]);

  useEffect(() => {
    if (!draftRead) return;
    const timer = setTimeout(() => {
      // The edits since the file's version, each an undo step: those after the last time the site was the one saved.
      const from = past.lastIndexOf(saved);
      const steps = from < 0 ? [] : past.slice(from + 1);
      const where = window.location.pathname;
      // Storage full or off: the tab's close warning still protects the edits.
      if (dirty)
        keepDraft(file, { site, base: saved, baseHash, at: new Date().toISOString(), steps, where }).catch(() => {});
      else if (!draftOffer) dropDraft(file).catch(() => {});
    }, 200);
    return () => clearTimeout(timer);
  }, [site, saved, past, baseHash, dirty, file, draftOffer, draftRead]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  /** Brings the kept work back, edit by edit (each an undo step), onto the file as it is now; says where it was. */
  const acceptDraft = useCallback((): BroughtBack => {
    if (!draftOffer) return {};
    const kept = [...(draftOffer.steps ?? []), draftOffer.site];
    // Onto a file changed since, each step merged; the file as it was, each as kept.
    const onto = same(draftOffer.base, loaded);
    const states = kept.map((state) => (onto ? state : merge3(draftOffer.base, state, loaded)) as Site);
    setDraftOffer(undefined);
    restore(states);
    const last = firstDifference(states[states.length - 2] ?? loaded, states[states.length - 1]);
    return { ...(draftOffer.where ? { where: draftOffer.where } : {}), ...(last ? { last } : {}) };
  }, [draftOffer, loaded, restore]);

  const dismissDraft = useCallback(() => {
    setDraftOffer(undefined);
    dropDraft(file).catch(() => {});
  }, [file]);

  return { draftOffer, acceptDraft, dismissDraft };
}
