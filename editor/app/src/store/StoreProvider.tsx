/**
 * The editor's one source of truth: the site being edited, the file's hash it was loaded from, the problems
 * the server's check finds in it, and a session-wide undo history. Every screen reads and changes the site
 * through `update`, so undo, the draft kept in the browser and the live check see every edit, wherever made.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import * as api from "./api.ts";
import type { ImageInfo, Problem } from "./api.ts";
import type { Site } from "../model/site.ts";
import { anyBehind, sharedWith } from "../model/behind.ts";
import { dropDraft, keepDraft, keepOpened, readDraft, readOpened, type Draft } from "../model/drafts.ts";
import { merge3, same } from "../model/merge.ts";
import { inEditorWords } from "../model/problem-words.ts";
import { inOwnerWords, type JsonSchema } from "../model/schema.ts";
import { pathKey, setAt, type Path } from "../model/paths.ts";
import { followTouched, type Touched } from "../model/touched.ts";
import { FILL_CODES, type ShownProblem } from "./problems.ts";

const HISTORY_LIMIT = 200;
/** Keystrokes in one field within this time are one undo step. */
const COALESCE_MS = 800;
const CHECK_DELAY_MS = 250;

export type SaveState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: Date }
  | { kind: "refused"; errors: number }
  | { kind: "conflict"; theirs: Site; hash: string }
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
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  /** Bumped by undo, redo, reload and restore: screens holding a copy of the data (Puck) remount on it. */
  generation: number;
  save: () => Promise<void>;
  reloadKeepingEdits: () => void;
  replaceFromDisk: (hash: string, data: Site) => void;
  addImage: (image: ImageInfo) => void;
  draftOffer: Draft | undefined;
  acceptDraft: () => void;
  dismissDraft: () => void;
}

const Context = createContext<Store | null>(null);

export function useStore(): Store {
  const store = useContext(Context);
  if (!store) throw new Error("useStore() outside <StoreProvider>");
  return store;
}

export function StoreProvider({ loaded, children }: { loaded: api.Loaded & { data: Site }; children: ReactNode }) {
  const [site, setSite] = useState<Site>(loaded.data);
  const [saved, setSaved] = useState<Site>(loaded.data);
  const [opened, setOpened] = useState<Site>(loaded.data);
  const settle = useCallback((path: Path) => setOpened((site) => setAt(site, path, null) as Site), []);
  // A site opened before and kept (a translation was behind a change then) is where changes are counted from, so
  // closing the editor forgets none; once nothing is behind, it is forgotten.
  const [openedRead, setOpenedRead] = useState(false);
  useEffect(() => {
    readOpened(loaded.file)
      .then((kept) => {
        if (kept) setOpened(sharedWith(kept as Site, loaded.data));
      })
      .finally(() => setOpenedRead(true));
  }, [loaded.file, loaded.data]);
  useEffect(() => {
    if (openedRead) keepOpened(loaded.file, anyBehind(opened, siteRef.current) ? opened : undefined).catch(() => {});
    // Kept when it changes (read, settled, begun again after a save); a save with something behind keeps it too.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, openedRead]);
  const [baseHash, setBaseHash] = useState(loaded.hash);
  const [problems, setProblems] = useState<Problem[]>(loaded.problems);
  // The fields the owner typed in, or that a refused Save showed as errors, by their paths' keys.
  const [touched, setTouched] = useState<Touched>(() => new Map());
  const touch = useCallback((path: Path) => {
    const key = pathKey(path);
    setTouched((map) => (map.has(key) ? map : new Map(map).set(key, path)));
  }, []);
  const [images, setImages] = useState<ImageInfo[]>(loaded.images);
  const [saveState, setSaveState] = useState<SaveState>({ kind: "idle" });
  const [generation, setGeneration] = useState(0);
  const [past, setPast] = useState<Site[]>([]);
  const [future, setFuture] = useState<Site[]>([]);
  const last = useRef<{ key?: string; at: number }>({ at: 0 });
  const siteRef = useRef(site);
  siteRef.current = site;
  const openedRef = useRef(opened);
  openedRef.current = opened;
  // However the site changed (an edit, undo, a reload), a field typed in is followed to where it now is: a section
  // added above it leaves it typed in, and the new section's empty fields are still only to fill in.
  const followed = useRef(site);
  useEffect(() => {
    const before = followed.current;
    followed.current = site;
    setTouched((map) => followTouched(map, before, site));
  }, [site]);

  const [draftOffer, setDraftOffer] = useState<Draft | undefined>(undefined);
  // Until the kept draft is read, nothing is written over it or removed.
  const [draftRead, setDraftRead] = useState(false);
  useEffect(() => {
    readDraft(loaded.file)
      .then((draft) => {
        if (draft && !same(draft.site, loaded.data) && !same(draft.site, draft.base)) setDraftOffer(draft);
      })
      .finally(() => setDraftRead(true));
  }, [loaded.file, loaded.data]);

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
      setPast((p) => [...p, current]);
      siteRef.current = next;
      setSite(next);
      setGeneration((g) => g + 1);
      last.current = { at: 0 };
      return list.slice(1);
    });
  }, []);

  // The live check: the very check `npm run validate` runs, on the server, shortly after the last edit. Not while a
  // save runs: the save checks the same site and answers with its problems, and the server would do the one after the
  // other (on a 1,000-page site, a check due just after Save was clicked made the save wait its 0.23-0.27 s).
  const saving = useRef(false);
  // Bumped when an edit made during a save was not checked for that reason.
  const [unchecked, setUnchecked] = useState(0);
  // The version the edits are sent as changes from: read when the check runs (a save that makes a new one needs no
  // check of its own, it answers with the problems).
  const base = useRef({ hash: baseHash, data: saved });
  base.current = { hash: baseHash, data: saved };
  useEffect(() => {
    const timer = setTimeout(() => {
      if (saving.current) return;
      api
        .checkSite(site, base.current)
        .then((answer) => {
          if (siteRef.current === site) setProblems(answer.problems);
        })
        .catch(() => undefined);
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [site, unchecked]);

  const dirty = !same(site, saved);

  // Unsaved edits are kept in the browser, so a closed tab or a crash loses nothing.
  useEffect(() => {
    if (!draftRead) return;
    const timer = setTimeout(() => {
      // Storage full or off: the tab's close warning still protects the edits.
      if (dirty) keepDraft(loaded.file, { site, base: saved, baseHash, at: new Date().toISOString() }).catch(() => {});
      else if (!draftOffer) dropDraft(loaded.file).catch(() => {});
    }, 200);
    return () => clearTimeout(timer);
  }, [site, saved, baseHash, dirty, loaded.file, draftOffer, draftRead]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const replaceFromDisk = useCallback(
    (hash: string, data: Site) => {
      setBaseHash(hash);
      setSaved(data);
      siteRef.current = data;
      setSite(data);
      setGeneration((g) => g + 1);
    },
    [setSite],
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
        // Nothing behind: changes are counted from this version on. Else the site opened is kept for the next time.
        if (!anyBehind(openedRef.current, data)) setOpened(data);
        else keepOpened(loaded.file, openedRef.current).catch(() => {});
        setProblems(answer.problems);
        setSaveState({ kind: "saved", at: new Date() });
        dropDraft(loaded.file).catch(() => {});
      } else if (answer.kind === "invalid") {
        setProblems(answer.problems);
        // Pressed Save: a field left empty is a mistake now, marked as one.
        setTouched((map) => new Map([...map, ...answer.problems.map((p) => [pathKey(p.path), p.path] as const)]));
        setSaveState({ kind: "refused", errors: answer.problems.filter((p) => p.severity === "error").length });
      } else {
        setSaveState({ kind: "conflict", theirs: answer.data, hash: answer.hash });
      }
    } catch (error) {
      setSaveState({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
    } finally {
      saving.current = false;
      if (siteRef.current !== data) setUnchecked((n) => n + 1);
    }
  }, [baseHash, saved, loaded.file]);

  const reloadKeepingEdits = useCallback(() => {
    if (saveState.kind !== "conflict") return;
    const mine = siteRef.current;
    const merged = merge3(saved, mine, saveState.theirs) as Site;
    setBaseHash(saveState.hash);
    setSaved(saveState.theirs);
    setPast((list) => [...list, mine]);
    siteRef.current = merged;
    setSite(merged);
    setGeneration((g) => g + 1);
    setSaveState({ kind: "idle" });
  }, [saveState, saved]);

  const acceptDraft = useCallback(() => {
    if (!draftOffer) return;
    const merged = merge3(draftOffer.base, draftOffer.site, loaded.data) as Site;
    setDraftOffer(undefined);
    update(() => merged);
    setGeneration((g) => g + 1);
  }, [draftOffer, loaded.data, update]);

  const dismissDraft = useCallback(() => {
    setDraftOffer(undefined);
    dropDraft(loaded.file).catch(() => {});
  }, [loaded.file]);

  // Its descriptions name fields as the file does; the editor says them as its screens and labels do.
  const schema = useMemo(() => inOwnerWords(loaded.schema), [loaded.schema]);
  // The check's words, with the few that name the file's syntax, and each place, said as the editor's screens say
  // them. The places are named from the site as the problems arrive (the version checked, or one keystroke on).
  const worded = useMemo(
    () => problems.map((problem) => inEditorWords(problem, siteRef.current, schema)),
    [problems, schema],
  );
  const said = useMemo(
    () =>
      worded.map((problem): ShownProblem => {
        if (problem.severity !== "error" || !FILL_CODES.has(problem.code) || touched.has(pathKey(problem.path)))
          return problem;
        // "To fill in: some text for visitors to read", not "the text is empty. Expected: some text…".
        const { expected, ...rest } = problem;
        return problem.code === "empty-text" && expected
          ? { ...rest, message: expected, toFill: true }
          : { ...problem, toFill: true };
      }),
    [worded, touched],
  );
  const byPath = useMemo(() => {
    const map = new Map<string, ShownProblem[]>();
    for (const problem of said) {
      const key = pathKey(problem.path);
      map.set(key, [...(map.get(key) ?? []), problem]);
    }
    return map;
  }, [said]);

  const problemsAt = useCallback(
    (path: Path, options: { deep?: boolean } = {}) => {
      const key = pathKey(path);
      if (!options.deep) return byPath.get(key) ?? [];
      const out: ShownProblem[] = [];
      for (const [k, list] of byPath) if (k === key || k.startsWith(`${key}.`)) out.push(...list);
      return out;
    },
    [byPath],
  );

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
    problems: said,
    problemsAt,
    touch,
    dirty,
    saveState,
    update,
    undo,
    redo,
    canUndo: past.length > 0,
    canRedo: future.length > 0,
    generation,
    save,
    reloadKeepingEdits,
    replaceFromDisk,
    addImage: (image) => setImages((list) => [...list.filter((i) => i.src !== image.src), image]),
    draftOffer,
    acceptDraft,
    dismissDraft,
  };
  return <Context.Provider value={value}>{children}</Context.Provider>;
}
