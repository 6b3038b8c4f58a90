/**
 * The served editor under test, as a small server runs it: `npm run editor:serve`'s server on 127.0.0.1 behind
 * nginx with TLS (deploy/editor-nginx.conf, a certificate made now), on a fresh copy of the site, with a first owner
 * invited as `npm run editor:users -- add --role owner` does, and a link made more than a day ago.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startEditorServer } from "../server/server.ts";
import { openAccounts } from "../team/accounts.ts";
import { invitationLink } from "../server/routes/team.ts";
import { startNginx } from "./nginx.ts";
import {
  TEAM_ACCOUNTS,
  TEAM_DIR,
  TEAM_EDITOR_PORT,
  TEAM_HTTP_PORT,
  TEAM_LINKS,
  TEAM_NGINX_PORT,
  TEAM_ORIGIN,
  TEAM_SITE,
} from "./setup.ts";

rmSync(TEAM_DIR, { recursive: true, force: true });
mkdirSync(path.dirname(TEAM_SITE), { recursive: true });
cpSync("site.json", TEAM_SITE);
cpSync("images", path.join(path.dirname(TEAM_SITE), "images"), { recursive: true });

const accounts = openAccounts(TEAM_ACCOUNTS);
const owner = accounts.invite({ name: "Ana", role: "owner" });
const expired = accounts.invite({ name: "Late", role: "editor" }, Date.now() - 25 * 3600_000);
writeFileSync(
  TEAM_LINKS,
  JSON.stringify({
    owner: invitationLink(TEAM_ORIGIN, owner.code),
    expired: invitationLink(TEAM_ORIGIN, expired.code),
  }),
);

const editor = await startEditorServer({
  siteFile: TEAM_SITE,
  port: TEAM_EDITOR_PORT,
  served: { origin: TEAM_ORIGIN, accountsFile: TEAM_ACCOUNTS },
});
const nginx = startNginx({
  folder: path.join(TEAM_DIR, "nginx"),
  tlsPort: TEAM_NGINX_PORT,
  httpPort: TEAM_HTTP_PORT,
  editorPort: TEAM_EDITOR_PORT,
});
console.log(`served editor under test: ${editor.origin} (${editor.appNote})`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    nginx.kill("SIGQUIT");
    void editor.close();
    process.exit(0);
  });
}
nginx.on("exit", (code) => {
  console.error(`nginx stopped (${code})`);
  process.exit(1);
});
