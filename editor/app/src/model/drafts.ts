/**
 * Unsaved edits kept in the browser, so a closed tab or a crash loses nothing. They are kept in IndexedDB, as
 * the objects they are: localStorage holds about 5 MB per site, so a draft (the site and the file it came from)
 * was silently refused from a `site.json` of about 2.5 MB, and writing it meant two JSON strings as large as the
 * file. The file's version is written only when it changes (a load or a save); after each edit, only the changes
 * from it (changes.ts), in the same transaction: writing the whole site paused the page at each edit of a large site.
 * Each edit's own changes are kept too, so work brought back is undone edit by edit, as before the tab closed.
 */
import { applyChanges, changesBetween, type Change } from "../../../../src/save/changes.ts";

export interface Draft {
  site: Record<string, unknown>;
  /** The file as it was when the edits began, for re-applying them onto a file changed since. */
  base: Record<string, unknown>;
  baseHash: string;
  at: string;
  /** The site after each edit between `base` and `site`, in order: brought back, each is an undo step again. */
  steps?: Record<string, unknown>[];
  /** The editor's screen when it was kept (its address in the editor, like /pages/3): where it opens again. */
  where?: string;
}

/** The most edits kept one by one; earlier ones come back as one step. */
const STEPS_KEPT = 100;

const DATABASE = "site-editor";
const DRAFTS = "drafts";
/** Where drafts were kept before, read once so an earlier draft is still offered. */
const legacyKey = (file: string) => `site-editor-draft:${file}`;
const baseKey = (file: string) => `${file}\u0000base`;

let opened: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(DRAFTS);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  return opened;
}

function finished(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = transaction.onabort = () => reject(transaction.error);
  });
}

function legacy(file: string): Draft | undefined {
  try {
    const text = localStorage.getItem(legacyKey(file));
    return text ? (JSON.parse(text) as Draft) : undefined;
  } catch {
    return undefined;
  }
}

function forgetLegacy(file: string): void {
  try {
    localStorage.removeItem(legacyKey(file));
  } catch {
    /* storage off */
  }
}

/** The draft kept for this file, if any. */
export async function readDraft(file: string): Promise<Draft | undefined> {
  try {
    const transaction = (await database()).transaction(DRAFTS, "readonly");
    const store = transaction.objectStore(DRAFTS);
    const read = <T>(key: string) =>
      new Promise<T | undefined>((resolve, reject) => {
        const request = store.get(key);
        request.onsuccess = () => resolve(request.result as T | undefined);
        request.onerror = () => reject(request.error);
      });
    const [edits, base] = await Promise.all([
      // The site itself, as the editor kept it before it kept the changes.
      read<Kept | Omit<Draft, "base">>(file),
      read<{ base: Draft["base"]; baseHash: string }>(baseKey(file)),
    ]);
    if (edits && base && base.baseHash === edits.baseHash) {
      const site = "changes" in edits ? (applyChanges(base.base, edits.changes) as Draft["site"]) : edits.site;
      let state = base.base;
      const kept = "changes" in edits ? edits : undefined;
      const steps = (kept?.steps ?? []).map((changes) => (state = applyChanges(state, changes) as Draft["site"]));
      const where = kept?.where;
      return { site, base: base.base, baseHash: edits.baseHash, at: edits.at, steps, ...(where ? { where } : {}) };
    }
  } catch {
    /* IndexedDB off (a private window in some browsers) */
  }
  return legacy(file);
}

/** What is kept after each edit: the changes from the file's version, kept beside them. */
interface Kept {
  changes: Change[];
  baseHash: string;
  at: string;
  /** Each edit's changes from the one before (the first from the file's version): Draft's steps. */
  steps?: Change[][];
  where?: string;
}

let writtenBase: { file: string; base: Draft["base"] } | undefined;

/** Keeps the draft, replacing the one kept before. */
export async function keepDraft(file: string, draft: Draft): Promise<void> {
  const transaction = (await database()).transaction(DRAFTS, "readwrite");
  const store = transaction.objectStore(DRAFTS);
  const { base, site, baseHash, at, where } = draft;
  if (writtenBase?.file !== file || writtenBase.base !== base) {
    store.put({ base, baseHash }, baseKey(file));
  }
  let before = base;
  const steps = (draft.steps ?? []).slice(-STEPS_KEPT).map((state) => {
    const changes = changesBetween(before, state);
    before = state;
    return changes;
  });
  store.put(
    { changes: changesBetween(base, site), baseHash, at, steps, ...(where ? { where } : {}) } satisfies Kept,
    file,
  );
  await finished(transaction);
  writtenBase = { file, base };
  forgetLegacy(file);
}

/** Forgets the draft (saved, or discarded by the owner). */
export async function dropDraft(file: string): Promise<void> {
  forgetLegacy(file);
  const transaction = (await database()).transaction(DRAFTS, "readwrite");
  transaction.objectStore(DRAFTS).delete(file);
  transaction.objectStore(DRAFTS).delete(baseKey(file));
  await finished(transaction);
  writtenBase = undefined;
}

/**
 * The site as the editor opened it, kept while a translation is behind a change to its original (behind.ts): a change
 * saved on the English page is still pointed out on the Spanish one after the editor is closed and opened again.
 */
const openedKey = (file: string) => `${file}\u0000opened`;

export async function readOpened(file: string): Promise<Record<string, unknown> | undefined> {
  try {
    const request = (await database()).transaction(DRAFTS, "readonly").objectStore(DRAFTS).get(openedKey(file));
    return await new Promise((resolve, reject) => {
      request.onsuccess = () => resolve(request.result as Record<string, unknown> | undefined);
      request.onerror = () => reject(request.error);
    });
  } catch {
    return undefined;
  }
}

/** Keeps `site` as the one the editor opened, or forgets it (undefined: nothing is behind any more). */
export async function keepOpened(file: string, site: Record<string, unknown> | undefined): Promise<void> {
  const transaction = (await database()).transaction(DRAFTS, "readwrite");
  if (site) transaction.objectStore(DRAFTS).put(site, openedKey(file));
  else transaction.objectStore(DRAFTS).delete(openedKey(file));
  await finished(transaction);
}
