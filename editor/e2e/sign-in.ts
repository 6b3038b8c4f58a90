/**
 * Before the editor's browser tests: opens the address the editor under test printed, as its owner would, and keeps
 * the cookie it trades the token for; every test's browser starts from that state (playwright.editor.config.ts).
 */
import { readFileSync } from "node:fs";
import { request } from "@playwright/test";
import { EDITOR_E2E_ADDRESS, EDITOR_E2E_STATE } from "./copy.ts";

export default async function signIn(): Promise<void> {
  const browser = await request.newContext();
  try {
    const reply = await browser.get(readFileSync(EDITOR_E2E_ADDRESS, "utf8"));
    if (!reply.ok()) throw new Error(`the editor's printed address answered ${reply.status()}`);
    await browser.storageState({ path: EDITOR_E2E_STATE });
  } finally {
    await browser.dispose();
  }
}
