import type { Finding } from "../problems.ts";
import { closest } from "../suggest.ts";
import type { SiteFacts } from "./facts.ts";

/**
 * A rule no single field can express. It reads the facts gathered once (facts.ts) and returns what it finds;
 * it changes nothing, so rules run in any order and one can be added, removed or tested alone.
 */
export interface Rule {
  /** What it checks, in a few words (for whoever reads the list). */
  name: string;
  check(facts: SiteFacts): Finding[];
}

/** "did you mean /about?" for the closest of the site's addresses, if one is close. */
export function addressHint(target: string, addresses: Iterable<string>): string | undefined {
  const guess = closest(target, addresses);
  return guess ? `did you mean ${guess}?` : undefined;
}
