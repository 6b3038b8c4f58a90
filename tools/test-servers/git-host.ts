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
  /** The folder the host serves a preview branch's build from, when it has one. */
  previewServed?: string;
}

/**
 * Makes the host in `folder` (emptied first, its build output `dist` kept for incremental builds); with `preview`,
 * the host also builds that branch into its own output, as a host's branch deploys do.
 */
export function makeGitHost(
  folder: string,
  dist: string,
  branch = "main",
  preview?: { branch: string; dist: string },
): GitHost {
  const remote = join(folder, "remote.git");
  const checkout = join(folder, "checkout");
  const log = join(folder, "host-build.log");
  rmSync(remote, { recursive: true, force: true });
  rmSync(checkout, { recursive: true, force: true });
  mkdirSync(checkout, { recursive: true });
  execFileSync("git", ["init", "--quiet", "--bare", "--initial-branch", branch, remote]);
  const project = resolve(".");
  const hook = join(remote, "hooks", "post-receive");
  const previewCheckout = `${checkout}-${preview?.branch ?? "preview"}`;
  const queue = join(folder, "host-build.lock");
  const head = (built: string) => `head=$(git --git-dir=${JSON.stringify(remote)} rev-parse refs/heads/${built})`;
  // Built after the push is accepted, as a host does: one build at a time (flock), each of the branch's newest commit.
  // Two pushes close together were once built in the wrong order, the older last, leaving it live.
  const buildOf = (built: string, into: string, takeOut: string) => [
    `  [ "$ref" = refs/heads/${built} ] && (`,
    "    flock 9",
    `    ${head(built)}`,
    takeOut,
    `    cd ${JSON.stringify(project)}`,
    `    SITE_JSON=${JSON.stringify(join(built === branch ? checkout : previewCheckout, "site.json"))} DIST_DIR=${JSON.stringify(into)} BUILD_ID="$head" \\`,
    `      ${JSON.stringify(process.execPath)} scripts/compiled.mjs --packages-external scripts/build.ts --no-precompress`,
    `  ) 9> ${JSON.stringify(queue)} >> ${JSON.stringify(log)} 2>&1 < /dev/null &`,
  ];
  writeFileSync(
    hook,
    [
      "#!/bin/sh",
      "while read old new ref; do",
      ...buildOf(
        branch,
        dist,
        `    git --work-tree=${JSON.stringify(checkout)} --git-dir=${JSON.stringify(remote)} checkout -f --quiet ${branch}`,
      ),
      ...(preview
        ? buildOf(
            preview.branch,
            preview.dist,
            `    rm -rf ${JSON.stringify(previewCheckout)} && mkdir -p ${JSON.stringify(previewCheckout)} && git --git-dir=${JSON.stringify(remote)} archive "$head" | tar -x -C ${JSON.stringify(previewCheckout)}`,
          )
        : []),
      "done",
      "",
    ].join("\n"),
  );
  chmodSync(hook, 0o755);
  return {
    remote,
    served: join(dist, "client"),
    log,
    ...(preview ? { previewServed: join(preview.dist, "client") } : {}),
  };
}
