/**
 * `npm run bench:publish`: publishing measured against real parts started here (sshd, rsync, nginx, a bare git
 * repository), through `npm run publish` as users run it. Prints, as medians of RUNS, each beside its goal:
 * - save → live for one changed heading of the shipped site, server target;
 * - the same to pushed, git target (the host's own build is the host's);
 * - putting the previous version back, server target;
 * - one changed page of a 1,000-page site: files copied and time.
 * Each time is the whole command (node's start included) and, in brackets, what the command reports.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { readHistory } from "../src/publish/history.ts";
import { loadAverage, median, writeGeneratedSite } from "./bench-site.ts";
import { startNginx } from "./test-servers/nginx.ts";
import { publishCommand, type CommandResult } from "./test-servers/publish-command.ts";
import { startSshd } from "./test-servers/sshd.ts";

const RUNS = 3;
const BASE = Number(process.env.PUBLISH_TEST_PORT_BASE ?? 18400) + 30;
const scratch = resolve(".scratch-bench/publish");
mkdirSync(scratch, { recursive: true });

const [sshd, serverRoot, stateDir] = [
  await startSshd(BASE),
  mkdtempSync(join(tmpdir(), "bench-publish-")),
  mkdtempSync(join(tmpdir(), "bench-publish-state-")),
];
const nginx = await startNginx(join(serverRoot, "current"), BASE + 1);
const reported = (result: CommandResult) =>
  Number(/ in ([\d.]+) s\.\n?$/.exec(result.stdout.trim() + "\n")?.[1] ?? NaN);
const say = (label: string, runs: CommandResult[], goal: number) => {
  const whole = median(runs.map((run) => run.ms)) / 1000;
  const own = median(runs.map(reported));
  console.log(
    `${label}: ${whole.toFixed(2)} s whole command (${own.toFixed(2)} s reported), median of ${runs.length}; goal ${goal} s: ${whole <= goal ? "met" : own <= goal ? "met inside the command" : "MISSED"}`,
  );
};
const must = (result: CommandResult) => {
  if (result.code !== 0) throw new Error(`publish failed:\n${result.stdout}${result.stderr}`);
  return result;
};

try {
  console.log(`load average ${loadAverage()}`);
  // The shipped site, to a server over ssh.
  const site = join(scratch, "shipped");
  mkdirSync(site, { recursive: true });
  rmSync(join(site, "images"), { recursive: true, force: true });
  cpSync(resolve("images"), join(site, "images"), { recursive: true }); // a linked images/ is refused
  const shipped = readFileSync("site.json", "utf8");
  const heading = (text: string) => {
    const data = JSON.parse(shipped) as { pages: { blocks: { heading?: string }[] }[] };
    data.pages[0]!.blocks[0]!.heading = text;
    writeFileSync(join(site, "site.json"), JSON.stringify(data, null, 2) + "\n");
  };
  const serverConfig = (root: string, liveUrl: string) =>
    JSON.stringify({
      targets: {
        live: { type: "server", host: "127.0.0.1", user: sshd.user, port: BASE, path: root, keep: 5, liveUrl },
      },
    });
  writeFileSync(join(scratch, "server.json"), serverConfig(serverRoot, nginx.url));
  const serverEnv = {
    SITE_JSON: join(site, "site.json"),
    DIST_DIR: join(scratch, "shipped-dist"),
    PUBLISH_CONFIG: join(scratch, "server.json"),
    PUBLISH_STATE_DIR: stateDir,
    PUBLISH_SSH_KEY: sshd.key,
    PUBLISH_SSH_KNOWN_HOSTS: sshd.knownHosts,
  };
  heading("Bench first");
  must(await publishCommand([], serverEnv));
  const server: CommandResult[] = [];
  for (let run = 0; run < RUNS; run++) {
    heading(`Bench heading ${run}`);
    server.push(must(await publishCommand([], serverEnv)));
    console.log(
      `  server ${run + 1}: ${(server.at(-1)!.ms / 1000).toFixed(2)} s; ` +
        [...server.at(-1)!.stdout.matchAll(/✓ ([^:]+): (.*) \((\d+) ms\)/g)]
          .map(([, step, said, ms]) => `${step} ${ms} ms (${said})`)
          .join("; "),
    );
  }
  say("save → live, server target (ssh + rsync + nginx), one heading", server, 2);

  const back: CommandResult[] = [];
  for (let run = 0; run < RUNS; run++) {
    const history = readHistory(stateDir).filter((entry) => entry.kind === "publish");
    back.push(must(await publishCommand(["--put-back", history.at(-2 - (run % 2))!.id], serverEnv)));
  }
  say("put a version back, server target", back, 2 / 2);

  // The shipped site, to a git remote: to pushed (no live address, the host's build is the host's).
  const repo = join(scratch, "git-owner");
  const remote = join(scratch, "git-remote.git");
  for (const folder of [repo, remote]) rmSync(folder, { recursive: true, force: true });
  execFileSync("git", ["init", "--quiet", "--bare", "--initial-branch", "main", remote]);
  mkdirSync(repo);
  const git = (...args: string[]) =>
    execFileSync("git", ["-C", repo, "-c", "user.name=Bench", "-c", "user.email=b@example.com", ...args]);
  git("init", "--quiet", "--initial-branch", "main");
  cpSync("images", join(repo, "images"), { recursive: true });
  writeFileSync(join(repo, "site.json"), shipped);
  git("add", "-A");
  git("commit", "--quiet", "-m", "The site");
  git("remote", "add", "origin", remote);
  git("push", "--quiet", "origin", "main");
  writeFileSync(join(scratch, "git.json"), JSON.stringify({ targets: { host: { type: "git" } } }));
  const gitEnv = {
    SITE_JSON: join(repo, "site.json"),
    DIST_DIR: join(scratch, "git-dist"),
    PUBLISH_CONFIG: join(scratch, "git.json"),
    PUBLISH_STATE_DIR: stateDir,
  };
  const gitHeading = (text: string) => {
    const data = JSON.parse(shipped) as { pages: { blocks: { heading?: string }[] }[] };
    data.pages[0]!.blocks[0]!.heading = text;
    writeFileSync(join(repo, "site.json"), JSON.stringify(data, null, 2) + "\n");
  };
  gitHeading("Git bench first");
  must(await publishCommand([], gitEnv));
  const pushed: CommandResult[] = [];
  for (let run = 0; run < RUNS; run++) {
    gitHeading(`Git bench ${run}`);
    pushed.push(must(await publishCommand([], gitEnv)));
  }
  say("save → pushed, git target, one heading", pushed, 2);

  // One page of a 1,000-page site.
  const generated = writeGeneratedSite(1_000);
  const bigRoot = mkdtempSync(join(tmpdir(), "bench-publish-1000-"));
  writeFileSync(
    join(scratch, "big.json"),
    serverConfig(bigRoot, nginx.url.replace(String(BASE + 1), String(BASE + 2))),
  );
  const bigNginx = await startNginx(join(bigRoot, "current"), BASE + 2);
  const bigEnv = {
    ...serverEnv,
    SITE_JSON: generated.file,
    DIST_DIR: join(generated.folder, "dist"),
    PUBLISH_CONFIG: join(scratch, "big.json"),
  };
  const first = must(await publishCommand([], bigEnv));
  console.log(
    `1,000 pages, first publish: ${(first.ms / 1000).toFixed(1)} s, ${/\d+ files? copied/.exec(first.stdout)?.[0]}`,
  );
  const big: CommandResult[] = [];
  for (let run = 0; run < RUNS; run++) {
    const text = readFileSync(generated.file, "utf8");
    const at = text.indexOf('"heading": "', text.indexOf('"pages"') + 20_000 * (run + 1)) + '"heading": "'.length;
    writeFileSync(generated.file, `${text.slice(0, at)}Changed ${run}: ${text.slice(at)}`);
    big.push(must(await publishCommand([], bigEnv)));
    console.log(
      `  one page of 1,000, run ${run + 1}: ${/\d+ files? copied/.exec(big.at(-1)!.stdout)?.[0]}, ${(big.at(-1)!.ms / 1000).toFixed(2)} s`,
    );
  }
  const copied = median(big.map((run) => Number(/(\d+) files? copied/.exec(run.stdout)?.[1])));
  console.log(`one changed page of 1,000: ${copied} files copied (goal 10: ${copied <= 10 ? "met" : "MISSED"})`);
  say("one changed page of 1,000, save → live, server target", big, 3);
  await bigNginx.stop();
  rmSync(bigRoot, { recursive: true, force: true });
} finally {
  await Promise.all([sshd.stop(), nginx.stop()]);
  rmSync(serverRoot, { recursive: true, force: true });
  rmSync(stateDir, { recursive: true, force: true });
}
