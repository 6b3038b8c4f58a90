/** The editor under test: `npm run edit`'s server and app, on a fresh copy of the site. */
import { startEditorServer } from "../server/server.ts";
import { rmSync, writeFileSync } from "node:fs";
import { EDITOR_E2E_ADDRESS, EDITOR_E2E_PORT, EDITOR_E2E_SITE, resetCopy } from "./copy.ts";
import { PUBLISH_E2E_CONFIG, PUBLISH_E2E_DIST, PUBLISH_E2E_STATE } from "./publish-target.ts";

resetCopy();
rmSync(EDITOR_E2E_ADDRESS, { force: true });
rmSync(PUBLISH_E2E_CONFIG, { force: true });
const editor = await startEditorServer({
  siteFile: EDITOR_E2E_SITE,
  port: EDITOR_E2E_PORT,
  publish: { configFile: PUBLISH_E2E_CONFIG, dist: PUBLISH_E2E_DIST, stateDir: PUBLISH_E2E_STATE },
});
// What `npm run edit` prints to the person who started it: readable by this user only, as their terminal is.
writeFileSync(EDITOR_E2E_ADDRESS, editor.url, { mode: 0o600 });
console.log(`editor under test: ${editor.origin}`);
