/** The editor under test: `npm run edit`'s server and app, on a fresh copy of the site. */
import { startEditorServer } from "../server/server.ts";
import { rmSync, writeFileSync } from "node:fs";
import { EDITOR_E2E_ADDRESS, EDITOR_E2E_PORT, EDITOR_E2E_SITE, resetCopy } from "./copy.ts";

resetCopy();
rmSync(EDITOR_E2E_ADDRESS, { force: true });
const editor = await startEditorServer({ siteFile: EDITOR_E2E_SITE, port: EDITOR_E2E_PORT });
// What `npm run edit` prints to the person who started it: readable by this user only, as their terminal is.
writeFileSync(EDITOR_E2E_ADDRESS, editor.url, { mode: 0o600 });
console.log(`editor under test: ${editor.origin}`);
