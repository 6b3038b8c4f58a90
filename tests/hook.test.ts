import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { objectId } from "../src/validate/command.ts";
import { deployFiles, type DeploySite } from "../src/deploy/files.ts";
import { twoLanguageSite } from "./fixtures/site.ts";

/*
 * The pre-commit hook in a real git repository: a checkout with the hook installed the way
 * `npm install` installs it, an owner's broken edit, and `git commit`.
 */

const base = readFileSync("tests/broken/base.json", "utf8");
let repo: string;

const git = (...args: string[]) =>
  spawnSync("git", ["-c", "user.name=Owner", "-c", "user.email=owner@example.com", ...args], {
    cwd: repo,
    encoding: "utf8",
  });

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), "hook-"));
  execFileSync("git", ["init", "-q", "-b", "main"], { cwd: repo });
  cpSync(".githooks", join(repo, ".githooks"), { recursive: true });
  cpSync("scripts/install-hooks.mjs", join(repo, "scripts/install-hooks.mjs"));
  // The validator's code is the project's own, reached through links rather than copied.
  const linked = [
    "node_modules",
    "src",
    "schema",
    "scripts/validate.ts",
    "scripts/deploy-config.ts",
    "scripts/compiled.mjs",
  ];
  for (const name of linked) symlinkSync(resolve(name), join(repo, name));
  // Pictures are copied: the check refuses a linked images/ (it could publish files from outside the project).
  cpSync("images", join(repo, "images"), { recursive: true });
  writeFileSync(join(repo, "site.json"), base);
  // The project's host configuration, committed with the site it was made from.
  mkdirSync(join(repo, "deploy"));
  for (const [name, text] of Object.entries(deployFiles(JSON.parse(base))))
    writeFileSync(join(repo, "deploy", name), text);
  writeFileSync(join(repo, ".gitignore"), linked.join("\n") + "\n");
  execFileSync("node", ["scripts/install-hooks.mjs"], { cwd: repo });
  expect(git("add", ".").status).toBe(0);
  expect(git("commit", "-q", "-m", "A valid site").status).toBe(0);
}, 60_000);

const broken = () => base.replace('"type": "gallery",', '"type": "galery",');

describe("the pre-commit hook", () => {
  // Each test starts from the committed valid site, nothing staged: it passes or fails on its own.
  beforeEach(() => {
    git("reset", "-q", "--hard");
  });

  it("is installed by the prepare script", () => {
    expect(git("config", "core.hooksPath").stdout.trim()).toBe(".githooks");
  });

  it("refuses a commit of a broken site.json, with the validator's messages", () => {
    writeFileSync(join(repo, "site.json"), broken());
    git("add", "site.json");
    const commit = git("commit", "-m", "Typo in a block type");
    expect(commit.status).not.toBe(0);
    expect(commit.stderr).toContain('site.json:95:19  page "/" › block 3 (galery) › type');
    expect(commit.stderr).toContain("hint      did you mean 'gallery'?");
    expect(git("log", "--oneline").stdout.trim().split("\n")).toHaveLength(1);
  }, 30_000);

  it("checks what is staged, not what is in the editor", () => {
    // The broken copy is staged, then fixed in the editor but not staged: the broken copy is still what
    // would be committed, and the hook says why (not git's "nothing to commit").
    writeFileSync(join(repo, "site.json"), broken());
    git("add", "site.json");
    writeFileSync(join(repo, "site.json"), base);
    const commit = git("commit", "-m", "Still the staged typo");
    expect(commit.status).not.toBe(0);
    expect(commit.stderr).toContain("hint      did you mean 'gallery'?");
    expect(git("log", "--oneline").stdout.trim().split("\n")).toHaveLength(1);
  }, 30_000);

  it("lets a valid change through", () => {
    writeFileSync(join(repo, "site.json"), base.replace('"menuLabel": "Menu"', '"menuLabel": "Open menu"'));
    git("add", "site.json");
    const commit = git("commit", "-q", "-m", "Clearer menu button");
    expect(commit.status).toBe(0);
    // git shows a hook's output on stderr: the validator's one line of approval.
    expect(commit.stderr).toContain("site.json is valid: 4 pages, 1 post ");
    expect(git("log", "-1", "--format=%s").stdout.trim()).toBe("Clearer menu button");
  }, 30_000);

  it("brings deploy/ in step with a hand edit of site.json, and adds it to the commit", () => {
    // A language added by hand: nginx and the not-found list need its not-found page.
    // (Its post's picture is one of the project's, whose images/ this repository shares.)
    const site = JSON.parse(
      JSON.stringify(twoLanguageSite()).replaceAll("images/blog/first.svg", "images/blog/pruning-saves-money.svg"),
    ) as DeploySite & Record<string, unknown>;
    writeFileSync(join(repo, "site.json"), JSON.stringify(site, null, 2) + "\n");
    git("add", "site.json");
    const commit = git("commit", "-q", "-m", "Spanish");
    expect(commit.status).toBe(0);
    const [before, after] = [deployFiles(JSON.parse(base)), deployFiles(site)];
    const changed = Object.keys(after).filter((name) => after[name] !== before[name]);
    expect(changed).toContain("not-found.json");
    const said = changed.map((name) => `deploy/${name}`).join(", ");
    expect(commit.stderr).toContain(`pre-commit: ${said} brought in step with site.json, and added to this commit`);
    for (const [name, text] of Object.entries(deployFiles(site))) {
      expect(git("show", `HEAD:deploy/${name}`).stdout, name).toBe(text);
    }
    expect(git("status", "--porcelain").stdout).toBe("");
    // In step, the next commit of site.json adds nothing to it.
    writeFileSync(
      join(repo, "site.json"),
      JSON.stringify({ ...site, footer: { ...(site.footer as object) } }, null, 4),
    );
    git("add", "site.json");
    const next = git("commit", "-q", "-m", "Indented");
    expect(next.status).toBe(0);
    expect(next.stderr).not.toContain("deploy/");
    git("reset", "-q", "--hard", "HEAD~2");
  }, 60_000);

  it("refuses a commit that deletes site.json", () => {
    git("rm", "-q", "site.json");
    const commit = git("commit", "-m", "Oops");
    expect(commit.status).not.toBe(0);
    expect(commit.stderr).toContain("this commit deletes site.json");
  }, 30_000);

  it("hashes a file as git does, in either kind of repository: the staged copy is read from the disk when they are one", () => {
    // The command reads the disk's bytes when they hash to the index's object: the hash must be git's own, or every
    // commit would ask git for the copy (correct, only slower), and no two different copies may hash alike.
    const folder = mkdtempSync(join(tmpdir(), "objects-"));
    const bytes = Buffer.from(`${base.replace("Menu", "Menú")}\r\n`, "utf8");
    writeFileSync(join(folder, "site.json"), bytes);
    for (const format of ["sha1", "sha256"]) {
      execFileSync("git", ["init", "-q", `--object-format=${format}`, format], { cwd: folder });
      const id = execFileSync("git", ["hash-object", "../site.json"], { cwd: join(folder, format), encoding: "utf8" });
      expect(objectId(format, bytes)).toBe(id.trim());
      expect(objectId(format, Buffer.concat([bytes, Buffer.from(" ")]))).not.toBe(id.trim());
    }
  });
});
