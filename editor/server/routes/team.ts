/**
 * The served editor's team routes: its screens (editor/team/pages.ts) and their script, signing in by passkey or
 * password, a one-time link's set-up, signing out, and the owner's invitations, fresh links and removals.
 */
import type http from "node:http";
import path from "node:path";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { AccountProblem, hashCode, type Account, type AccountStore, type Role } from "../../team/accounts.ts";
import type { Attempts } from "../../team/attempts.ts";
import { accountPage, invitationGonePage, invitationPage, signInPage, TEAM_CSS, teamPage } from "../../team/pages.ts";
import { hashPassword, passwordRefusal, verifyPassword } from "../../team/passwords.ts";
import { clearedCookie, sessionCookie, sessionIdOf, type Sessions } from "../../team/sessions.ts";
import { jsonBody, Refusal, send, type Route } from "../http.ts";
import { repo } from "../project.ts";
import { languageOf, said } from "../words/say.ts";
import type { Door } from "../door.ts";
import { addressOf, refuse } from "../served-gate.ts";
import { sendFile } from "../static-file.ts";

/** A passkey ceremony must finish within this long of its options. */
const CHALLENGE_MS = 5 * 60_000;
const BODY_LIMIT = 64 * 1024;

export interface TeamSetup {
  origin: string;
  accounts: AccountStore;
  sessions: Sessions;
  attempts: Attempts;
  door: Door;
}

/** The screens' script, @simplewebauthn/browser bundled in, made once at start. */
export async function bundleTeamScript(): Promise<string> {
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [path.join(repo, "editor/team/browser.ts")],
    bundle: true,
    format: "esm",
    minify: true,
    write: false,
    target: "es2022",
  });
  return result.outputFiles[0]!.text;
}

const html = (res: http.ServerResponse, status: number, body: string) => {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  res.end(body);
};

export function teamRoutes(setup: TeamSetup, script: string): Record<string, Route> {
  const { accounts, sessions, attempts, door } = setup;
  const expectedOrigin = new URL(setup.origin).origin;
  const rpID = new URL(setup.origin).hostname;
  /** Passkey challenges given out: for signing in (by challenge) and for a link's set-up (by its code's hash). */
  const signInChallenges = new Map<string, number>();
  const setUpChallenges = new Map<string, { challenge: string; expires: number }>();

  /** A new session for this person (the old one, if any, ended): the cookie and where to go. */
  function signIn(req: http.IncomingMessage, res: http.ServerResponse, name: string): void {
    const old = sessionIdOf(req.headers.cookie);
    if (old) sessions.end(old);
    attempts.succeeded(name);
    const session = sessions.start(name);
    send(res, 200, { signedIn: name, to: "/" }, { "set-cookie": sessionCookie(session.id) });
  }

  function lockedOut(req: http.IncomingMessage, name: string): void {
    const minutes = attempts.lockedFor(name, addressOf(req));
    if (minutes) throw refuse(req, 429, said("team.refuse.lockedOut", { minutes }));
  }

  function invited(req: http.IncomingMessage, code: unknown): Account {
    const account = typeof code === "string" ? accounts.byInvitation(code) : undefined;
    if (!account) throw refuse(req, 410, said("team.refuse.linkGone"));
    return account;
  }

  return {
    "GET /sign-in": (req, res) => html(res, 200, signInPage(languageOf(req))),
    "GET /invite": (req, res, url) => {
      const account = accounts.byInvitation(url.searchParams.get("code") ?? "");
      if (!account) refuse(req, 410, "an invitation that no longer works was opened");
      const language = languageOf(req);
      html(res, account ? 200 : 410, account ? invitationPage(account, language) : invitationGonePage(language));
    },
    "GET /team/team.js": (_req, res) => sendFile(res, script, "text/javascript; charset=utf-8"),
    "GET /team/team.css": (_req, res) => sendFile(res, TEAM_CSS, "text/css; charset=utf-8"),
    "GET /account": (req, res) => html(res, 200, accountPage(door.person(req)!, door.pageToken(req), languageOf(req))),
    "GET /team": (req, res) =>
      html(res, 200, teamPage(accounts.list(), door.person(req)!.name, door.pageToken(req), languageOf(req))),
    // Who is signed in and their page's token: for the editor's app and for clients that are not a browser.
    "GET /api/team/me": (req, res) => send(res, 200, { you: door.person(req), token: door.pageToken(req) }),
    "GET /api/team": (req, res) =>
      send(res, 200, {
        you: door.person(req),
        members: accounts.list().map(({ name, role, languages, mayPublish, invitation }) => ({
          name,
          role,
          languages,
          mayPublish,
          invited: Boolean(invitation),
        })),
      }),

    "POST /api/team/sign-in": async (req, res) => {
      const { name, password } = await jsonBody(req, BODY_LIMIT);
      if (typeof name !== "string" || typeof password !== "string")
        throw new Refusal(400, said("team.refuse.nameAndPassword"));
      lockedOut(req, name);
      const account = accounts.find(name.trim());
      // Always one scrypt, known name or not, so the time taken says nothing either.
      const ok = await verifyPassword(password, account?.password);
      if (!ok || !account) {
        attempts.failed(name, addressOf(req));
        throw refuse(req, 401, said("team.refuse.signIn"));
      }
      signIn(req, res, account.name);
    },
    "POST /api/team/passkey/options": async (req, res) => {
      await jsonBody(req, BODY_LIMIT);
      lockedOut(req, "");
      const options = await generateAuthenticationOptions({ rpID, userVerification: "preferred" });
      signInChallenges.set(options.challenge, Date.now() + CHALLENGE_MS);
      send(res, 200, options);
    },
    "POST /api/team/passkey/verify": async (req, res) => {
      const { response } = await jsonBody(req, BODY_LIMIT);
      lockedOut(req, "");
      const id = (response as { id?: unknown } | undefined)?.id;
      const account = typeof id === "string" ? accounts.findByPasskey(id) : undefined;
      const passkey = account?.passkeys.find((key) => key.id === id);
      let verified = false;
      if (account && passkey) {
        try {
          const result = await verifyAuthenticationResponse({
            response: response as never,
            expectedChallenge: (challenge) => {
              const expires = signInChallenges.get(challenge);
              signInChallenges.delete(challenge);
              return expires !== undefined && expires > Date.now();
            },
            expectedOrigin,
            expectedRPID: rpID,
            credential: {
              id: passkey.id,
              publicKey: Buffer.from(passkey.publicKey, "base64url"),
              counter: passkey.counter,
            },
            requireUserVerification: false,
          });
          verified = result.verified;
          if (verified) {
            accounts.update(account.name, (stored) => {
              const key = stored.passkeys.find((candidate) => candidate.id === passkey.id);
              if (key) key.counter = result.authenticationInfo.newCounter;
            });
          }
        } catch {
          verified = false;
        }
      }
      if (!verified || !account) {
        attempts.failed("", addressOf(req));
        throw refuse(req, 401, said("team.refuse.passkeyRefused"));
      }
      signIn(req, res, account.name);
    },

    "POST /api/team/invite/password": async (req, res) => {
      const { code, password } = await jsonBody(req, BODY_LIMIT);
      const account = invited(req, code);
      if (typeof password !== "string") throw new Refusal(400, said("team.refuse.passwordMissing"));
      const problem = passwordRefusal(password);
      if (problem) throw new Refusal(422, problem);
      const hash = await hashPassword(password);
      // Checked again after the hash's wait: a link used twice at once works once.
      invited(req, code);
      accounts.update(account.name, (stored) => {
        stored.password = hash;
        delete stored.invitation;
      });
      signIn(req, res, account.name);
    },
    "POST /api/team/invite/passkey/options": async (req, res) => {
      const { code } = await jsonBody(req, BODY_LIMIT);
      const account = invited(req, code);
      const options = await generateRegistrationOptions({
        rpName: "Site editor",
        rpID,
        userName: account.name,
        userID: Buffer.from(account.userId, "base64url"),
        attestationType: "none",
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
        excludeCredentials: account.passkeys.map((key) => ({ id: key.id })),
      });
      setUpChallenges.set(hashCode(String(code)), { challenge: options.challenge, expires: Date.now() + CHALLENGE_MS });
      send(res, 200, options);
    },
    "POST /api/team/invite/passkey/verify": async (req, res) => {
      const { code, response } = await jsonBody(req, BODY_LIMIT);
      const account = invited(req, code);
      const challenge = setUpChallenges.get(hashCode(String(code)));
      setUpChallenges.delete(hashCode(String(code)));
      if (!challenge || challenge.expires < Date.now()) throw refuse(req, 400, said("team.refuse.passkeyAgain"));
      let result;
      try {
        result = await verifyRegistrationResponse({
          response: response as never,
          expectedChallenge: challenge.challenge,
          expectedOrigin,
          expectedRPID: rpID,
          requireUserVerification: false,
        });
      } catch (error) {
        throw refuse(req, 400, said("team.refuse.passkeyNotMadeBecause", { problem: (error as Error).message }));
      }
      if (!result.verified || !result.registrationInfo) throw refuse(req, 400, said("team.refuse.passkeyNotMade"));
      const { credential } = result.registrationInfo;
      invited(req, code);
      accounts.update(account.name, (stored) => {
        stored.passkeys.push({
          id: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString("base64url"),
          counter: credential.counter,
          transports: credential.transports,
        });
        delete stored.invitation;
      });
      signIn(req, res, account.name);
    },

    "POST /api/team/sign-out": (req, res) => {
      const id = sessionIdOf(req.headers.cookie);
      if (id) sessions.end(id);
      send(res, 200, { signedOut: true }, { "set-cookie": clearedCookie() });
    },
    "POST /api/team/invite": async (req, res) => {
      const { name, role, languages, mayPublish } = await jsonBody(req, BODY_LIMIT);
      try {
        const { code } = accounts.invite({
          name: String(name ?? ""),
          role: role as Role,
          languages: Array.isArray(languages) ? languages.map(String) : undefined,
          mayPublish: mayPublish === true,
        });
        send(res, 200, { link: invitationLink(setup.origin, code) });
      } catch (error) {
        if (error instanceof AccountProblem) throw new Refusal(422, error.words);
        throw error;
      }
    },
    // A member who lost their passkey or password: a fresh one-time link; the one before stops working.
    "POST /api/team/link": async (req, res) => {
      const { name } = await jsonBody(req, BODY_LIMIT);
      if (typeof name !== "string" || !accounts.find(name)) throw new Refusal(404, said("team.refuse.noOne"));
      const { code } = accounts.newLink(name);
      send(res, 200, { link: invitationLink(setup.origin, code) });
    },
    "POST /api/team/remove": async (req, res) => {
      const { name } = await jsonBody(req, BODY_LIMIT);
      if (name === door.person(req)?.name) throw new Refusal(422, said("team.refuse.notYourself"));
      if (typeof name !== "string" || !accounts.remove(name)) throw new Refusal(404, said("team.refuse.noOne"));
      send(res, 200, { removed: name, sessionsEnded: sessions.endAllOf(name) });
    },
  };
}

/** The one-time link a code opens. */
export const invitationLink = (origin: string, code: string): string =>
  `${new URL(origin).origin}/invite?code=${encodeURIComponent(code)}`;
