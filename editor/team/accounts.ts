/**
 * The served editor's team: one JSON file of accounts (src/paths.ts), written atomically and mode 0600, read again
 * whenever it changed on disk. The command line may change it while the editor runs: every change is made to the file
 * as re-read under a lock (file-lock.ts), so neither loses the other's. No third party holds them.
 */
import { said, type Said } from "../server/words/say.ts";
import { createHash, randomBytes } from "node:crypto";
import { fchmodSync, mkdirSync, readFileSync, statSync, writeSync } from "node:fs";
import path from "node:path";
import { writeFileAtomic } from "../../src/save/write-atomic.ts";
import { withFileLock } from "./file-lock.ts";
import type { PasswordHash } from "./passwords.ts";

export type Role = "owner" | "editor" | "translator";
export const ROLES: readonly Role[] = ["owner", "editor", "translator"];

/** A passkey as @simplewebauthn/server verifies it (its public key in base64url). */
export interface StoredPasskey {
  id: string;
  publicKey: string;
  counter: number;
  transports?: string[];
}

export interface Account {
  name: string;
  role: Role;
  /** A translator's languages (like es-US): the only pages and texts it may change. */
  languages?: string[];
  /** An editor the owner lets publish (an owner always may). */
  mayPublish?: boolean;
  password?: PasswordHash;
  passkeys: StoredPasskey[];
  /** The one-time sign-in link's code, as a hash, and when it stops working (ISO time). */
  invitation?: { hash: string; expires: string };
  /** The base64url user handle passkeys are made for. */
  userId: string;
}

interface AccountsFile {
  version: 1;
  accounts: Account[];
}

/** How long a one-time sign-in link works. */
export const INVITATION_HOURS = 24;
/** Names as a person types them: letters, digits, spaces, dots, dashes; 1 to 64. */
const NAME = /^[\p{L}\p{N}][\p{L}\p{N} ._'-]{0,63}$/u;

/** Whether this account may publish: the exported check publishing calls. */
export const mayPublish = (account: Pick<Account, "role" | "mayPublish">): boolean =>
  account.role === "owner" || (account.role === "editor" && account.mayPublish === true);

export const hashCode = (code: string): string => createHash("sha256").update(code).digest("hex");

/** Why an invitation or a link is refused: English for the terminal (message), the words in any language for a page. */
export class AccountProblem extends Error {
  constructor(readonly words: Said) {
    super(words.in("en"));
  }
}

/** A one-time link's code and what the account keeps of it: its hash and when it stops working. */
function newInvitation(now: number): { code: string; invitation: NonNullable<Account["invitation"]> } {
  const code = randomBytes(32).toString("base64url");
  return {
    code,
    invitation: { hash: hashCode(code), expires: new Date(now + INVITATION_HOURS * 3600_000).toISOString() },
  };
}

export interface Invitation {
  account: Account;
  /** The code of the link, shown once and stored only as its hash. */
  code: string;
}

export interface AccountStore {
  file: string;
  list(): Account[];
  find(name: string): Account | undefined;
  findByPasskey(id: string): Account | undefined;
  /** The account a link's code opens, unless used or expired. */
  byInvitation(code: string, now?: number): Account | undefined;
  invite(fields: { name: string; role: Role; languages?: string[]; mayPublish?: boolean }, now?: number): Invitation;
  /**
   * A fresh one-time link for a member already on the team (a lost passkey, a forgotten password): it lets them add
   * a passkey or set a password; the link they had before no longer works.
   */
  newLink(name: string, now?: number): Invitation;
  /** Changes one account and writes the file. */
  update(name: string, change: (account: Account) => void): Account;
  remove(name: string): boolean;
}

export function openAccounts(file: string): AccountStore {
  let cache: { stamp: string; data: AccountsFile } | undefined;

  function read(): AccountsFile {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return { version: 1, accounts: [] };
    const stamp = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    if (cache?.stamp === stamp) return cache.data;
    const data = JSON.parse(readFileSync(file, "utf8")) as AccountsFile;
    if (data.version !== 1 || !Array.isArray(data.accounts)) throw new Error(`${file} is not an accounts file`);
    cache = { stamp, data };
    return data;
  }

  function write(data: AccountsFile): void {
    // Mode 0600 before the first byte is written, so no other user ever reads a copy of it.
    writeFileAtomic(file, Buffer.from(JSON.stringify(data, null, 2) + "\n"), (fd, bytes) => {
      fchmodSync(fd, 0o600);
      let done = 0;
      while (done < bytes.length) done += writeSync(fd, bytes, done, bytes.length - done);
    });
    cache = undefined;
  }

  /** A change made to the file as it is on disk now, under the lock, and written before the lock is let go. */
  function change<T>(make: (data: AccountsFile) => { data?: AccountsFile; result: T }): T {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    return withFileLock(`${file}.lock`, () => {
      cache = undefined;
      const made = make(read());
      if (made.data) write(made.data);
      return made.result;
    });
  }

  const store: AccountStore = {
    file,
    list: () => read().accounts,
    find: (name) => read().accounts.find((account) => account.name === name),
    findByPasskey: (id) => read().accounts.find((account) => account.passkeys.some((key) => key.id === id)),
    byInvitation(code, now = Date.now()) {
      const hash = hashCode(code);
      return read().accounts.find(
        (account) =>
          account.invitation !== undefined &&
          account.invitation.hash === hash &&
          Date.parse(account.invitation.expires) > now,
      );
    },
    invite(fields, now = Date.now()) {
      const name = fields.name.trim();
      if (!NAME.test(name)) throw new AccountProblem(said("team.account.badName"));
      if (!ROLES.includes(fields.role))
        throw new AccountProblem(said("team.account.badRole", { roles: ROLES.join(", ") }));
      const languages = fields.role === "translator" ? (fields.languages ?? []).map((l) => l.trim()) : undefined;
      if (languages && (!languages.length || languages.some((l) => !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(l)))) {
        throw new AccountProblem(said("team.account.noLanguages"));
      }
      return change((data) => {
        if (data.accounts.some((account) => account.name === name)) {
          throw new AccountProblem(said("team.account.taken", { name }));
        }
        const { code, invitation } = newInvitation(now);
        const account: Account = {
          name,
          role: fields.role,
          ...(languages ? { languages } : {}),
          ...(fields.role === "editor" ? { mayPublish: fields.mayPublish === true } : {}),
          passkeys: [],
          invitation,
          userId: randomBytes(16).toString("base64url"),
        };
        return { data: { ...data, accounts: [...data.accounts, account] }, result: { account, code } };
      });
    },
    newLink(name, now = Date.now()) {
      const { code, invitation } = newInvitation(now);
      const account = store.update(name, (stored) => {
        stored.invitation = invitation;
      });
      return { account, code };
    },
    update(name, edit) {
      return change((data) => {
        const accounts = data.accounts.map((account) => structuredClone(account));
        const account = accounts.find((candidate) => candidate.name === name);
        if (!account) throw new AccountProblem(said("team.account.noOne", { name }));
        edit(account);
        return { data: { ...data, accounts }, result: account };
      });
    },
    remove(name) {
      return change((data) => {
        const accounts = data.accounts.filter((account) => account.name !== name);
        if (accounts.length === data.accounts.length) return { result: false };
        return { data: { ...data, accounts }, result: true };
      });
    },
  };
  return store;
}
