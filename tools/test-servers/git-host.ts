/**
 * A git-connected host for the publish tests and bench, as Netlify or Cloudflare Pages are: a bare repository whose
 * post-receive hook checks the pushed commit out and, in the background (a host builds after accepting the push),
 * runs this project's build of it with the commit as its build id, into a folder nginx serves.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export interface GitHost {
  /** The bare repository's path: the remote's address. */
  remote: string;
  /** The folder the host serves (its build's client/). */
  served: string;
  /** The hook's build log. */
  log: string;
}

/** Makes the host in `folder` (emptied first, its build output `dist` kept for incremental builds). */
export function makeGitHost(folder: string, dist: string, branch = "main"): GitHost {
  const remote = join(folder, "remote.git");
  const checkout = join(folder, "checkout");
  const log = join(folder, "host-build.log");
  rmSync(remote, { recursive: true, force: true });
  rmSync(checkout, { recursive: true, force: true });
  mkdirSync(checkout, { recursive: true });
  execFileSync("git", ["init", "--quiet", "--bare", "--initial-branch", branch, remote]);
  const project = resolve(".");
  const hook = join(remote, "hooks", "post-receive");
  writeFileSync(
    hook,
    [
      "#!/bin/sh",
      "while read old new ref; do",
      `  [ "$ref" = refs/heads/${branch} ] || continue`,
      `  git --work-tree=${JSON.stringify(checkout)} --git-dir=${JSON.stringify(remote)} checkout -f --quiet ${branch}`,
      `  cd ${JSON.stringify(project)}`,
      `  SITE_JSON=${JSON.stringify(join(checkout, "site.json"))} DIST_DIR=${JSON.stringify(dist)} BUILD_ID="$new" \\`,
      `    nohup ${JSON.stringify(process.execPath)} scripts/compiled.mjs --packages-external scripts/build.ts --no-precompress \\`,
      `    >> ${JSON.stringify(log)} 2>&1 < /dev/null &`,
      "done",
      "",
    ].join("\n"),
  );
  chmodSync(hook, 0o755);
  return { remote, served: join(dist, "client"), log };
}
