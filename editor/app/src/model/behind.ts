/**
 * A translation left behind by a change to its original. The owner changes a text of the English page (a price, a
 * promise, an opening time) and the Spanish page, translated earlier, goes on saying the old thing: the file says
 * which page a translation translates, not which of its texts stands for which. The editor knows the site as it
 * opened it, so it knows what changed since. A text of an original that reads otherwise now, whose place in one of its
 * translations still reads as it did then, is behind there: the translation's field says what changed, the
 * original's field which versions still say the old thing, and each leads to the other.
 *
 * A place is matched as the missing sections are (compareSections): by the sections' types in order, then the same
 * field inside the section, an item of a list followed where the list grew or shrank (touched.ts's followPath, by the
 * items equal on both sides: byCommonRun). So a
 * section added or moved, or a question added above another, on either side, before or after the change, is followed.
 * A picture is behind the same way, where the translation still shows the very picture the original has replaced
 * (one the translation chose for itself is its own).
 * "Opened" is the site as the editor opened it, or, while something was still behind when it was last closed, as it
 * was opened then (kept in the browser: drafts.ts's keepOpened; the store forgets it once nothing is behind).
 */
import { valueAt } from "../../../../src/site/json-path.ts";
import { type Path } from "./paths.ts";
import { same } from "../../../../src/save/merge.ts";
import type { Collection } from "./site.ts";
import { byCommonRun, followPath } from "./touched.ts";
import {
  blocksOf,
  byAddress,
  compareSections,
  ownLanguage,
  originalAddress,
  picturesOf,
  textsOf,
  wordsOf,
  type Entry,
  type SiteLike,
} from "./translations.ts";

/** A text of a translation whose original's text changed since the site was opened (see above), while it did not. */
export interface Behind {
  /** The translation's text, where the file has it now, and what it reads. */
  path: Path;
  text: string;
  /** Where the site as opened had it: marking it there tells the editor the change needs nothing here (settle). */
  openedPath: Path;
  /** The translation's language tag. */
  language: string;
  /** The original's text at this place: where it is now, what it read when the editor opened and what it reads. */
  originalPath: Path;
  was: string;
  now: string;
  /** A picture's file (its `src`), not a text. */
  picture?: true;
}

const COLLECTIONS: readonly Collection[] = ["pages", "posts"];

/** `[collection, index]` of each page and post of `site`. */
function* entries(site: SiteLike): Generator<{ entry: Entry; at: [Collection, number] }> {
  for (const collection of COLLECTIONS) {
    const list = site[collection];
    if (Array.isArray(list)) for (const [index, entry] of list.entries()) yield { entry, at: [collection, index] };
  }
}

/** Where `entry` (an object of `site`) is in it. */
function placeOf(site: SiteLike, entry: Entry): [Collection, number] | undefined {
  for (const found of entries(site)) if (found.entry === entry) return found.at;
  return undefined;
}

/**
 * The texts of `translation` behind a change to `original`. Each is looked for in four records: the two as they are
 * and as the editor opened them (`then`, found by address: a page whose address changed since is not followed).
 */
function behindBetween(
  opened: SiteLike,
  site: SiteLike,
  original: Entry,
  translation: Entry,
  openedByAddress: Map<unknown, Entry>,
): Behind[] {
  const originalThen = openedByAddress.get(original.path);
  const translationThen = openedByAddress.get(translation.path);
  // An original unchanged is the same object (every edit copies only what it changes).
  if (!originalThen || !translationThen || originalThen === original) return [];
  const [originalAt, translationAt] = [placeOf(site, original), placeOf(site, translation)];
  const translationThenAt = placeOf(opened, translationThen);
  if (!originalAt || !translationAt || !translationThenAt) return [];
  // Sections matched: the translation's now with itself then, then with the original's then (as it was translated),
  // and that with the original's now.
  const translationToThen = compareSections(blocksOf(translationThen), blocksOf(translation)).pairs;
  const thenToOriginalThen = compareSections(blocksOf(originalThen), blocksOf(translationThen)).pairs;
  const originalThenToNow = compareSections(blocksOf(original), blocksOf(originalThen)).pairs;
  const language = typeof translation.language === "string" ? translation.language : ownLanguage(site);
  const found: Behind[] = [];
  const texts = textsOf(translation).map((text) => ({ ...text, picture: false }));
  const pictures = picturesOf(translation).map((picture) => ({ ...picture, picture: true }));
  for (const { path, text, picture } of [...texts, ...pictures]) {
    // Outside the sections (a title, a description), the same place in all four.
    let [there, originalThere, thereThen] = [path, path, path];
    if (path[0] === "blocks" && typeof path[1] === "number") {
      const hereThen = translationToThen.get(path[1]);
      const inOriginalThen = hereThen === undefined ? undefined : thenToOriginalThen.get(hereThen);
      const inOriginal = inOriginalThen === undefined ? undefined : originalThenToNow.get(inOriginalThen);
      if (hereThen === undefined || inOriginalThen === undefined || inOriginal === undefined) continue;
      // Inside a section, an item is followed where its list grew or shrank since (a question added above it).
      const [translated, nowThen] = [blocksOf(translation)[path[1]], blocksOf(translationThen)[hereThen]];
      const restThen = followPath(translated, nowThen, path.slice(2), byCommonRun);
      const [originalWas, originalIs] = [blocksOf(originalThen)[inOriginalThen], blocksOf(original)[inOriginal]];
      const restNow = restThen && followPath(originalWas, originalIs, restThen, byCommonRun);
      if (!restThen || !restNow) continue;
      [thereThen, there, originalThere] = [
        ["blocks", hereThen, ...restThen],
        ["blocks", inOriginalThen, ...restThen],
        ["blocks", inOriginal, ...restNow],
      ];
    }
    const [was, now] = [valueAt(originalThen, there), valueAt(original, originalThere)];
    if (typeof was !== "string" || typeof now !== "string" || wordsOf(was) === wordsOf(now)) continue;
    // Changed here since (translated, or settled), or reading as the original now: nothing left behind.
    if (valueAt(translationThen, thereThen) !== text || wordsOf(text) === wordsOf(now)) continue;
    if (picture && text !== was) continue;
    found.push({
      path: [...translationAt, ...path],
      text,
      openedPath: [...translationThenAt, ...thereThen],
      language,
      originalPath: [...originalAt, ...originalThere],
      was,
      now,
      ...(picture ? { picture: true as const } : {}),
    });
  }
  return found;
}

/**
 * The texts of the translation at `[collection, index]` behind a change to its original. A list of many asks this of
 * each of its translations, with the pages by address (byAddress) of the site and of the site as opened made once.
 */
export function behindIn(
  opened: SiteLike,
  site: SiteLike,
  collection: Collection,
  index: number,
  addresses?: { now: Map<unknown, Entry>; opened: Map<unknown, Entry> },
): Behind[] {
  const list = site[collection];
  const translation = Array.isArray(list) ? (list[index] as Entry | undefined) : undefined;
  if (!translation || typeof translation.translationOf !== "string" || opened === site) return [];
  const original = (addresses?.now ?? byAddress(site)).get(originalAddress(translation.translationOf));
  if (!original || original === translation) return [];
  return behindBetween(opened, site, original, translation, addresses?.opened ?? byAddress(opened));
}

/** The texts of every translation of the page or post at `[collection, index]` behind a change made to it. */
export function behindOf(opened: SiteLike, site: SiteLike, collection: Collection, index: number): Behind[] {
  const list = site[collection];
  const original = Array.isArray(list) ? (list[index] as Entry | undefined) : undefined;
  if (!original || typeof original.path !== "string" || opened === site) return [];
  const openedByAddress = byAddress(opened);
  const found: Behind[] = [];
  for (const { entry } of entries(site))
    if (entry !== original && typeof entry.translationOf === "string")
      if (originalAddress(entry.translationOf) === original.path)
        found.push(...behindBetween(opened, site, original, entry, openedByAddress));
  return found;
}

/**
 * The other languages' texts (their header, footer, labels, facts: `languages[n]`, the Languages screen) behind a
 * change to the site's own language's text in their place (`footer.callLabel` for `languages[n].footer.callLabel`).
 * A language is found as the editor opened it by its code.
 */
export function behindInLanguages(opened: SiteLike, site: SiteLike): Behind[] {
  if (opened === site || !Array.isArray(site.languages)) return [];
  const openedList = Array.isArray(opened.languages) ? (opened.languages as Entry[]) : [];
  const found: Behind[] = [];
  for (const [index, language] of (site.languages as Entry[]).entries()) {
    const thenAt = openedList.findIndex((then) => then.language === language?.language);
    if (thenAt < 0 || typeof language.language !== "string") continue;
    for (const { path, text } of textsOf(language)) {
      if (path.length < 2 || path[0] === "sameTexts") continue;
      const [was, now] = [valueAt(opened, path), valueAt(site, path)];
      if (typeof was !== "string" || typeof now !== "string" || wordsOf(was) === wordsOf(now)) continue;
      if (valueAt(openedList[thenAt], path) !== text || wordsOf(text) === wordsOf(now)) continue;
      found.push({
        path: ["languages", index, ...path],
        text,
        openedPath: ["languages", thenAt, ...path],
        language: language.language,
        originalPath: path,
        was,
        now,
      });
    }
  }
  return found;
}

/** Whether any translation, or any other language's text, is behind a change made since `opened`. */
export function anyBehind(opened: SiteLike, site: SiteLike): boolean {
  if (opened === site) return false;
  const addresses = { now: byAddress(site), opened: byAddress(opened) };
  for (const { entry, at } of entries(site))
    if (typeof entry.translationOf === "string" && behindIn(opened, site, at[0], at[1], addresses).length) return true;
  return behindInLanguages(opened, site).length > 0;
}

/**
 * `kept` (a site as the editor opened it, kept since) with each page, post, language and part that reads as in
 * `site` taken from `site` itself: an original unchanged since is then known by being the same object.
 */
export function sharedWith<T extends SiteLike>(kept: T, site: SiteLike): T {
  const shared: Record<string, unknown> = { ...(kept as Record<string, unknown>) };
  const now = site as Record<string, unknown>;
  for (const [key, value] of Object.entries(kept)) {
    if (same(value, now[key])) shared[key] = now[key];
    else if (Array.isArray(value) && Array.isArray(now[key])) {
      const list = now[key] as unknown[];
      // A page by its address, a language by its code, else by its place.
      const named = new Map<unknown, unknown>();
      for (const other of list) {
        const { path, language } = (other ?? {}) as Entry;
        if (!named.has(path ?? language)) named.set(path ?? language, other);
      }
      const twin = (item: unknown, index: number) => {
        const { path, language } = (item ?? {}) as Entry;
        return (path ?? language) !== undefined ? named.get(path ?? language) : list[index];
      };
      shared[key] = value.map((item, index) => {
        const other = twin(item, index);
        return same(item, other) ? other : item;
      });
    }
  }
  return shared as T;
}
