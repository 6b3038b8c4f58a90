import { unreadHours } from "../../head/opening-hours.ts";
import type { JsonPath } from "../report/problem.ts";
import { text } from "./facts.ts";
import { isRecord } from "../../site/json-path.ts";
import type { Rule, RuleFinding } from "./rule.ts";

/**
 * A business not open at all hours tells search engines the rows of its hours that read as days and times
 * (head/opening-hours.ts): each page those of its language, the site's own or a language's `business.hours`. A row
 * meant as hours that does not read so ("8 – 5") is pointed out, as a warning: the visitors read it all the same.
 */
export const hours: Rule = {
  name: "the opening hours read as days and times",
  codes: {
    "unread-hours": {
      severity: "warning",
      summary: "An opening-hours row search engines cannot read as days and times (the visitors read it as written).",
    },
  },
  messages: {
    "unread-hours": {
      message: "search engines are not told these hours: they cannot read “{time}” as times",
      expected:
        "times like 7:00 AM – 5:00 PM (or 07:00 – 17:00), a night like 8 PM – 2 AM, several with a comma, or Closed",
    },
    "unread-hours:days": {
      message: "search engines are not told these hours: they cannot read “{days}” as days",
      expected: "days like Monday – Friday, Saturday and Sunday, or Every day",
    },
  },
  check({ data }) {
    const business = isRecord(data.business) ? data.business : {};
    if (business.openAllHours !== false) return [];
    const lists: [JsonPath, unknown][] = [[["business", "hours"], business.hours]];
    if (Array.isArray(data.languages))
      data.languages.forEach((language, index) => {
        if (isRecord(language) && isRecord(language.business))
          lists.push([["languages", index, "business", "hours"], language.business.hours]);
      });
    return lists.flatMap(([at, rows]) =>
      Array.isArray(rows) ? rows.flatMap((row, index) => unread(row, [...at, index])) : [],
    );
  },
};

function unread(row: unknown, at: JsonPath): RuleFinding[] {
  const days = isRecord(row) ? text(row.days) : undefined;
  const time = isRecord(row) ? text(row.time) : undefined;
  if (days === undefined || time === undefined) return [];
  const which = unreadHours({ days, time });
  if (!which) return [];
  const path = [...at, which];
  return [
    which === "time"
      ? { messageId: "unread-hours", path, data: { time } }
      : { messageId: "unread-hours:days", path, data: { days } },
  ];
}
