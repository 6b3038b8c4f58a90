/**
 * The owner's editor (`npm run edit`): an HTTP server on 127.0.0.1 that serves the app and its API over one site.json.
 * This file is the http and routing; security.ts decides who may ask (served-gate.ts when served for a team behind
 * nginx, with routes/team.ts for signing in), routes/ answers, uploads.ts makes pictures and app-build.ts builds the app.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { lstatSync } from "node:fs";
import { buildApp } from "./app-build.ts";
import type { EditorContext } from "./context.ts";
import { drainBody, Refusal, send, type Reader, type Route } from "./http.ts";
import { repo } from "./project.ts";
import { EVERY_ANSWER, makeGate } from "./security.ts";
import type { Door } from "./door.ts";
import { makeServedGate } from "./served-gate.ts";
import { bundleTeamScript, teamRoutes } from "./routes/team.ts";
import { openAccounts } from "../team/accounts.ts";
import { makeAttempts } from "../team/attempts.ts";
import { makeSessions } from "../team/sessions.ts";
import { appReader } from "./routes/app-page.ts";
import { imageRoutes } from "./routes/images.ts";
import { pictureDeleteRoute } from "./routes/picture-delete.ts";
import { previewFonts, previewReaders } from "./routes/preview.ts";
import { publishRoutes, type PublishPlaces } from "./routes/publish.ts";
import { siteRoutes } from "./routes/site.ts";
import { startRoutes } from "./routes/start.ts";
import { languageOf, said, say } from "./words/say.ts";

export interface EditorOptions {
  /** The site.json to edit; images/ beside it. */
  siteFile: string;
  port?: number;
  /** Build and serve editor/app (off in the API's own tests). */
  app?: boolean;
  /** The served mode (`--serve`): the public origin nginx answers at, and the team's accounts file. */
  served?: { origin: string; accountsFile: string };
  /** Where publishing reads its targets and keeps its build and history (routes/publish.ts); paths.ts's by default. */
  publish?: PublishPlaces;
}

export interface EditorServer {
  /** The address to open, with the token that trades for the editor's cookie: shown only to who started it. */
  url: string;
  /** The address without the token. */
  origin: string;
  port: number;
  /** The token of the printed address, and the one a write carries (`x-editor-token`). */
  token: string;
  /** The editor's cookie (`name=value`) for a client that is not a browser: every request needs it. */
  cookie: string;
  appNote: string;
  close(): Promise<void>;
}

/** The content types a write may have: a picture's bytes to /api/images, JSON elsewhere. */
const writeKinds = (pathname: string) =>
  pathname === "/api/images"
    ? /^(image\/(jpeg|png|webp|avif|svg\+xml)|application\/octet-stream)$/
    : /^application\/json$/;

export async function startEditorServer(options: EditorOptions): Promise<EditorServer> {
  const siteFile = path.resolve(options.siteFile);
  const siteRoot = path.dirname(siteFile);
  const context: EditorContext = {
    repo,
    siteFile,
    siteRoot,
    imagesDir: path.join(siteRoot, "images"),
    who: (req) => gate?.person(req),
  };
  const app = options.app === false ? { dir: undefined, note: "the app is not served (API only)" } : await buildApp();
  let gate: Door | undefined;
  let local: ReturnType<typeof makeGate> | undefined;
  const { served } = options;
  const team = served && {
    origin: served.origin,
    accounts: openAccounts(served.accountsFile),
    sessions: makeSessions(),
    attempts: makeAttempts(),
  };
  const servedGate = team && makeServedGate(team.origin, team.accounts, team.sessions);

  const images = imageRoutes(context);
  const routes: Record<string, Route> = {
    ...siteRoutes(context, { images: images.list, fonts: () => previewFonts().byName }),
    ...startRoutes(context),
    ...publishRoutes(context, options.publish),
    "POST /api/images": images.upload,
    "POST /api/images/delete": pictureDeleteRoute(context),
    ...(team && servedGate ? teamRoutes({ ...team, door: servedGate }, await bundleTeamScript()) : {}),
  };
  const readers: Reader[] = [...previewReaders(context), images.serve];

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(EVERY_ANSWER)) res.setHeader(name, value);
    if (!gate) throw new Refusal(503, said("server.starting"));
    gate.checkHost(req);
    const url = new URL(req.url ?? "/", "http://editor.invalid");
    if (gate.admit(req, res, url)) return;
    const isRead = req.method === "GET" || req.method === "HEAD";
    if (!isRead) gate.checkWrite(req, writeKinds(url.pathname));
    const name = `${req.method} ${url.pathname}`;
    if (Object.hasOwn(routes, name)) return await routes[name]!(req, res, url);
    if (!isRead) throw new Refusal(404, said("server.noSuchAction"));
    for (const reader of [...readers, appReader(app, gate.pageToken)]) if (await reader(req, res, url)) return;
    throw new Refusal(404, said("server.notFound"));
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(async (error: unknown) => {
      if (res.headersSent) return res.destroy();
      await drainBody(req);
      const language = languageOf(req);
      if (error instanceof Refusal) send(res, error.status, { error: error.wordsIn(language) }, error.headers);
      else if (
        (error as NodeJS.ErrnoException).code === "ENOENT" &&
        (error as NodeJS.ErrnoException).path === siteFile
      ) {
        // Moved or deleted while the editor was open (a branch checked out): said, and nothing written.
        send(res, 409, { error: say(language, "server.fileGone", { name: path.basename(siteFile) }) });
      } else {
        console.error(error);
        send(res, 500, { error: say(language, "server.failed") });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 4321, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  gate = servedGate || (local = makeGate(port));
  if (lstatSync(context.imagesDir, { throwIfNoEntry: false })?.isSymbolicLink()) {
    console.warn(
      `Note: ${path.relative(process.cwd(), context.imagesDir)} is a link to another folder; the editor will not show or write pictures there.`,
    );
  }
  const origin = team ? new URL(team.origin).origin + "/" : `http://127.0.0.1:${port}/`;
  return {
    url: local ? `${origin}?token=${local.token}` : origin,
    origin,
    port,
    token: local?.token ?? "",
    cookie: local?.cookie ?? "",
    appNote: app.note,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
