/**
 * Passwords, the fallback to a passkey: scrypt (N=2^17, r=8, p=1, OWASP's minimum) with a salt of each account's own,
 * compared in constant time; short and common ones refused before they are ever stored.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { repo } from "../server/project.ts";
import { said, type Said } from "../server/words/say.ts";

export interface PasswordHash {
  salt: string;
  hash: string;
  N: number;
  r: number;
  p: number;
}

export const MIN_PASSWORD_LENGTH = 12;
const COST = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** scrypt's memory is 128 * N * r bytes (128 MiB here); Node's default cap (32 MiB) is raised above it. */
const derive = (password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

const common = new Set(
  readFileSync(path.join(repo, "editor/team/common-passwords.txt"), "utf8")
    .split("\n")
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

/** Why this password is refused, in any language; undefined when it may be used. */
export function passwordRefusal(password: string): Said | undefined {
  if ([...password].length < MIN_PASSWORD_LENGTH) return said("team.password.short", { count: MIN_PASSWORD_LENGTH });
  if (common.has(password.toLowerCase())) return said("team.password.common");
  return undefined;
}

/** Why this password is refused, in English; undefined when it may be used. */
export const passwordProblem = (password: string): string | undefined => passwordRefusal(password)?.in("en");

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return { salt: salt.toString("base64"), hash: key.toString("base64"), ...COST };
}

/** A hash of nothing, compared against when there is no account, so that an unknown name takes as long. */
let decoy: Promise<PasswordHash> | undefined;

export async function verifyPassword(password: string, stored: PasswordHash | undefined): Promise<boolean> {
  const against = stored ?? (await (decoy ??= hashPassword(randomBytes(16).toString("hex"))));
  const key = await derive(password, Buffer.from(against.salt, "base64"), against);
  const expected = Buffer.from(against.hash, "base64");
  return stored !== undefined && key.length === expected.length && timingSafeEqual(key, expected);
}
