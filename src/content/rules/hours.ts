import { unreadHours } from "../../head/opening-hours.ts";
import { isObject, text } from "./facts.ts";
import type { Rule } from "./rule.ts";

/**
 * A business not open at all hours tells search engines the rows of its hours that read as days and times
 * (head/opening-hours.ts). A row meant as hours that does not read so ("8 – 5") is pointed out, as a warning: the
 * visitors read it all the same.
 */
export const hours: Rule = {
  name: "the opening hours read as days and times",
  check({ data }) {
    const business = isObject(data.business) ? data.business : {};
    if (business.openAllHours !== false || !Array.isArray(business.hours)) return [];
    return business.hours.flatMap((row, index) => {
      const days = isObject(row) ? text(row.days) : undefined;
      const time = isObject(row) ? text(row.time) : undefined;
      if (days === undefined || time === undefined) return [];
      const unread = unreadHours({ days, time });
      if (!unread) return [];
      return [
        {
          code: "unread-hours" as const,
          path: ["business", "hours", index, unread],
          severity: "warning" as const,
          message: `search engines are not told these hours: they cannot read “${unread === "time" ? time : days}” as ${unread === "time" ? "times" : "days"}`,
          expected:
            unread === "time"
              ? "times like 7:00 AM – 5:00 PM (or 07:00 – 17:00), several with a comma, or Closed"
              : "days like Monday – Friday, Saturday and Sunday, or Every day",
        },
      ];
    });
  },
};
