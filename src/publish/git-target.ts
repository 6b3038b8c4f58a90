/**
 * The git target: commit the saved site.json and its images with a message in words and the author, and push to
 * the branch a host (Netlify, Cloudflare Pages, Vercel, GitHub Pages) builds from. A push refused because the remote
 * moved is fetched and merged (git's own merge, and the three-way merge of the site's data where git finds the same
 * lines changed), checked again and pushed again, a few times. A true conflict is said in words and nothing is lost:
 * the owner's commit stays in their copy.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import type { GitTargetConfig } from "./config.ts";
import { merge3 } from "../save/merge.ts";
import { trueConflicts } from "./site-conflicts.ts";
import { run, runOrSay } from "./run.ts";

export interface GitPublish {
  siteFile: string;
  target: GitTargetConfig;
  /** `Name <email>`. */
  author: string;
  /** The commit message's subject and body lines. */
  subject: string;
  body: string[];
  /** Checks the merged site.json; returns what is wrong in words, or undefined. */
  check: (siteFile: string) => Promise<string | undefined>;
  log?: (line: string) => void;
}

/** A publish the git target could not make: the words say what happened and that nothing was lost. */
export class GitRefused extends Error {
  override name = "GitRefused";
}

const TRIES = 3;

export async function repositoryOf(siteFile: string): Promise<{ top: string; site: string; images: string }> {
  const top = (
    await runOrSay(`${dirname(siteFile)} is not in a git repository`, "git", [
      "-C",
      dirname(siteFile),
      "rev-parse",
      "--show-toplevel",
    ])
  ).stdout.trim();
  return { top, site: relative(top, siteFile), images: relative(top, join(dirname(siteFile), "images")) };
}

/** The site.json of a commit (or "" when it has none). */
export async function siteAt(top: string, rev: string, site: string): Promise<string> {
  const result = await run("git", ["-C", top, "show", `${rev}:${site}`]);
  return result.code === 0 ? result.stdout : "";
}

const identity = (author: string) => {
  const [, name = author, email = "publish@localhost"] = /^(.*?)\s*<([^>]*)>\s*$/.exec(author) ?? [];
  return ["-c", `user.name=${name}`, "-c", `user.email=${email}`];
};

/** Commits what changed (if anything) and pushes; returns the commit now on the remote branch. */
export async function commitAndPush(
  publish: GitPublish,
  restoreFrom?: string,
): Promise<{ commit: string; merged: number }> {
  const { target, author } = publish;
  const { top, site, images } = await repositoryOf(publish.siteFile);
  const git = (what: string, ...args: string[]) => runOrSay(what, "git", ["-C", top, ...identity(author), ...args]);
  if (restoreFrom) await git("Taking that version's files", "checkout", restoreFrom, "--", site, images);
  await git("Adding the changed files", "add", "-A", "--", site, images);
  const staged = await run("git", ["-C", top, "diff", "--cached", "--quiet"]);
  if (staged.code !== 0) {
    await git(
      "Committing",
      "commit",
      "--quiet",
      "--author",
      author,
      "-m",
      publish.subject,
      ...(publish.body.length ? ["-m", publish.body.join("\n")] : []),
    );
  }
  let merged = 0;
  for (let attempt = 1; ; attempt++) {
    const pushed = await run(
      "git",
      ["-C", top, "push", "--porcelain", target.remote, `HEAD:refs/heads/${target.branch}`],
      { timeoutMs: 120_000 },
    );
    if (pushed.code === 0) break;
    const said = `${pushed.stderr}\n${pushed.stdout}`;
    if (!/rejected|fetch first|non-fast-forward/.test(said)) {
      throw new GitRefused(
        `Pushing to ${target.remote} (${target.branch}) failed: ${said.trim().split("\n").slice(-2).join(" ")}. Check the remote's address and your access to it; your change is committed here and nothing was lost`,
      );
    }
    if (attempt > TRIES) {
      throw new GitRefused(
        `The remote ${target.remote} kept moving: ${TRIES} merges were refused in turn. Your change is committed here; publish again in a moment`,
      );
    }
    publish.log?.(`the remote moved since your copy: merging its changes (try ${attempt})`);
    await mergeRemote(publish, top, site, git);
    merged++;
  }
  const commit = (await git("Reading the commit", "rev-parse", "HEAD")).stdout.trim();
  return { commit, merged };
}

type Git = (what: string, ...args: string[]) => Promise<unknown>;

async function mergeRemote(publish: GitPublish, top: string, site: string, git: Git): Promise<void> {
  const { target } = publish;
  await git(`Fetching ${target.remote}`, "fetch", "--quiet", target.remote, target.branch);
  const merging = await run("git", [
    "-C",
    top,
    ...identity(publish.author),
    "merge",
    "--no-commit",
    "--no-ff",
    "FETCH_HEAD",
  ]);
  const give = async (why: string): Promise<never> => {
    await run("git", ["-C", top, "merge", "--abort"]);
    throw new GitRefused(`${why}. Your change is committed here and nothing was lost; nothing was published`);
  };
  if (merging.code !== 0) {
    const conflicted = (await run("git", ["-C", top, "diff", "--name-only", "--diff-filter=U"])).stdout
      .split("\n")
      .filter(Boolean);
    const others = conflicted.filter((file) => file !== site);
    if (others.length) await give(`Someone changed the same files on ${target.branch} meanwhile: ${others.join(", ")}`);
    if (!conflicted.includes(site))
      await give(`Merging ${target.branch} failed: ${merging.stderr.trim().split("\n").at(-1)}`);
    const [base, mine, theirs] = await Promise.all([1, 2, 3].map((stage) => siteAt(top, `:${stage}`, site)));
    let data: [unknown, unknown, unknown];
    try {
      data = [JSON.parse(base || "{}"), JSON.parse(mine!), JSON.parse(theirs!)];
    } catch {
      return give(`site.json on ${target.branch} cannot be read as JSON, so the two versions cannot be merged`);
    }
    const conflicts = trueConflicts(...data);
    if (conflicts.length) {
      await give(
        `Someone changed the same thing on ${target.branch} meanwhile, differently: ${conflicts.slice(0, 5).join("; ")}`,
      );
    }
    writeFileSync(join(top, site), JSON.stringify(merge3(...data), null, 2) + "\n");
    await git("Adding the merged site.json", "add", "--", site);
  }
  const wrong = await publish.check(publish.siteFile);
  if (wrong) await give(`The site merged with the changes on ${target.branch} does not pass the check: ${wrong}`);
  await git("Committing the merge", "commit", "--quiet", "--no-edit");
}

/**
 * A preview on a git host: the saved site.json and images committed on top of HEAD through a separate index (the
 * owner's branch, index and files stay as they are, so the next Publish still says all that changed), pushed over
 * the preview branch (forced: a preview shows this version only). Returns the commit.
 */
export async function pushPreview(publish: Omit<GitPublish, "check">): Promise<string> {
  const { target, author } = publish;
  const { top, site, images } = await repositoryOf(publish.siteFile);
  const folder = mkdtempSync(join(tmpdir(), "preview-index-"));
  const env = { ...process.env, GIT_INDEX_FILE: join(folder, "index") };
  const git = (what: string, ...args: string[]) =>
    runOrSay(what, "git", ["-C", top, ...identity(author), ...args], { env });
  try {
    await git("Reading the last commit", "read-tree", "HEAD");
    await git("Adding the changed files", "add", "-A", "--", site, images);
    const tree = (await git("Writing the preview's files", "write-tree")).stdout.trim();
    const message = ["-m", publish.subject, ...(publish.body.length ? ["-m", publish.body.join("\n")] : [])];
    const commit = (await git("Committing the preview", "commit-tree", tree, "-p", "HEAD", ...message)).stdout.trim();
    const pushed = await run(
      "git",
      ["-C", top, "push", "--porcelain", target.remote, `+${commit}:refs/heads/${target.previewBranch}`],
      { timeoutMs: 120_000 },
    );
    if (pushed.code !== 0) {
      const said = `${pushed.stderr}\n${pushed.stdout}`.trim().split("\n").slice(-2).join(" ");
      throw new GitRefused(
        `Pushing to ${target.remote} (${target.previewBranch}) failed: ${said}. Check the remote's address and your access to it`,
      );
    }
    return commit;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
