/** The editor under test: `npm run edit`'s server and app, on a fresh copy of the site. */
import { startEditorServer } from "../server/server.ts";
import { EDITOR_E2E_PORT, EDITOR_E2E_SITE, resetCopy } from "./copy.ts";

resetCopy();
const editor = await startEditorServer({ siteFile: EDITOR_E2E_SITE, port: EDITOR_E2E_PORT });
console.log(`editor under test: ${editor.url}`);
