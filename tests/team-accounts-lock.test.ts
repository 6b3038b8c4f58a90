import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openAccounts } from "../editor/team/accounts.ts";

// The editor and `npm run editor:users` write one accounts file: each change is made to the file as it is on disk,
// under a lock, so neither writes over the other's.
const root = path.resolve(import.meta.dirname, "..");
const tsx = path.join(root, "node_modules/.bin/tsx");
const EACH = 25;

function writer(file: string, prefix: string, startAt: number): Promise<number | null> {
  const child = spawn(tsx, ["tests/fixtures/team-accounts-writer.ts", file, prefix, String(EACH), String(startAt)], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  return new Promise((resolve) => child.on("exit", resolve));
}

describe("the accounts file written from two places at once", () => {
  it("keeps every change of the editor and of the command line, and leaves no lock behind", async () => {
    const folder = path.join(mkdtempSync(path.join(tmpdir(), "team-lock-")), "team");
    const file = path.join(folder, "accounts.json");
    const editor = openAccounts(file);
    editor.invite({ name: "Ana", role: "owner" });
    const startAt = Date.now() + 4000;
    const others = [writer(file, "Cli", startAt), writer(file, "Other cli", startAt)];
    // The editor's own changes meanwhile: its sign-ins update Ana's account, and it invites people of its own.
    await new Promise((resolve) => setTimeout(resolve, startAt - Date.now()));
    for (let n = 1; n <= EACH; n++) {
      editor.invite({ name: `Editor ${n}`, role: "editor" });
      editor.update("Ana", (account) => void account.passkeys.push({ id: `key ${n}`, publicKey: "", counter: 0 }));
    }
    expect(await Promise.all(others)).toEqual([0, 0]);

    const names = new Set(
      openAccounts(file)
        .list()
        .map((account) => account.name),
    );
    for (const prefix of ["Cli", "Other cli", "Editor"]) {
      for (let n = 1; n <= EACH; n++) expect(names, `${prefix} ${n}`).toContain(`${prefix} ${n}`);
    }
    expect(openAccounts(file).find("Ana")!.passkeys).toHaveLength(EACH);
    expect(readdirSync(folder).filter((name) => name !== "accounts.json")).toEqual([]);
  }, 60_000);

  it("takes over a lock left by a process that ended (a crash), and leaves none behind", () => {
    const folder = path.join(mkdtempSync(path.join(tmpdir(), "team-lock-")), "team");
    const file = path.join(folder, "accounts.json");
    mkdirSync(folder);
    const ended = spawnSync(process.execPath, ["-e", "0"]).pid;
    writeFileSync(`${file}.lock`, String(ended));
    openAccounts(file).invite({ name: "Ana", role: "owner" });
    expect(openAccounts(file).find("Ana")?.role).toBe("owner");
    expect(readdirSync(folder)).toEqual(["accounts.json"]);
  });
});
