/** Where the served editor's browser tests run: ports from TEAM_TEST_PORT_BASE, a folder of their own. */
import path from "node:path";

const base = Number(process.env.TEAM_TEST_PORT_BASE ?? 17400);
/** nginx with TLS, the public address. */
export const TEAM_NGINX_PORT = base;
/** The editor behind it, on 127.0.0.1. */
export const TEAM_EDITOR_PORT = base + 1;
/** nginx's plain http server (it only leads to https). */
export const TEAM_HTTP_PORT = base + 2;
export const TEAM_ORIGIN = `https://localhost:${TEAM_NGINX_PORT}`;
export const TEAM_DIR = path.resolve(".scratch/team-e2e");
export const TEAM_SITE = path.join(TEAM_DIR, "site", "site.json");
export const TEAM_ACCOUNTS = path.join(TEAM_DIR, "accounts", "accounts.json");
/** The owner's one-time link and an expired one, written by serve.ts for the tests. */
export const TEAM_LINKS = path.join(TEAM_DIR, "links.json");
