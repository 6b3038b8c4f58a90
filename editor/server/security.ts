/**
 * Who may use the editor: a request for another Host is refused (DNS rebinding); the person who started it proves it
 * with the token in the address it printed, traded at the first visit for a cookie no script can read (as Jupyter
 * does); a write also carries the editor's own Origin and its page's token. Every answer forbids framing and foreign
 * script. The limits on what a request may send are here too.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import type http from "node:http";
import type { Door } from "./door.ts";
import { Refusal } from "./http.ts";
import { escape } from "../team/pages.ts";
import { languageOf, said, say, type ServerLanguage } from "./words/say.ts";

export const JSON_LIMIT = 32 * 1024 * 1024;
export const IMAGE_LIMIT = 20 * 1024 * 1024;
/** Uploads read and made at once (each holds up to IMAGE_LIMIT and sharp's copies); more wait to be sent again. */
export const UPLOADS_AT_ONCE = 2;

/** The app's own answers: its scripts and styles from here only, nothing inline run, and no page may frame it. */
export const APP_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Puck and the canvas set styles inline; a style cannot run anything.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** A picture of images/: opened as a page, it runs nothing, loads nothing and is in a sandbox of its own. */
export const PICTURE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

/** The headers every answer of the editor carries (a picture's policy replaces the app's). */
export const EVERY_ANSWER: Record<string, string> = {
  "content-security-policy": APP_POLICY,
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
};

/** The page for a visit without the cookie, in the browser's language: where to find the address that opens the editor. */
function askPage(language: ServerLanguage): string {
  const [command, token] = ["\u0001", "\u0002"];
  const body = escape(say(language, "local.ask.body", { command, token }))
    .replace(command, "<code>npm run edit</code>")
    .replace(token, "<code>?token=</code>");
  return `<!doctype html>
<html lang="${language === "es" ? "es" : "en"}">
<head><meta charset="utf-8"><title>${escape(say(language, "local.ask.title"))}</title></head>
<body>
<h1>${escape(say(language, "local.ask.heading"))}</h1>
<p>${body}</p>
</body>
</html>
`;
}

const sameSecret = (given: string, secret: Buffer): boolean => {
  const bytes = Buffer.from(given);
  return bytes.length === secret.length && timingSafeEqual(bytes, secret);
};

export interface Gate extends Door {
  /** The token in the printed address, and the page's token a write carries (`x-editor-token`). */
  token: string;
  /** The session cookie as a request sends it (`name=value`), for clients that are not a browser (tests, benches). */
  cookie: string;
  /** Refuses any Host but the editor's own. */
  checkHost(req: http.IncomingMessage): void;
  /** Answers a visit with the token (a cookie and a redirect) or without the cookie (the ask page, a 403); else false. */
  admit(req: http.IncomingMessage, res: http.ServerResponse, url: URL): boolean;
  /** Refuses a write without the editor's Origin, an expected content type and the page's token. */
  checkWrite(req: http.IncomingMessage, kinds: RegExp): void;
}

export function makeGate(port: number): Gate {
  const token = randomBytes(32).toString("hex");
  const tokenBytes = Buffer.from(token);
  const session = randomBytes(32).toString("hex");
  const sessionBytes = Buffer.from(session);
  // Cookies are shared by every port of a host: each editor's has its own name, so two editors never meet.
  const cookieName = `editor-session-${port}`;
  const hosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]);

  function hasSession(req: http.IncomingMessage): boolean {
    for (const part of String(req.headers.cookie ?? "").split(";")) {
      const at = part.indexOf("=");
      if (at !== -1 && part.slice(0, at).trim() === cookieName && sameSecret(part.slice(at + 1).trim(), sessionBytes)) {
        return true;
      }
    }
    return false;
  }

  return {
    token,
    cookie: `${cookieName}=${session}`,
    pageToken: () => token,
    // Whoever started the editor on this machine: every right, as before there were roles.
    person: () => undefined,
    checkHost(req) {
      if (!hosts.has(String(req.headers.host ?? "").toLowerCase())) {
        throw new Refusal(421, said("local.wrongHost"));
      }
    },
    admit(req, res, url) {
      const given = url.searchParams.get("token");
      if (given !== null && req.method === "GET") {
        if (!sameSecret(given, tokenBytes)) throw new Refusal(403, said("local.wrongToken"));
        url.searchParams.delete("token");
        res.writeHead(303, {
          location: `${url.pathname}${url.search}`,
          "set-cookie": `${cookieName}=${session}; HttpOnly; SameSite=Strict; Path=/`,
          "cache-control": "no-store",
        });
        res.end();
        return true;
      }
      if (hasSession(req)) return false;
      const page = req.method === "GET" && !url.pathname.startsWith("/api/");
      if (!page) throw new Refusal(403, said("local.noCookie"));
      res.writeHead(403, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      res.end(askPage(languageOf(req)));
      return true;
    },
    checkWrite(req, kinds) {
      const origin = req.headers.origin;
      if (!origin) throw new Refusal(403, said("local.noOrigin"));
      let originHost: string;
      try {
        const url = new URL(origin);
        if (url.protocol !== "http:") throw new Error();
        originHost = url.host;
      } catch {
        throw new Refusal(403, said("local.wrongOrigin"));
      }
      if (!hosts.has(originHost)) throw new Refusal(403, said("local.wrongOrigin"));
      const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
      if (!kinds.test(type))
        throw new Refusal(415, type ? said("gate.contentType", { type }) : said("gate.contentTypeNone"));
      if (!sameSecret(String(req.headers["x-editor-token"] ?? ""), tokenBytes)) {
        throw new Refusal(403, said("local.tokenMissing"));
      }
    },
  };
}
