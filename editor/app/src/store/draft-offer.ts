/** Unsaved edits kept in the browser, so a closed tab or a crash loses nothing, and offered back on the next visit. */
import { useCallback, useEffect, useState } from "react";
import { dropDraft, keepDraft, readDraft, type Draft } from "../model/drafts.ts";
import { merge3, same } from "../../../../src/save/merge.ts";
import type { Site } from "../model/site.ts";

interface Editing {
  file: string;
  loaded: Site;
  site: Site;
  saved: Site;
  baseHash: string;
  dirty: boolean;
  update: (change: (site: Site) => Site) => void;
  remount: () => void;
}

export function useDrafts({ file, loaded, site, saved, baseHash, dirty, update, remount }: Editing) {
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
      // Storage full or off: the tab's close warning still protects the edits.
      if (dirty) keepDraft(file, { site, base: saved, baseHash, at: new Date().toISOString() }).catch(() => {});
      else if (!draftOffer) dropDraft(file).catch(() => {});
    }, 200);
    return () => clearTimeout(timer);
  }, [site, saved, baseHash, dirty, file, draftOffer, draftRead]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const acceptDraft = useCallback(() => {
    if (!draftOffer) return;
    const merged = merge3(draftOffer.base, draftOffer.site, loaded) as Site;
    setDraftOffer(undefined);
    update(() => merged);
    remount();
  }, [draftOffer, loaded, update, remount]);

  const dismissDraft = useCallback(() => {
    setDraftOffer(undefined);
    dropDraft(file).catch(() => {});
  }, [file]);

  return { draftOffer, acceptDraft, dismissDraft };
}
