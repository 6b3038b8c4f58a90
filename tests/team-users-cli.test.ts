import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hashCode } from "../editor/team/accounts.ts";

// `npm run editor:users`: the first owner made from the command line, with a one-time link stored only as its hash.
const root = path.resolve(import.meta.dirname, "..");
const tsx = path.join(root, "node_modules/.bin/tsx");

describe("npm run editor:users", () => {
  it("adds an owner, prints a one-time link valid 24 hours, and keeps only its hash in a 0600 file", () => {
    const accounts = path.join(mkdtempSync(path.join(tmpdir(), "team-cli-")), "team", "accounts.json");
    const env = { ...process.env, EDITOR_ACCOUNTS: accounts, EDITOR_ORIGIN: "https://editor.example.com" };
    const out = execFileSync(tsx, ["scripts/editor-users.ts", "add", "--role", "owner", "Ana", "Rivera"], {
      cwd: root,
      env,
      encoding: "utf8",
    });
    const link = /https:\/\/editor\.example\.com\/invite\?code=([\w-]+)/.exec(out);
    expect(out).toContain("Ana Rivera is invited as owner");
    expect(link).not.toBeNull();
    expect(statSync(accounts).mode & 0o777).toBe(0o600);
    const stored = readFileSync(accounts, "utf8");
    expect(stored).not.toContain(link![1]);
    const [account] = JSON.parse(stored).accounts;
    expect(account.invitation.hash).toBe(hashCode(decodeURIComponent(link![1]!)));
    const hours = (Date.parse(account.invitation.expires) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const list = execFileSync(tsx, ["scripts/editor-users.ts", "list"], { cwd: root, env, encoding: "utf8" });
    expect(list).toContain("Ana Rivera: owner, invited");
    // A fresh link for the same person: the one before no longer opens their account.
    const again = execFileSync(tsx, ["scripts/editor-users.ts", "link", "Ana", "Rivera"], {
      cwd: root,
      env,
      encoding: "utf8",
    });
    const fresh = /https:\/\/editor\.example\.com\/invite\?code=([\w-]+)/.exec(again);
    expect(again).toContain("A new one-time sign-in link for Ana Rivera");
    const relinked = JSON.parse(readFileSync(accounts, "utf8")).accounts[0];
    expect(relinked.invitation.hash).toBe(hashCode(decodeURIComponent(fresh![1]!)));
    expect(relinked.invitation.hash).not.toBe(account.invitation.hash);
    const twice = spawnSync(tsx, ["scripts/editor-users.ts", "add", "--role", "editor", "Ana Rivera"], {
      cwd: root,
      env,
      encoding: "utf8",
    });
    expect(twice.status).toBe(2);
    expect(twice.stderr).toContain("there is already someone called Ana Rivera");
    const noOrigin = spawnSync(tsx, ["scripts/editor-users.ts", "add", "--role", "owner", "Bo"], {
      cwd: root,
      env: { ...env, EDITOR_ORIGIN: "" },
      encoding: "utf8",
    });
    expect(noOrigin.status).toBe(2);
    expect(noOrigin.stderr).toContain("EDITOR_ORIGIN");
  }, 60_000);
});
