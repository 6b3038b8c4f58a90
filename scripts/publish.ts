/**
 * `npm run publish [-- --target NAME] [--history] [--put-back ID] [--scheduled] [--preview]`: the editor's Publish, for CI and
 * developers (src/publish/flow.ts): check, build, check the pages, publish to the target set up in publish.json,
 * and confirm it live. --history lists the published versions; --put-back ID puts one back live; --scheduled
 * publishes only when the scheduled content due today changed since the last publish (for cron or a CI schedule);
 * --preview puts the site at a private address instead (src/publish/preview.ts), the live site untouched.
 */
import { formatProblem, colorFor, type Problem } from "../src/validate/report/problem.ts";
import { chooseTarget, readPublishConfig } from "../src/publish/config.ts";
import { defaultAuthor, publishSite } from "../src/publish/flow.ts";
import { readHistory } from "../src/publish/history.ts";
import { previewSite } from "../src/publish/preview.ts";
import { putBack } from "../src/publish/put-back.ts";
import { PREVIEW_STEP_WORDS, PublishFailed, STEP_WORDS, type PublishEvent } from "../src/publish/steps.ts";
import { scheduledRunNeeded } from "../src/publish/schedule-run.ts";
import { whenFolderGone } from "../src/publish/folder-gone.ts";
import { exitWhenPrinted } from "../src/exit.ts";
import { dirname } from "node:path";
import {
  displayName,
  distDir,
  publishAuthor,
  publishConfigPath,
  publishKnownHosts,
  publishNow,
  publishSshKey,
  publishStateDir,
  siteJsonPath,
} from "../src/paths.ts";

const args = process.argv.slice(2);
const valueOf = (flag: string) => {
  const at = args.indexOf(flag);
  return at === -1 ? undefined : args[at + 1];
};
const known = new Set(["--target", "--put-back", "--history", "--scheduled", "--preview", "--no-precompress"]);
const unknown = args.filter((arg, n) => !known.has(arg) && !["--target", "--put-back"].includes(args[n - 1] ?? ""));
if (unknown.length) {
  console.error(
    `Unknown option ${unknown.join(", ")}. Usage: npm run publish [-- --target NAME --history --put-back ID --scheduled --preview]`,
  );
  process.exit(2);
}

const color = colorFor(process.stderr);
const configFile = publishConfigPath();
const read = readPublishConfig(configFile);
if (!read.ok) {
  for (const problem of read.problems) console.error(formatProblem(displayName(configFile), problem, { color }) + "\n");
  console.error(`${displayName(configFile)} has mistakes: nothing was published.`);
  process.exit(1);
}
let chosen;
try {
  chosen = chooseTarget(read.config, valueOf("--target"));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const stateDir = publishStateDir();
const author = publishAuthor() ?? defaultAuthor();
const secrets = { sshKey: publishSshKey(), knownHosts: publishKnownHosts() };
/** For --scheduled: whether what is due today changed since the last publish, said when it did. */
function scheduledChange(target: string): boolean {
  const decision = scheduledRunNeeded(siteJsonPath(), stateDir, target, publishNow());
  if (decision.changed) console.log(`Scheduled content changed: ${decision.words.join("; ")}.`);
  return decision.changed;
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const printProblems = (file: string, problems: Problem[]) => {
  for (const problem of problems) console.error(formatProblem(file, problem, { color }) + "\n");
};
const stepWords = args.includes("--preview") ? PREVIEW_STEP_WORDS : STEP_WORDS;
/** A step as it ends, the owner's words with the developer's detail (a path, a release, a commit) after them. */
const printStep = (event: PublishEvent) => {
  const detail = event.status !== "running" && event.detail ? `; ${event.detail}` : "";
  if (event.status === "done")
    console.log(`✓ ${stepWords[event.step]}: ${event.words}${detail} (${event.ms.toFixed(0)} ms)`);
  if (event.status === "failed") console.error(`✗ ${stepWords[event.step]}: ${event.words}${detail}`);
};
let notDone = "Not published";
// The project's folder and the site's, deleted under a running publish (a scheduled one is nobody's to watch): stop.
whenFolderGone([process.cwd(), dirname(siteJsonPath())], (folder) => {
  console.error(`\n${notDone}: the folder ${folder} is gone, so this publish stops here.`);
  process.exit(1);
});

try {
  if (args.includes("--history")) {
    for (const entry of readHistory(stateDir).filter((entry) => entry.target === chosen.name)) {
      console.log(`${entry.at}  ${entry.id}  ${entry.kind} by ${entry.who}\n    ${entry.changes.join("\n    ")}`);
    }
    exitWhenPrinted(0);
  } else if (valueOf("--put-back")) {
    const done = await putBack({
      siteFile: siteJsonPath(),
      targetName: chosen.name,
      target: chosen.target,
      stateDir,
      id: valueOf("--put-back")!,
      author,
      ...secrets,
    });
    console.log(`${done.changes[0]}: live in ${seconds(done.ms)}.`);
    exitWhenPrinted(0);
  } else if (args.includes("--preview")) {
    notDone = "No preview made";
    const result = await previewSite({
      siteFile: siteJsonPath(),
      dist: distDir(),
      target: chosen.target,
      stateDir,
      author,
      ...secrets,
      precompress: !args.includes("--no-precompress"),
      problems: printProblems,
      onEvent: printStep,
    });
    console.log(
      result.address
        ? `\nPreview at ${result.address} in ${seconds(result.ms)}: send this address to whoever should see it. It is not listed and not indexed; the live site is unchanged.`
        : `\nPreview pushed to the branch ${result.branch} of ${result.remote} in ${seconds(result.ms)}: the host lists the address of its preview among its deploys. The live site is unchanged.`,
    );
    exitWhenPrinted(0);
  } else if (args.includes("--scheduled") && !scheduledChange(chosen.name)) {
    console.log("Nothing scheduled became due or expired since the last publish: nothing to publish.");
    exitWhenPrinted(0);
  } else {
    const result = await publishSite({
      siteFile: siteJsonPath(),
      dist: distDir(),
      targetName: chosen.name,
      target: chosen.target,
      stateDir,
      author,
      ...secrets,
      precompress: !args.includes("--no-precompress"),
      ...(args.includes("--scheduled") ? { kind: "scheduled" as const } : {}),
      problems: printProblems,
      onEvent: printStep,
    });
    console.log(`\n${result.changes.join("\n")}`);
    console.log(`Live${result.liveUrl ? ` at ${result.liveUrl}` : ` on ${chosen.name}`} in ${seconds(result.ms)}.`);
    exitWhenPrinted(0);
  }
} catch (error) {
  if (error instanceof PublishFailed) {
    console.error(`\n${notDone}. ${error.detail ?? error.words}.\n${error.todo}.`);
    if (error.liveUntouched) console.error("The live site was not touched: it still shows the last version.");
  } else {
    console.error(`\n${notDone}: ${(error as Error).message}`);
  }
  process.exit(1);
}
