/** What the server asks of whoever guards it: the local gate (security.ts) or the served one (served-gate.ts). */
import type http from "node:http";
import type { Person } from "../team/roles.ts";

/** What server.ts asks of the local gate (security.ts) and of this one alike. */
export interface Door {
  checkHost(req: http.IncomingMessage): void;
  admit(req: http.IncomingMessage, res: http.ServerResponse, url: URL): boolean;
  checkWrite(req: http.IncomingMessage, kinds: RegExp): void;
  /** The token this request's page carries (the session's own when served). */
  pageToken(req: http.IncomingMessage): string;
  /** Who made this request: undefined in the local mode, where it is whoever started the editor. */
  person(req: http.IncomingMessage): Person | undefined;
}
