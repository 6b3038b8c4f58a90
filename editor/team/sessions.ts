/**
 * Signed-in sessions, held in the editor's memory: a random id in a `__Host-` cookie (HttpOnly, Secure,
 * SameSite=Strict), a token of its own that every write carries, ended after idle time, at sign-out, or when the
 * owner removes the person. A restart signs everyone out.
 */
import { randomBytes } from "node:crypto";

export const COOKIE_NAME = "__Host-editor-session";
/** A session nobody used for this long is over. */
export const IDLE_MINUTES = 30;

export interface Session {
  id: string;
  name: string;
  /** The token the editor's pages carry and every write sends back (`x-editor-token`). */
  token: string;
  lastSeen: number;
}

export interface Sessions {
  /** A new session for this person: always a new id, so one set before sign-in is never kept. */
  start(name: string, now?: number): Session;
  /** The live session of this id, its idle time restarted; an expired one is dropped. */
  touch(id: string, now?: number): Session | undefined;
  end(id: string): void;
  endAllOf(name: string): number;
  count(): number;
}

export function makeSessions(idleMs = IDLE_MINUTES * 60_000): Sessions {
  const byId = new Map<string, Session>();
  return {
    start(name, now = Date.now()) {
      const session = {
        id: randomBytes(32).toString("base64url"),
        name,
        token: randomBytes(32).toString("base64url"),
        lastSeen: now,
      };
      byId.set(session.id, session);
      return session;
    },
    touch(id, now = Date.now()) {
      const session = byId.get(id);
      if (!session) return undefined;
      if (now - session.lastSeen > idleMs) {
        byId.delete(id);
        return undefined;
      }
      session.lastSeen = now;
      return session;
    },
    end: (id) => void byId.delete(id),
    endAllOf(name) {
      let ended = 0;
      for (const [id, session] of byId) {
        if (session.name === name) {
          byId.delete(id);
          ended++;
        }
      }
      return ended;
    },
    count: () => byId.size,
  };
}

/** The cookie that holds a session: no Domain, Path=/, Secure, as `__Host-` requires. */
export const sessionCookie = (id: string): string =>
  `${COOKIE_NAME}=${id}; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=${IDLE_MINUTES * 60 * 16}`;
export const clearedCookie = (): string => `${COOKIE_NAME}=; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=0`;

/** The session id a request's cookies carry. */
export function sessionIdOf(cookieHeader: string | undefined): string | undefined {
  for (const part of String(cookieHeader ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at !== -1 && part.slice(0, at).trim() === COOKIE_NAME) return part.slice(at + 1).trim();
  }
  return undefined;
}
