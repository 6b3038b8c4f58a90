/** What every route answers with: a refusal in words, JSON, and a request's body read within a limit. */
import type http from "node:http";
import { screenText } from "../../src/validate/read/input-limits.ts";
import { decodeText } from "../../src/validate/read/utf8.ts";
import { said, Said, type ServerLanguage } from "./words/say.ts";

/**
 * A request refused: its status and the words the editor shows, in its language when they are the server's own
 * (words/); the message is the English, for the log. Never a stack trace.
 */
export class Refusal extends Error {
  readonly words: Said | string;
  constructor(
    readonly status: number,
    words: Said | string,
    readonly headers: Record<string, string> = {},
  ) {
    super(words instanceof Said ? words.in("en") : words);
    this.words = words;
  }

  wordsIn(language: ServerLanguage): string {
    return this.words instanceof Said ? this.words.in(language) : this.words;
  }
}

/** A handler of one route; the URL is the request's, already checked (security.ts). */
export type Route = (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => Promise<void> | void;

/** A read handler tried in turn for the addresses no route names: true when it answered. */
export type Reader = (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => Promise<boolean> | boolean;

export function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    ...headers,
  });
  res.end(json);
}

/**
 * The rest of a refused request's body read and dropped, so the answer is not lost: a server that closes with unread
 * bytes resets the connection, and a proxy in front (nginx) then shows the browser a 502 instead of the refusal.
 */
export function drainBody(req: http.IncomingMessage, waitMs = 5000): Promise<void> {
  if (req.complete || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    req.once("end", done).once("close", done).once("error", done);
    req.resume();
  });
}

/** A `%` escape decoded, or a 400 that says so: a malformed one (`%E0%A4%A`) is the sender's mistake, not a crash. */
export function decoded(text: string, what: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new Refusal(400, said("server.malformedEscape", { what }));
  }
}

export function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > limit) {
      reject(new Refusal(413, said("server.body.tooLarge", { limit })));
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Refusal(413, said("server.body.tooLarge", { limit })));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** A JSON object body; nesting too deep for the walks that follow (text edits, validation) is refused unparsed. */
export async function jsonBody(req: http.IncomingMessage, limit: number): Promise<Record<string, unknown>> {
  const text = decodeText(await readBody(req, limit));
  const hostile = screenText(text);
  if (hostile) throw new Refusal(400, said("server.body.refused", { problem: hostile.message }));
  try {
    const value = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value)) return value;
  } catch {
    /* refused below */
  }
  throw new Refusal(400, said("server.body.notObject"));
}
