/**
 * The project copy the editor's browser tests edit: site.json and images/ under .scratch/editor-e2e-<slot>, put back
 * to the shipped state before each test, so every test starts from the owner's real site. Each of the run's workers
 * has its own slot (Playwright's parallel index): its own copy and its own editor server, on its own port.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** How many editors (and workers) the run has; the slot of this process (the server's, or the worker's). */
export const EDITOR_E2E_SLOTS = 2;
export const EDITOR_E2E_SLOT = Number(process.env.EDITOR_E2E_SLOT ?? process.env.TEST_PARALLEL_INDEX ?? 0);
export const EDITOR_E2E_DIR = resolve(`.scratch/editor-e2e-${EDITOR_E2E_SLOT}`);
export const EDITOR_E2E_SITE = join(EDITOR_E2E_DIR, "site.json");
export const EDITOR_E2E_DIST = join(EDITOR_E2E_DIR, "dist");
const FIRST_PORT = Number(process.env.EDITOR_E2E_PORT ?? 4330);
export const editorPort = (slot: number): number => FIRST_PORT + slot;
export const EDITOR_E2E_PORT = editorPort(EDITOR_E2E_SLOT);
/** The address the editor under test printed (its token in it), for the sign-in before the tests (sign-in.ts). */
export const editorAddressFile = (slot: number): string => resolve(`.scratch/editor-e2e-${slot}/address`);
export const EDITOR_E2E_ADDRESS = editorAddressFile(EDITOR_E2E_SLOT);
/** The browser's state after that sign-in (the editor's cookie), which every test's context starts from. */
export const editorStateFile = (slot: number): string => resolve(`.scratch/editor-e2e-${slot}/signed-in.json`);
export const EDITOR_E2E_STATE = editorStateFile(EDITOR_E2E_SLOT);

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
