import { rmSync } from "node:fs";
import { join } from "node:path";
import { keepBuild, linkServerBundle, restoreBuild } from "../code-cache.ts";
import type { ReusePlan } from "../reuse-plan.ts";

/**
 * The compiled code (the components, the renderer, the islands script, the CSS) and the public files in the staging
 * folder, as the plan says: in place already with the spare, copied from the cache, or compiled by `vike build` and
 * kept in the cache. Returns whether this process compiled.
 */
export async function compileOrReuse(
  plan: ReusePlan,
  staging: string,
  log: (line: string) => void,
  step: <T>(label: string, work: () => Promise<T>) => Promise<T>,
): Promise<boolean> {
  const { code } = plan;
  if (code.from === "spare") {
    linkServerBundle(code.cached, staging);
    log("vike build: the code and public files are unchanged, in place in the output before the last");
    return false;
  }
  if (code.from === "cache" && restoreBuild(plan.codeKey, staging, { into: code.intoFolders })) {
    log(
      code.intoFolders
        ? "vike build: the code and public files are unchanged since a cached build, reused in the last output's folders"
        : "vike build: the code and public files are unchanged since a cached build, reused",
    );
    return false;
  }
  const { build } = await import("vike/api");
  // Without Vike's automatic prerender, which ends the process on an error instead of reporting it here.
  // Through vite.config.ts, which Vite loads afresh for each environment it builds: Vike's plugins keep state
  // per configuration, which an inline configuration's one set of plugins would share between the environments.
  const viteConfig = { build: { outDir: staging }, logLevel: "warn" as const };
  await step("vike build", () => build({ viteConfig, vikeConfig: { prerender: { disableAutoRun: true } } }));
  await keepBuild(plan.codeKey, staging);
  return true;
}

/** The server bundle is no part of the site (Vike deletes it after a prerender of its own, not after ours). */
export function removeServerBundle(outDir: string): void {
  rmSync(join(outDir, "server"), { recursive: true, force: true });
}
