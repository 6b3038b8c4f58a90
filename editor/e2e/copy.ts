/**
 * The project copy the editor's browser tests edit: site.json and images/ under .scratch/editor-e2e, put back
 * to the shipped state before each test, so every test starts from the owner's real site.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export const EDITOR_E2E_DIR = resolve(".scratch/editor-e2e");
export const EDITOR_E2E_SITE = join(EDITOR_E2E_DIR, "site.json");
export const EDITOR_E2E_DIST = join(EDITOR_E2E_DIR, "dist");
export const EDITOR_E2E_PORT = Number(process.env.EDITOR_E2E_PORT ?? 4330);
/** The address the editor under test printed (its token in it), for the sign-in before the tests (sign-in.ts). */
export const EDITOR_E2E_ADDRESS = join(EDITOR_E2E_DIR, "address");
/** The browser's state after that sign-in (the editor's cookie), which every test's context starts from. */
export const EDITOR_E2E_STATE = join(EDITOR_E2E_DIR, "signed-in.json");

export const shippedText = (): string => readFileSync("site.json", "utf8");

export function resetCopy(): void {
  mkdirSync(EDITOR_E2E_DIR, { recursive: true });
  writeFileSync(EDITOR_E2E_SITE, shippedText());
  rmSync(join(EDITOR_E2E_DIR, "images"), { recursive: true, force: true });
  rmSync(join(EDITOR_E2E_DIR, ".editor-history"), { recursive: true, force: true });
  cpSync("images", join(EDITOR_E2E_DIR, "images"), { recursive: true });
}

export const copyText = (): string => readFileSync(EDITOR_E2E_SITE, "utf8");
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const copyData = (): any => JSON.parse(copyText());
