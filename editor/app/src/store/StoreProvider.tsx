/**
 * The editor's one source of truth: the site being edited, the file's hash it was loaded from, the problems
 * the server's check finds in it, and a session-wide undo history. Every screen reads and changes the site
 * through `update`, so undo, the draft kept in the browser and the live check see every edit, wherever made.
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { dropDraft, type Draft } from "../model/drafts.ts";
import { merge3, same } from "../../../../src/save/merge.ts";
import type { Path } from "../model/paths.ts";
import { inOwnerWords, type JsonSchema } from "../model/schema.ts";
import { t, useEditorLanguage } from "../i18n/useT.ts";
import type { Site } from "../model/site.ts";
import * as api from "./api.ts";
import type { ImageInfo, Problem } from "./api.ts";
import { useDrafts, type BroughtBack } from "./draft-offer.ts";
import { useEditHistory, type HistoryMove } from "./history.ts";
import { useLiveCheck } from "./live-check.ts";
import { useOpened } from "./opened.ts";
import { useShownProblems, type ShownProblem } from "./problems.ts";
import { useTouched } from "./touched.ts";

export type SaveState =
  | { kind: "idle" }
  | { kind: "saving" }
  /** Saved: by Save, or by a restore, with its words ("Restored … Undo takes it back."). */
  | { kind: "saved"; at: Date; words?: string }
  | { kind: "refused"; errors: number }
  | { kind: "conflict"; theirs: Site; hash: string; savedBy?: string }
  | { kind: "failed"; message: string };

export interface Store {
  site: Site;
  /** The site as the file on disk holds it (last loaded or saved). */
  saved: Site;
  /**
   * The site as the editor opened it (or an earlier opening, kept while a translation was behind): what changed since,
   * for the translations left behind by a change (behind.ts). A text of a translation `settle`d is marked there as
   * changed since, so that nothing is left behind at it.
   */
  opened: Site;
  settle: (path: Path) => void;
  baseHash: string;
  file: string;
  schema: JsonSchema;
  images: ImageInfo[];
  fonts: api.Loaded["fonts"];
  copyOf: api.Loaded["copyOf"];
  problems: ShownProblem[];
  problemsAt: (path: Path, options?: { deep?: boolean }) => ShownProblem[];
  /** Marks a field as one the owner has typed in: its empty-field problems show as errors from now on. */
  touch: (path: Path) => void;
  dirty: boolean;
  saveState: SaveState;
  update: (change: (site: Site) => Site, coalesce?: string) => void;
  undo: () => void;
  /** What the last undo or redo changed, and where. */
  lastMove: HistoryMove | undefined;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  /** Bumped by undo, redo, reload and restore: screens holding a copy of the data (Puck) remount on it. */
  generation: number;
  save: () => Promise<void>;
  reloadKeepingEdits: () => void;
  /** The site as the file now holds it; `restored`: put there by a restore, undoable and said in the status. */
  replaceFromDisk: (hash: string, data: Site, restored?: { words: string }) => void;
  addImage: (image: ImageInfo) => void;
  /** A picture deleted from images/: gone from the gallery. */
  removeImage: (src: string) => void;
  draftOffer: Draft | undefined;
  /** Brings the kept work back, each edit an undo step; answers where the owner was. */
  acceptDraft: () => BroughtBack;
  dismissDraft: () => void;
}

const Context = createContext<Store | null>(null);

export function useStore(): Store {
  const store = useContext(Context);
  if (!store) throw new Error("useStore() outside <StoreProvider>");
  return store;
}

export function StoreProvider({ loaded, children }: { loaded: api.Loaded & { data: Site }; children: ReactNode }) {
  const { site, siteRef, update, undo, redo, replace, restore, past, generation, lastMove, canUndo, canRedo } =
    useEditHistory(loaded.data);
  const [saved, setSaved] = useState<Site>(loaded.data);
  const { opened, settle, afterSave } = useOpened(loaded.file, loaded.data, siteRef);
  const [baseHash, setBaseHash] = useState(loaded.hash);
  const [problems, setProblems] = useState<Problem[]>(loaded.problems);
  const { touched, touch, touchAll } = useTouched(site);
  const [images, setImages] = useState<ImageInfo[]>(loaded.images);
  const [saveState, setSaveState] = useState<SaveState>({ kind: "idle" });

  const saving = useRef(false);
  // The version the edits are sent as changes from: read when the check runs (a save that makes a new one needs no
  // check of its own, it answers with the problems).
  const base = useRef({ hash: baseHash, data: saved });
  base.current = { hash: baseHash, data: saved };
  const recheck = useLiveCheck(site, siteRef, base, saving, setProblems);

  const dirty = !same(site, saved);
  const { draftOffer, acceptDraft, dismissDraft } = useDrafts({
    file: loaded.file,
    loaded: loaded.data,
    site,
    saved,
    past,
    baseHash,
    dirty,
    restore,
  });

  const replaceFromDisk = useCallback(
    (hash: string, data: Site, restored?: { words: string }) => {
      setBaseHash(hash);
      setSaved(data);
      replace(data, restored !== undefined);
      if (restored) setSaveState({ kind: "saved", at: new Date(), words: restored.words });
    },
    [replace],
  );

  const save = useCallback(async () => {
    const data = siteRef.current;
    setSaveState({ kind: "saving" });
    saving.current = true;
    try {
      const answer = await api.saveSite(data, { hash: baseHash, data: saved });
      if (answer.kind === "saved") {
        setBaseHash(answer.hash);
        setSaved(data);
        afterSave(data);
        setProblems(answer.problems);
        setSaveState({ kind: "saved", at: new Date() });
        dropDraft(loaded.file).catch(() => {});
      } else if (answer.kind === "invalid") {
        setProblems(answer.problems);
        touchAll(answer.problems.map((p) => p.path));
        setSaveState({ kind: "refused", errors: answer.problems.filter((p) => p.severity === "error").length });
      } else {
        setSaveState({ kind: "conflict", theirs: answer.data, hash: answer.hash, savedBy: answer.savedBy });
      }
    } catch (error) {
      // The server's own words where it answered; the browser's ("Failed to fetch") are said as the owner's.
      const message = error instanceof api.ApiError ? error.message : t("shell.server.unreachable");
      setSaveState({ kind: "failed", message });
    } finally {
      saving.current = false;
      if (siteRef.current !== data) recheck();
    }
  }, [baseHash, saved, loaded.file, siteRef, afterSave, touchAll, recheck]);

  const reloadKeepingEdits = useCallback(() => {
    if (saveState.kind !== "conflict") return;
    const merged = merge3(saved, siteRef.current, saveState.theirs) as Site;
    setBaseHash(saveState.hash);
    setSaved(saveState.theirs);
    replace(merged, true);
    setSaveState({ kind: "idle" });
  }, [saveState, saved, siteRef, replace]);

  // Its descriptions name fields as the file does; the editor says them as its screens and labels do.
  // The help and titles in the editor's language, again when it is changed.
  const language = useEditorLanguage();
  const schema = useMemo(() => inOwnerWords(loaded.schema, language), [loaded.schema, language]);
  const { shown, problemsAt } = useShownProblems(problems, schema, touched, siteRef);

  const value: Store = {
    site,
    saved,
    opened,
    settle,
    baseHash,
    file: loaded.file,
    schema,
    images,
    fonts: loaded.fonts,
    copyOf: loaded.copyOf,
    problems: shown,
    problemsAt,
    touch,
    dirty,
    saveState,
    update,
    undo,
    redo,
    lastMove,
    canUndo,
    canRedo,
    generation,
    save,
    reloadKeepingEdits,
    replaceFromDisk,
    addImage: (image) => setImages((list) => [...list.filter((i) => i.src !== image.src), image]),
    removeImage: (src) => setImages((list) => list.filter((i) => i.src !== src)),
    draftOffer,
    acceptDraft,
    dismissDraft,
  };
  return <Context.Provider value={value}>{children}</Context.Provider>;
}
