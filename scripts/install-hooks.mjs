// `npm install` runs this (the "prepare" script): it points git at .githooks/, so the pre-commit hook
// checks site.json before every commit. Outside a git checkout (a tarball, a CI cache) it does nothing.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";

const git = (...args) => execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();

try {
  if (existsSync(".githooks") && resolve(git("rev-parse", "--show-toplevel")) === resolve(".")) {
    git("config", "core.hooksPath", ".githooks");
    console.log("git hooks: .githooks/pre-commit checks site.json before each commit");
  }
} catch {
  // Not a git checkout, or git is not installed: there is nothing to hook into.
}
