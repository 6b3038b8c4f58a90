/**
 * A picture of images/ deleted, by its name only: refused while the saved site uses it (409, with the parts using
 * it), and for any name that is not a real file of images/ (a link on the way, a folder, a name from elsewhere).
 */
import { existsSync, lstatSync, readFileSync, realpathSync, unlinkSync } from "node:fs";
import path from "node:path";
import { readSite } from "../../../src/save/save.ts";
import { readData } from "../../../src/save/text-edit.ts";
import { screenText } from "../../../src/validate/read/input-limits.ts";
import { labelFor } from "../../../src/site/field-labels.ts";
import { schemaJsonPath } from "../../../src/paths.ts";
import { PICTURE_NAME, partsUsing } from "../../shared/picture-uses.ts";
import { contained } from "../contained.ts";
import type { EditorContext } from "../context.ts";
import { jsonBody, Refusal, send, type Route } from "../http.ts";
import { JSON_LIMIT } from "../security.ts";
import { languageOf, said, say, type ServerLanguage } from "../words/say.ts";
import { ES_TITLES } from "../../../src/validate/messages/schema-es.ts";

/** What a deletion answers when the picture is in use: the words, and the parts of the site using it. */
export interface InUse {
  error: string;
  usedOn: string[];
}

export function pictureDeleteRoute({ repo, siteFile, imagesDir }: EditorContext): Route {
  const schema = JSON.parse(readFileSync(schemaJsonPath(repo), "utf8")) as {
    properties?: Record<string, { title?: string }>;
  };
  const partTitle = (key: string) => schema.properties?.[key]?.title ?? labelFor(key);
  /** A part's title in the editor's language: the schema's Spanish title where it has one; languages has none. */
  const partTitleIn = (language: ServerLanguage) => (key: string) => {
    if (key === "languages") return say(language, "picture.languages");
    return language === "es" ? (ES_TITLES[partTitle(key)] ?? partTitle(key)) : partTitle(key);
  };

  /** The saved site's data; none when the file cannot be read safely, and then nothing is deleted. */
  function savedSite(): unknown {
    const file = existsSync(siteFile) ? realpathSync(siteFile) : undefined;
    if (!file) return {};
    const { text } = readSite(file);
    if (screenText(text)) throw new Refusal(409, said("picture.siteUnreadable"));
    return readData(text).data;
  }

  /** The real file of images/ the name says, or a refusal: no link on the way, nothing outside images/. */
  function fileOf(src: unknown): string {
    if (typeof src !== "string" || !PICTURE_NAME.test(src)) throw new Refusal(400, said("picture.notAName"));
    const folderStat = lstatSync(imagesDir, { throwIfNoEntry: false });
    if (!folderStat?.isDirectory() || folderStat.isSymbolicLink()) throw new Refusal(404, said("picture.noSuch"));
    const folder = realpathSync(imagesDir);
    const file = path.resolve(folder, src.slice("images/".length));
    try {
      if (!contained(folder, file) || realpathSync(file) !== file || !lstatSync(file).isFile()) throw new Error();
    } catch {
      throw new Refusal(404, said("picture.noSuch"));
    }
    return file;
  }

  return async (req, res) => {
    const { src } = await jsonBody(req, JSON_LIMIT);
    const file = fileOf(src);
    const language = languageOf(req);
    const usedOn = partsUsing(savedSite(), src as string, partTitleIn(language), (kind, path) =>
      say(language, kind === "page" ? "picture.page" : "picture.post", { path }),
    );
    if (usedOn.length) {
      const answer: InUse = { error: say(language, "picture.inUse", { parts: usedOn.join(", ") }), usedOn };
      return send(res, 409, answer);
    }
    unlinkSync(file);
    send(res, 200, { deleted: src });
  };
}
