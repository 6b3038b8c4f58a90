/** The edited site: load it, check an edit, save, and the kept versions (list, restore). */
import path from "node:path";
import { existsSync, readFileSync, realpathSync } from "node:fs";
import {
  changedAfter,
  checkSiteText,
  listHistory,
  readHistory,
  readSite,
  saveSiteText,
} from "../../../src/save/save.ts";
import { dataShape, screenText } from "../../../src/validate/read/input-limits.ts";
import { applyDataToText, readData } from "../../../src/save/text-edit.ts";
import { applyChanges, ChangesRefused } from "../../../src/save/changes.ts";
import { deployDirOf, keepDeployInStep } from "../../../src/deploy/files.ts";
import type { HeaderSite } from "../../../src/deploy/headers.ts";
import type { PreviewFont } from "../../shared/wire.ts";
import type { EditorContext } from "../context.ts";
import { formatted } from "../format.ts";
import { jsonBody, Refusal, send, type Route } from "../http.ts";
import { JSON_LIMIT } from "../security.ts";
import { copyOf, startingSites } from "../new-site.ts";
import type { ImageEntry } from "./images.ts";
import { translatorRefusal } from "../../team/roles.ts";
import { refuse } from "../served-gate.ts";
import { schemaJsonPath } from "../../../src/paths.ts";
import { changesInWords } from "../../../src/publish/change-words.ts";
import type { ValidatorLanguage } from "../../../src/validate/messages/language.ts";
import { changedParts } from "../../shared/changed-parts.ts";
import { languageOf, said } from "../words/say.ts";

/** The language the editor asks its problems in: the validator's Spanish for "es", else English (also for "xx"). */
const askedLanguage = (req: Parameters<Route>[0]): ValidatorLanguage => (languageOf(req) === "es" ? "es" : "en");

/** A version of the file's data, as text-edit.ts reads it. */
type Read = ReturnType<typeof readData>;

/** What the site's answer carries besides the file: the pictures in images/ and the fonts the canvas can show. */
export interface SiteExtras {
  images: () => Promise<ImageEntry[]>;
  fonts: () => Record<string, PreviewFont>;
}

/**
 * The data a list of changes made, screened as a request's text is: each request is within the limits, but several
 * can build a nesting deeper than the walks that follow allow (a value 60 deep put 10 deep, then again).
 */
function screenMade(data: unknown): void {
  if (dataShape(data).ordinary) return;
  let problem: string | ReturnType<typeof said> | undefined;
  try {
    problem = screenText(JSON.stringify(data))?.message;
  } catch {
    problem = said("save.tooDeep");
  }
  if (problem) throw new Refusal(400, said("save.changesRefused", { problem }));
}

export function siteRoutes(context: EditorContext, extras: SiteExtras): Record<string, Route> {
  const { repo, siteFile, siteRoot } = context;
  const schema = readFileSync(schemaJsonPath(repo), "utf8");
  /**
   * The file read and written: the one a linked site.json leads to, so a save writes through the link (and keeps its
   * versions beside that file) instead of putting a file in the link's place. Images stay beside the edited path.
   */
  const real = (): string => {
    try {
      return realpathSync(siteFile);
    } catch {
      return siteFile;
    }
  };

  // The data of the file's last version read or saved: the editor sends its changes from that version (changes.ts).
  let known: { hash: string; read: Read } | undefined;
  /** A version's data; none for a file the check refuses before parsing (too deep, binary), not parsed here either. */
  function dataOf(current: { text: string; hash: string }): Read | undefined {
    if (known?.hash === current.hash) return known.read;
    if (screenText(current.text)) return undefined;
    known = { hash: current.hash, read: readData(current.text) };
    return known.read;
  }

  /**
   * The site a check or a save is for: the whole site (`data`), or the changes from the version named by `baseHash`,
   * applied to this server's data of that version. Changes from another version than the file's: 409, and the
   * editor sends the whole site (a check) or offers a reload (a save, as for any conflict).
   */
  function editedSite(body: Record<string, unknown>) {
    const current = readSite(real());
    if (!("changes" in body)) return { current, data: body.data, read: undefined };
    const read = body.baseHash === current.hash ? dataOf(current) : undefined;
    if (!read) return { current, stale: true as const };
    let data: unknown;
    try {
      data = applyChanges(read.data, body.changes);
    } catch (error) {
      if (error instanceof ChangesRefused)
        throw new Refusal(400, said("save.changesRefused", { problem: error.message }));
      throw error;
    }
    screenMade(data);
    return { current, data, read };
  }

  /** A save over a version the file no longer is: the file's version now, which the editor merges its edits onto. */
  function conflict(res: Parameters<Route>[1], current: { text: string; hash: string }): void {
    // Who made the file's version, when the served editor knew: the newest kept version's replacer.
    const savedBy = context.who ? listHistory(real())[0]?.savedBy : undefined;
    send(res, 409, { hash: current.hash, data: dataOf(current)?.data, ...(savedBy ? { savedBy } : {}) });
  }

  /**
   * The project's deploy/ follows each save (src/deploy/files.ts): a language added needs its not-found page in the
   * nginx configuration. The file is saved by then; a deploy/ that cannot be written is said in the terminal.
   */
  function keepDeploy(site: HeaderSite): void {
    try {
      const written = keepDeployInStep(deployDirOf(siteFile), site);
      if (written.length) console.log(`deploy/ brought in step with the saved site: ${written.join(", ")}`);
    } catch (error) {
      console.error(`deploy/ could not be written (${(error as Error).message}): run npm run deploy:config`);
    }
  }

  /** A translator's save that changes more than its languages' pages and texts: 403, the file untouched. */
  function checkTranslator(req: Parameters<Route>[0], current: { text: string; hash: string }, data: unknown) {
    const person = context.who?.(req);
    if (person?.role !== "translator") return;
    const refusal = translatorRefusal(person, dataOf(current)?.data, data);
    if (refusal) throw refuse(req, 403, refusal);
  }

  async function save(
    req: Parameters<Route>[0],
    res: Parameters<Route>[1],
    current: { text: string; hash: string },
    data: unknown,
    baseHash: unknown,
    read?: Read,
  ): Promise<void> {
    if (typeof baseHash !== "string") throw new Refusal(400, said("save.baseMissing"));
    const text = await formatted(applyDataToText(current.text, data, read), siteFile, current.text);
    const author = context.who?.(req)?.name;
    const language = askedLanguage(req);
    const result = saveSiteText(real(), text, { expectedHash: baseHash, root: siteRoot, author, language });
    if (result.ok) {
      // The saved text's data is the site just written (its text was made from it): kept for the next changes.
      if (read) known = { hash: result.hash, read: { data: data as Read["data"], strict: read.strict } };
      keepDeploy(data as HeaderSite);
      send(res, 200, { hash: result.hash, problems: result.problems });
    } else if (result.reason === "invalid") send(res, 422, { problems: result.problems });
    else conflict(res, result);
  }

  return {
    "GET /api/site": async (req, res) => {
      // No file yet: the sites to start from (new-site.ts), by name, never by path.
      if (!existsSync(siteFile)) {
        return send(res, 200, {
          missing: true,
          file: path.basename(siteFile),
          sites: startingSites(repo, siteFile).map(({ file: _, ...site }) => site),
        });
      }
      const { text, hash } = readSite(real());
      const problems = checkSiteText(text, { root: siteRoot, language: askedLanguage(req) }).problems;
      const data = dataOf({ text, hash })?.data;
      send(res, 200, {
        hash,
        data,
        problems,
        // The site this project holds that the file is still a copy of, by its business's own facts (new-site.ts).
        copyOf: copyOf(repo, siteFile, data),
        schema: JSON.parse(schema),
        images: await extras.images(),
        fonts: extras.fonts(),
        file: path.basename(siteFile),
      });
    },
    "POST /api/check": async (req, res) => {
      const edited = editedSite(await jsonBody(req, JSON_LIMIT));
      if (edited.stale) return send(res, 409, { stale: true });
      const text = applyDataToText(edited.current.text, edited.data, edited.read);
      send(res, 200, { problems: checkSiteText(text, { root: siteRoot, language: askedLanguage(req) }).problems });
    },
    "POST /api/save": async (req, res) => {
      const body = await jsonBody(req, JSON_LIMIT);
      const edited = editedSite(body);
      if (edited.stale) return conflict(res, edited.current);
      checkTranslator(req, edited.current, edited.data);
      await save(req, res, edited.current, edited.data, body.baseHash, edited.read);
    },
    "GET /api/history": (_req, res) => {
      const versions = listHistory(real());
      const changed = changedAfter(real(), versions, { words: changesInWords, parts: changedParts });
      send(res, 200, { versions: versions.map((version, n) => ({ ...version, changed: changed[n] })) });
    },
    "POST /api/history/restore": async (req, res) => {
      const { id, baseHash } = await jsonBody(req, JSON_LIMIT);
      const text = typeof id === "string" ? readHistory(real(), id) : undefined;
      if (text === undefined) throw new Refusal(404, said("save.noSuchVersion"));
      // A kept version is screened like any text before it is parsed (a hand-placed file could be hostile).
      const hostile = screenText(text);
      if (hostile) throw new Refusal(422, said("save.versionUnreadable", { problem: hostile.message }));
      await save(req, res, readSite(real()), readData(text).data, baseHash);
    },
  };
}
