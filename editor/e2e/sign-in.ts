/**
 * Before the editor's browser tests: opens the address each editor under test printed, as its owner would, and keeps
 * the cookie it trades the token for; every test's browser starts from that state (playwright.editor.config.ts).
 */
import { readFileSync } from "node:fs";
import { request } from "@playwright/test";
import { EDITOR_E2E_SLOTS, editorAddressFile, editorStateFile } from "./copy.ts";

export default async function signIn(): Promise<void> {
  for (let slot = 0; slot < EDITOR_E2E_SLOTS; slot++) {
    const browser = await request.newContext();
    try {
      const reply = await browser.get(readFileSync(editorAddressFile(slot), "utf8"));
      if (!reply.ok()) throw new Error(`the editor's printed address answered ${reply.status()}`);
      await browser.storageState({ path: editorStateFile(slot) });
    } finally {
      await browser.dispose();
    }
  }
}
