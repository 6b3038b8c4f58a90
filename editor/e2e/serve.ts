/** The editor under test: `npm run edit`'s server and app, on a fresh copy of the site. */
import { startEditorServer } from "../server/server.ts";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { EDITOR_E2E_ADDRESS, EDITOR_E2E_DIR, EDITOR_E2E_PORT, EDITOR_E2E_SITE, resetCopy } from "./copy.ts";

resetCopy();
rmSync(EDITOR_E2E_ADDRESS, { force: true });
// The checks remember pages as `npm run edit`'s do; keyed by this run, so no memo of other code is ever read.
const memo = { file: join(EDITOR_E2E_DIR, "pages-memo.json"), code: `editor e2e ${process.pid} ${Date.now()}` };
const editor = await startEditorServer({ siteFile: EDITOR_E2E_SITE, port: EDITOR_E2E_PORT, memo });
// What `npm run edit` prints to the person who started it: readable by this user only, as their terminal is.
writeFileSync(EDITOR_E2E_ADDRESS, editor.url, { mode: 0o600 });
console.log(`editor under test: ${editor.origin}`);
