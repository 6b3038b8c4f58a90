import type { Problem } from "../validate/report/problem.ts";

/** What a build is asked to do (build.ts). */
export interface BuildOptions {
  siteFile: string;
  /** The output folder; the site goes into its client/ folder. */
  dist: string;
  /** Warnings refuse the build too. */
  strict?: boolean;
  /** Writes .br and .gz beside every text file (default); false for hosts that compress by themselves. */
  precompress?: boolean;
  /** Compiles the code and renders every page even when earlier builds could be reused. */
  fresh?: boolean;
  /** Told each step's result as it finishes. */
  log?: (line: string) => void;
  /** Told the validator's problems (errors and warnings) before anything is built. */
  problems?: (file: string, problems: Problem[]) => void;
  /** Written to build.txt in the site, where publishing looks for it at the live address (BUILD_ID by default). */
  buildId?: string;
}
