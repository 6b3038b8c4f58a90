/**
 * The opening hours as search engines take them (schema.org's OpeningHoursSpecification), read from the rows the
 * visitors read: `business.hours` holds text ("Tuesday – Friday", "7:00 AM – 5:00 PM"), in the site's own language
 * and in each language's `business.hours`, which that language's pages state, written as the owner writes hours. A
 * row is read only when both its texts are unmistakable: days by their names (English or Spanish, whole or short,
 * one, a range, or a list), "Closed", and times with AM/PM or on the 24-hour clock (a night past midnight too). Anything else ("Storm emergencies", "Emergency service only", "8 – 5") is left to the visitors, and a row
 * whose times have figures in them but cannot be read is pointed out by the check (rules/hours.ts), so the owner can
 * write it in a form search engines take.
 */
import type { DayOfWeek } from "schema-dts";

export const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
type Day = (typeof WEEK)[number];

/** Day names as owners write them, by their index in WEEK: English and Spanish, whole and short. */
const DAY_NAMES: Record<string, number> = {};
[
  ["monday", "mon", "lunes", "lun"],
  ["tuesday", "tue", "tues", "martes", "mar"],
  ["wednesday", "wed", "miércoles", "miercoles", "mié", "mie"],
  ["thursday", "thu", "thur", "thurs", "jueves", "jue"],
  ["friday", "fri", "viernes", "vie"],
  ["saturday", "sat", "sábado", "sabado", "sáb", "sab"],
  ["sunday", "sun", "domingo", "dom"],
].forEach((names, index) => {
  for (const name of names) DAY_NAMES[name] = index;
});
/** Words for several days at once. */
const DAY_GROUPS: Record<string, number[]> = {
  daily: [0, 1, 2, 3, 4, 5, 6],
  "every day": [0, 1, 2, 3, 4, 5, 6],
  "all week": [0, 1, 2, 3, 4, 5, 6],
  "todos los días": [0, 1, 2, 3, 4, 5, 6],
  "todos los dias": [0, 1, 2, 3, 4, 5, 6],
  weekdays: [0, 1, 2, 3, 4],
  weekends: [5, 6],
  "fines de semana": [5, 6],
};
const CLOSED = new Set(["closed", "cerrado", "cerrados"]);

/** A dash of any width, or "to" / "a" between spaces: what separates the two ends of a range. */
const RANGE = /\s*(?:[-–—]|\s(?:to|a|al|hasta)\s)\s*/;
/** What separates the items of a list: a comma, a semicolon, "and", "&", "y". */
const LIST = /\s*(?:[,;&]|\s(?:and|y|e)\s)\s*/;

const dayOf = (word: string): number | undefined => {
  const name = word.toLowerCase().replace(/\.$/, "");
  return DAY_NAMES[name] ?? DAY_NAMES[name.replace(/s$/, "")]; // "Sundays"
};

/** The days a row's text names, in the week's order, or undefined when it names anything else. */
export function readDays(text: string): Day[] | undefined {
  const days = new Set<number>();
  for (const item of text.trim().split(LIST)) {
    const group = DAY_GROUPS[item.toLowerCase()];
    if (group) {
      group.forEach((day) => days.add(day));
      continue;
    }
    const ends = item.split(RANGE);
    if (ends.length > 2) return undefined;
    const [first, last] = ends.map(dayOf);
    if (first === undefined || (ends.length === 2 && last === undefined)) return undefined;
    // A range runs forward through the week, past Sunday if it must ("Friday – Monday").
    for (let day = first; ; day = (day + 1) % 7) {
      days.add(day);
      if (day === (last ?? first)) break;
    }
  }
  return days.size ? WEEK.filter((_, index) => days.has(index)) : undefined;
}

/** "7:00 AM", "7 am", "7:30 p.m.", "19:00", "noon", "midnight": minutes past midnight, or undefined. */
function readTime(text: string, meridiem?: "am" | "pm"): { minutes: number; meridiem?: "am" | "pm" } | undefined {
  const word = text.trim().toLowerCase();
  if (word === "noon" || word === "mediodía" || word === "mediodia") return { minutes: 12 * 60, meridiem: "pm" };
  if (word === "midnight" || word === "medianoche") return { minutes: 24 * 60 };
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(a\.?\s?m\.?|p\.?\s?m\.?)?$/.exec(word);
  if (!match) return undefined;
  const [, hourText, minuteText, said] = match;
  const hour = Number(hourText);
  const minute = Number(minuteText ?? 0);
  const half = said ? (said.startsWith("a") ? "am" : "pm") : meridiem;
  if (minute > 59) return undefined;
  if (half) {
    if (hour < 1 || hour > 12) return undefined;
    return { minutes: ((hour % 12) + (half === "pm" ? 12 : 0)) * 60 + minute, meridiem: half };
  }
  // The 24-hour clock only with its minutes ("07:00", "19:00"): "8" alone may be morning or evening.
  if (minuteText === undefined || hour > 23) return undefined;
  return { minutes: hour * 60 + minute };
}

const clock = (minutes: number) =>
  minutes >= 24 * 60
    ? "23:59"
    : `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * The periods a row's time names ("7:00 AM – 5:00 PM", "8 AM – 12 PM, 1 PM – 5 PM", "7–11 am"), "closed", or
 * undefined when it names anything else. A period may run past midnight ("8 PM – 2 AM", "22:00 – 02:00"): it then
 * closes before it opens, which schema.org reads as the next day. Not where the meridiem is written once: "11–2 pm"
 * is read forward or not at all, never as 11 PM to 2 PM.
 */
export function readTimes(text: string): { opens: string; closes: string }[] | "closed" | undefined {
  const trimmed = text.trim();
  if (CLOSED.has(trimmed.toLowerCase())) return "closed";
  const periods: { opens: string; closes: string }[] = [];
  for (const item of trimmed.split(LIST)) {
    const ends = item.split(RANGE);
    if (ends.length !== 2) return undefined;
    // "7–11 am": the meridiem written once, at the end, holds for both.
    const closing = readTime(ends[1]!);
    const shared = /^\d{1,2}(:\d{2})?$/.test(ends[0]!.trim()) ? closing?.meridiem : undefined;
    const opening = readTime(ends[0]!, shared);
    if (!opening || !closing) return undefined;
    // Midnight opens a day ("midnight – 6 AM") and closes one ("6 PM – midnight").
    const opens = opening.minutes % (24 * 60);
    // Past midnight only when both ends say which half of the day they are in, or the opening is on the 24-hour
    // clock past noon: "8:00 – 5:00" is a day written without its PM, not a night.
    const night =
      shared === undefined && (opening.meridiem === undefined ? opens >= 13 * 60 : closing.meridiem !== undefined);
    if (closing.minutes === opens || (closing.minutes < opens && !night)) return undefined;
    periods.push({ opens: clock(opens), closes: clock(closing.minutes) });
  }
  return periods.length ? periods : undefined;
}

export interface HoursRow {
  days: string;
  time: string;
}

export interface OpeningHours {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: DayOfWeek[];
  opens: string;
  closes: string;
}

/** Each list of rows read once: every page's head states its language's, 10,000 times on a 10,000-page site. */
const read = new WeakMap<readonly HoursRow[], OpeningHours[]>();

/** The specification of every row that can be read; a closed row states nothing (a day not listed is closed). */
export function openingHours(rows: readonly HoursRow[]): OpeningHours[] {
  let stated = read.get(rows);
  if (!stated) {
    stated = rows.flatMap((row) => {
      const days = readDays(row.days);
      const times = readTimes(row.time);
      if (!days || !times || times === "closed") return [];
      return times.map((period) => ({ "@type": "OpeningHoursSpecification" as const, dayOfWeek: days, ...period }));
    });
    read.set(rows, stated);
  }
  return stated;
}

/**
 * Whether a row looks like hours meant for search engines but cannot be read: its time has figures in it
 * ("8 – 5", "7:00 AM until 5:00 PM") or its days are not days while its time is. "Storm emergencies", "24/7
 * response" and "Emergency service only" are words for visitors, which nothing asks to change.
 */
export function unreadHours(row: HoursRow): "days" | "time" | undefined {
  const times = readTimes(row.time);
  if (times === undefined) return /\d/.test(row.time) && !/24\s*\/\s*7/.test(row.time) ? "time" : undefined;
  if (times === "closed") return undefined;
  return readDays(row.days) ? undefined : "days";
}
