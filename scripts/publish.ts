/**
 * `npm run publish [-- --target NAME] [--history] [--put-back ID] [--scheduled]`: the editor's Publish, for CI and
 * developers (src/publish/flow.ts): check, build, check the pages, publish to the target set up in publish.json,
 * and confirm it live. --history lists the published versions; --put-back ID puts one back live; --scheduled
 * publishes only when the scheduled content due today changed since the last publish (for cron or a CI schedule).
 */
import { formatProblem, colorFor } from "../src/validate/report/problem.ts";
import { chooseTarget, readPublishConfig } from "../src/publish/config.ts";
import { defaultAuthor, publishSite } from "../src/publish/flow.ts";
import { readHistory } from "../src/publish/history.ts";
import { putBack } from "../src/publish/put-back.ts";
import { PublishFailed, STEP_WORDS } from "../src/publish/steps.ts";
import { scheduledRunNeeded } from "../src/publish/schedule-run.ts";
import { exitWhenPrinted } from "../src/exit.ts";
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
const known = new Set(["--target", "--put-back", "--history", "--scheduled", "--no-precompress"]);
const unknown = args.filter((arg, n) => !known.has(arg) && !["--target", "--put-back"].includes(args[n - 1] ?? ""));
if (unknown.length) {
  console.error(
    `Unknown option ${unknown.join(", ")}. Usage: npm run publish [-- --target NAME --history --put-back ID]`,
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
      problems: (file, problems) => {
        for (const problem of problems) console.error(formatProblem(file, problem, { color }) + "\n");
      },
      onEvent: (event) => {
        const detail = event.status !== "running" && event.detail ? `; ${event.detail}` : "";
        if (event.status === "done")
          console.log(`✓ ${STEP_WORDS[event.step]}: ${event.words}${detail} (${event.ms.toFixed(0)} ms)`);
        if (event.status === "failed") console.error(`✗ ${STEP_WORDS[event.step]}: ${event.words}${detail}`);
      },
    });
    console.log(`\n${result.changes.join("\n")}`);
    console.log(`Live${result.liveUrl ? ` at ${result.liveUrl}` : ` on ${chosen.name}`} in ${seconds(result.ms)}.`);
    exitWhenPrinted(0);
  }
} catch (error) {
  if (error instanceof PublishFailed) {
    console.error(`\nNot published. ${error.detail ?? error.words}.\n${error.todo}.`);
    if (error.liveUntouched) console.error("The live site was not touched: it still shows the last version.");
  } else {
    console.error(`\nNot published: ${(error as Error).message}`);
  }
  process.exit(1);
}
