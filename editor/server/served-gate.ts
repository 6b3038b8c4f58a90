/**
 * Who may use the served editor (`npm run edit -- --serve`, behind nginx with TLS): the Host and every write's Origin
 * must be the configured public origin; a page or API call needs a signed-in session (its `__Host-` cookie), a write
 * also that session's token, and the person's role must allow the call (editor/team/roles.ts). Refusals are logged
 * by address, method and path, never with a cookie, token or password.
 */
import type http from "node:http";
import { timingSafeEqual } from "node:crypto";
import type { AccountStore } from "../team/accounts.ts";
import { refusedPage } from "../team/pages.ts";
import { routeRefusalWords, type Person } from "../team/roles.ts";
import type { Door } from "./door.ts";
import { clearedCookie, sessionIdOf, type Session, type Sessions } from "../team/sessions.ts";
import { Refusal } from "./http.ts";
import { languageOf, said, Said } from "./words/say.ts";

/** Addresses open without a session: signing in, a one-time link, and the files those pages load. */
const OPEN_READS = new Set(["/sign-in", "/invite", "/team/team.js", "/team/team.css"]);
const OPEN_WRITES = new Set([
  "/api/team/sign-in",
  "/api/team/passkey/options",
  "/api/team/passkey/verify",
  "/api/team/invite/password",
  "/api/team/invite/passkey/options",
  "/api/team/invite/passkey/verify",
]);

/** The address a request came from: nginx's X-Real-IP when it came through nginx on this machine. */
export function addressOf(req: http.IncomingMessage): string {
  const direct = req.socket.remoteAddress ?? "unknown";
  const forwarded = req.headers["x-real-ip"];
  const loopback = direct === "127.0.0.1" || direct === "::1" || direct === "::ffff:127.0.0.1";
  return loopback && typeof forwarded === "string" && forwarded ? forwarded : direct;
}

/** A refusal, logged (in English) without secrets; the person reads it in their language. */
export function refuse(req: http.IncomingMessage, status: number, words: string | Said): Refusal {
  const where = (req.url ?? "/").split("?")[0];
  const logged = words instanceof Said ? words.in("en") : words;
  console.warn(`editor: refused ${status} ${req.method} ${where} from ${addressOf(req)}: ${logged}`);
  return new Refusal(status, words);
}

const same = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export function makeServedGate(origin: string, accounts: AccountStore, sessions: Sessions): Door {
  const publicOrigin = new URL(origin).origin;
  const host = new URL(origin).host;
  const known = new WeakMap<http.IncomingMessage, { session: Session; person: Person }>();

  function signedIn(req: http.IncomingMessage) {
    const id = sessionIdOf(req.headers.cookie);
    const session = id === undefined ? undefined : sessions.touch(id);
    if (!session) return undefined;
    const account = accounts.find(session.name);
    if (!account) {
      // Removed by the owner meanwhile: every session of theirs ends.
      sessions.endAllOf(session.name);
      return undefined;
    }
    const person: Person = {
      name: account.name,
      role: account.role,
      languages: account.languages,
      mayPublish: account.mayPublish,
    };
    known.set(req, { session, person });
    return { session, person };
  }

  return {
    checkHost(req) {
      if (String(req.headers.host ?? "").toLowerCase() !== host.toLowerCase()) {
        throw refuse(req, 421, said("gate.wrongHost", { host }));
      }
    },
    admit(req, res, url) {
      const isRead = req.method === "GET" || req.method === "HEAD";
      if (isRead ? OPEN_READS.has(url.pathname) : OPEN_WRITES.has(url.pathname)) return false;
      const found = signedIn(req);
      if (!found) {
        if (isRead && !url.pathname.startsWith("/api/")) {
          res.writeHead(303, { location: "/sign-in", "cache-control": "no-store", "set-cookie": clearedCookie() });
          res.end();
          return true;
        }
        throw refuse(req, 401, said("gate.signInFirst"));
      }
      const refusal = routeRefusalWords(found.person, req.method ?? "GET", url.pathname);
      if (refusal && isRead && !url.pathname.startsWith("/api/")) {
        refuse(req, 403, refusal);
        res.writeHead(403, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
        res.end(refusedPage(refusal.in(languageOf(req)), languageOf(req)));
        return true;
      }
      if (refusal) throw refuse(req, 403, refusal);
      return false;
    },
    checkWrite(req, kinds) {
      if (req.headers.origin !== publicOrigin) throw refuse(req, 403, said("gate.ownPage"));
      const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
      if (!kinds.test(type))
        throw refuse(req, 415, type ? said("gate.contentType", { type }) : said("gate.contentTypeNone"));
      const pathname = new URL(req.url ?? "/", "http://editor.invalid").pathname;
      if (OPEN_WRITES.has(pathname)) return;
      const session = known.get(req)?.session;
      if (!session || !same(String(req.headers["x-editor-token"] ?? ""), session.token)) {
        throw refuse(req, 403, said("gate.pageToken"));
      }
    },
    pageToken: (req) => known.get(req)?.session.token ?? "",
    person: (req) => known.get(req)?.person,
  };
}
