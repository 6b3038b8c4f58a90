/**
 * The editor server's API. Every write carries the session token the server put in the page; the browser adds
 * the Origin itself. The client never names a file: the server edits the one site.json it was started on.
 */
import { editorLanguage } from "../i18n/language.ts";
import { t } from "../i18n/useT.ts";
import type { ChangedPart } from "../../../shared/changed-parts.ts";
import type { Problem } from "../../../../src/validate/report/problem.ts";
import type { PreviewFont, StartingSite } from "../../../shared/wire.ts";
import type { JsonSchema } from "../model/schema.ts";
import { changesBetween, MAX_CHANGES, type Change } from "../../../../src/save/changes.ts";
import type { Site } from "../model/site.ts";

export type { Problem };
export interface ImageInfo {
  src: string;
  url: string;
  width?: number;
  height?: number;
  /** The file's size in bytes. */
  bytes?: number;
  /** What the server changed of an uploaded photo to keep it (made smaller, camera details left out). */
  note?: string;
}

export interface Loaded {
  hash: string;
  data: Site | undefined;
  problems: Problem[];
  schema: JsonSchema;
  images: ImageInfo[];
  /** Each font a theme may choose: its family list and faces, served by the editor (editor/server/server.ts). */
  fonts: Record<string, PreviewFont>;
  file: string;
  /**
   * A site the project holds (its own, an example) whose business's own facts this one still shares, with their
   * values there: a copy not yet made one's own (editor/server/new-site.ts).
   */
  copyOf?: { name: string; facts: Record<string, string> };
}

export interface Version {
  id: string;
  savedAt?: string;
  bytes?: number;
  /** Who made the save after it, when the served editor knew. */
  savedBy?: string;
  /**
   * What the save after it changed (src/save/save.ts's changedAfter): its first places, how many, and in words one
   * part of the site a line.
   */
  changed?: {
    places: (string | number)[][];
    count: number;
    text?: { was: string; now: string };
    words?: string[];
    parts?: ChangedPart[];
  };
}

const token = (): string => document.querySelector<HTMLMetaElement>('meta[name="editor-token"]')?.content ?? "";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.error === "string" ? body.error : t("shell.server.answered", { status }));
  }
}

export async function call<T>(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  // The problems an answer holds are worded in the editor's language (the server's check).
  const language = { "x-editor-language": editorLanguage() };
  const init: RequestInit = { method, headers: { ...language, ...headers } };
  if (body !== undefined) {
    init.headers = { "content-type": "application/json", "x-editor-token": token(), ...language, ...headers };
    init.body = body instanceof Blob ? body : JSON.stringify(body);
  }
  const response = await fetch(url, init);
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new ApiError(response.status, json);
  return json as T;
}

/** No file yet: the sites the server offers to start from (editor/server/new-site.ts). */
export interface Missing {
  missing: true;
  file: string;
  sites: StartingSite[];
}

export const loadSite = () => call<Loaded | Missing>("GET", "/api/site");

/** Starts the file as a copy of the site `id` (one of Missing's); the server refuses where a file is already. */
export const startSite = (id: string) => call<{ started: true }>("POST", "/api/start", { site: id });

/** The version of the file the editor's site was made from: its hash and its data (the last loaded or saved). */
export interface Base {
  hash: string;
  data: Site;
}

/**
 * What a check or a save sends: the changes from `base` (changes.ts), which the server applies to its own copy of
 * that version; the whole site when there are too many to be worth it.
 */
function edits(data: Site, base: Base): { baseHash: string } & ({ changes: Change[] } | { data: Site }) {
  const changes = changesBetween(base.data, data);
  return changes.length <= MAX_CHANGES ? { baseHash: base.hash, changes } : { baseHash: base.hash, data };
}

/** The problems of `data`; sent as changes from `base`, or whole when the file is no longer that version. */
export async function checkSite(data: Site, base?: Base): Promise<{ problems: Problem[] }> {
  if (base) {
    try {
      return await call<{ problems: Problem[] }>("POST", "/api/check", edits(data, base));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) throw error;
    }
  }
  return call<{ problems: Problem[] }>("POST", "/api/check", { data });
}

export type SaveAnswer =
  | { kind: "saved"; hash: string; problems: Problem[] }
  | { kind: "invalid"; problems: Problem[] }
  | { kind: "conflict"; hash: string; data: Site; savedBy?: string };

async function saving(url: string, body: unknown): Promise<SaveAnswer> {
  try {
    const ok = await call<{ hash: string; problems: Problem[] }>("POST", url, body);
    return { kind: "saved", hash: ok.hash, problems: ok.problems };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422)
      return { kind: "invalid", problems: error.body.problems as Problem[] };
    if (error instanceof ApiError && error.status === 409)
      return {
        kind: "conflict",
        hash: error.body.hash as string,
        data: error.body.data as Site,
        // Who saved meanwhile, when the served editor knew.
        ...(typeof error.body.savedBy === "string" ? { savedBy: error.body.savedBy } : {}),
      };
    throw error;
  }
}

/** Saves `data` over `base`, sent as the changes from it: a file that is no longer that version is a conflict. */
export const saveSite = (data: Site, base: Base) => saving("/api/save", edits(data, base));

export const listVersions = () => call<{ versions: Version[] }>("GET", "/api/history");

export const restoreVersion = (id: string, baseHash: string) => saving("/api/history/restore", { id, baseHash });

export async function uploadImage(file: File): Promise<ImageInfo> {
  return call<ImageInfo>("POST", "/api/images", file, {
    "content-type": file.type || "application/octet-stream",
    "x-editor-token": token(),
    "x-file-name": encodeURIComponent(file.name),
  });
}
/** Deletes a picture of images/ the saved site does not use; a 409 names the parts of the site using it. */
export const deleteImage = (src: string) => call<{ deleted: string }>("POST", "/api/images/delete", { src });

export const previewUrl = (src: string): string => `/preview-assets/${src}`;
