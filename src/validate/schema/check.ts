/**
 * The schema's answer for a whole site, as `Site.safeParse` gives it: ajv's compile (schema/site-check.js) says yes
 * or no, quicker, and conform.ts makes zod's output; zod is asked only about the pages and posts ajv refuses.
 */
import type { z } from "zod";
import { page as pageFits, post as postFits, site as siteFits } from "../../../schema/site-check.js";
import { Site, type SiteData } from "../../../schema/site.ts";
import { CannotConform, conformSite } from "./conform.ts";

export type SchemaAnswer = { success: true; data: SiteData } | { success: false; issues: z.core.$ZodIssue[] };

/** The lists whose items ajv checks one by one, each with its check. */
const LISTS = [
  ["pages", pageFits],
  ["posts", postFits],
] as const;

/** zod's answer for `data` as a site: its output when it accepts it, else its issues. */
export function checkSchema(data: unknown): SchemaAnswer {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return zodAnswer(data);
  const root = data as Record<string, unknown>;
  // The root with, of each list, the items ajv refuses, or its first: what zod is given if anything is refused.
  const reduced: Record<string, unknown> = { ...root };
  /** For each list, the place in the file's list of each item kept. */
  const places = new Map<string, number[]>();
  let refusedAny = false;
  for (const [field, fits] of LISTS) {
    const items = root[field];
    if (!Array.isArray(items) || items.length === 0) continue;
    const refused: number[] = [];
    for (let index = 0; index < items.length; index++) if (!fits(items[index])) refused.push(index);
    if (refused.length) refusedAny = true;
    const kept = refused.length ? refused : [0];
    reduced[field] = kept.map((index) => items[index]);
    places.set(field, kept);
  }
  // Every item accepted alone, and the root with one of each: the whole site is accepted. Each item is checked at the
  // top of ajv's functions rather than inside the site's, which is quicker.
  if (!refusedAny && siteFits(reduced)) {
    try {
      return { success: true, data: conformSite(data) };
    } catch (error) {
      // A site the conform plan cannot tell zod's output for without zod (conform.ts): zod makes it.
      if (!(error instanceof CannotConform)) throw error;
      return zodAnswer(data);
    }
  }
  const answer = zodAnswer(reduced);
  // ajv refused what zod accepts: zod checks the whole site, so a disagreement costs time, never an issue.
  if (answer.success) return zodAnswer(data);
  const issues = answer.issues.map((issue) => {
    const [field, index, ...rest] = issue.path;
    if (typeof field !== "string" || typeof index !== "number") return issue;
    const kept = places.get(field);
    return kept ? { ...issue, path: [field, kept[index]!, ...rest] } : issue;
  });
  return { success: false, issues };
}

function zodAnswer(data: unknown): SchemaAnswer {
  const parsed = Site.safeParse(data);
  return parsed.success ? { success: true, data: parsed.data } : { success: false, issues: parsed.error.issues };
}
