import type { Finding } from "../problems.ts";
import { closest } from "../suggest.ts";
import type { PartFacts, SiteFacts } from "./facts.ts";

/**
 * A rule no single field can express. It reads the facts gathered once (facts.ts) and returns what it finds;
 * it changes nothing, so rules run in any order and one can be added, removed or tested alone.
 *
 * A site rule reads what spans the file (every address, every link). A part rule (`scope: "part"`) judges each
 * page, text or image by itself, so it finds the same in any part of the file as in the whole: a large file's
 * parts are then checked by it on the thread that read them (validate-pieces.ts).
 */
export type Rule = SiteRule | PartRule;

export interface SiteRule {
  /** What it checks, in a few words (for whoever reads the list). */
  name: string;
  scope?: "site";
  check(facts: SiteFacts): Finding[];
}

export interface PartRule {
  name: string;
  scope: "part";
  check(facts: PartFacts): Finding[];
}

/** "did you mean /about?" for the closest of the site's addresses, if one is close. */
export function addressHint(target: string, addresses: Iterable<string>): string | undefined {
  const guess = closest(target, addresses);
  return guess ? `did you mean ${guess}?` : undefined;
}
