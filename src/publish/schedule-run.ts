/**
 * A scheduled run (cron, a systemd timer, a CI schedule) publishes only when the set of scheduled things due today
 * differs from the set the last publish to the target was made with (kept in the history).
 */
import { readFileSync } from "node:fs";
import type { SiteData } from "../../schema/site.ts";
import { dayOf, scheduledThings } from "../site/schedule.ts";
import { lastPublished } from "./history.ts";

/** The names of the scheduled things due on `now`'s day, from site.json's text. */
export function dueNames(siteText: string, now: Date): string[] {
  const data = JSON.parse(siteText) as Partial<SiteData>;
  const site = { ...data, pages: data.pages ?? [], posts: data.posts ?? [] } as SiteData;
  return scheduledThings(site, dayOf(now))
    .filter((thing) => thing.due)
    .map((thing) => thing.name)
    .sort();
}

export interface ScheduledDecision {
  changed: boolean;
  due: string[];
  /** `/blog/spring became due`, `/#3 expired`. */
  words: string[];
}

export function scheduledRunNeeded(siteFile: string, stateDir: string, target: string, now: Date): ScheduledDecision {
  const due = dueNames(readFileSync(siteFile, "utf8"), now);
  const last = lastPublished(stateDir, target);
  if (!last) return { changed: true, due, words: ["nothing was published to this target yet"] };
  const before = new Set(last.due ?? []);
  const words = [
    ...due.filter((name) => !before.has(name)).map((name) => `${name} became due`),
    ...[...before].filter((name) => !due.includes(name)).map((name) => `${name} expired`),
  ];
  return { changed: words.length > 0, due, words };
}
