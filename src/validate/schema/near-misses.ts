/*
 * Values that are almost right, named for what they are, with the value to write where the owner's intent is clear:
 * a date that is not on the calendar, a number written with its unit, currency or separator, a phone number in
 * letters, an e-mail address with spaces, a colour without its #, an address without https://. messages.ts asks
 * these; each returns nothing when the value is not such a near miss. Read by hand, not by patterns that could
 * backtrack: these read whatever the owner typed.
 */
import { formatHex, parse } from "culori";
import { EMAIL } from "../../../schema/patterns.ts";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const two = (number: number) => String(number).padStart(2, "0");

/** A date in the asked form (YYYY-MM-DD, or with one-digit parts) that is no day of the calendar: why, and the fix. */
export function missingDay(value: string): { message: string; hint?: string } | undefined {
  const parts = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value.trim());
  if (!parts) return undefined;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (month < 1 || month > 12) {
    const swapped = day >= 1 && day <= 12 && month <= daysIn(year, day);
    return {
      message: `the date "${value}" has no month ${month}: months go from 01 to 12`,
      hint: swapped
        ? `write the month before the day: "${year}-${two(day)}-${two(month)}"`
        : "write the year, then the month (01 to 12), then the day",
    };
  }
  const last = daysIn(year, month);
  if (day < 1 || day > last)
    return {
      message: `the date "${value}" is a day that does not exist: ${MONTHS[month - 1]} ${year} has ${last} days`,
      hint: `check the day; the last of ${MONTHS[month - 1]} ${year} is "${year}-${two(month)}-${last}"`,
    };
  return parts[2]!.length < 2 || parts[3]!.length < 2
    ? {
        message: `the date "${value}" needs two digits for its month and day`,
        hint: `write "${year}-${two(month)}-${two(day)}"`,
      }
    : undefined;
}

/** Units an owner writes after a number, by the field's own unit: how many of the field's unit one of them is. */
const UNITS: Record<string, { unit: string; per: Record<string, number> }> = {
  serviceRadiusMeters: {
    unit: "metres",
    per: {
      mi: 1609.344,
      mile: 1609.344,
      miles: 1609.344,
      km: 1000,
      kms: 1000,
      kilometers: 1000,
      kilometres: 1000,
      m: 1,
      meters: 1,
      metres: 1,
    },
  },
  autoCloseMs: { unit: "milliseconds", per: { ms: 1, s: 1000, sec: 1000, secs: 1000, second: 1000, seconds: 1000 } },
  width: { unit: "pixels", per: { px: 1, pixels: 1 } },
};

const isDigit = (char: string | undefined) => char !== undefined && char >= "0" && char <= "9";

/**
 * A number written as text with what surrounds it in speech: "25 miles", "1,500", "$300", "5 seconds". The number to
 * write, in the field's unit where the field names one, and the sentence that says so; nothing for any other text.
 */
export function numberHint(value: string, field: string): string | undefined {
  const text = value.trim();
  let start = 0;
  while (start < text.length && "$€£©# ".includes(text[start]!)) start++;
  const sign = text[start] === "-" ? "-" : "";
  if (sign) start++;
  let end = start;
  while (end < text.length && (isDigit(text[end]) || text[end] === "," || text[end] === ".")) end++;
  const written = text.slice(start, end);
  const unit = text.slice(end).trim().toLowerCase().replace(/\.$/, "");
  if (!isDigit(written[0]) || !isDigit(written[written.length - 1])) return undefined;
  const grouped = written.includes(",");
  if (grouped && !/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(written)) return undefined;
  const number = Number(sign + written.replaceAll(",", ""));
  if (!Number.isFinite(number)) return undefined;
  const known = UNITS[field];
  const per = known?.per[unit];
  if (unit && per !== undefined) {
    const converted = Math.round(number * per);
    return per === 1
      ? `write ${converted} without quotes and without "${unit}": the number alone, in ${known!.unit}`
      : `write ${converted} without quotes: ${value.trim()} is ${converted} ${known!.unit}, the unit this field counts in`;
  }
  if (unit) return known ? undefined : `write ${number} without quotes: the number alone, without "${unit}"`;
  if (start > 0 && !sign)
    return `write ${number} without quotes: the number alone, without "${text.slice(0, start).trim()}"`;
  if (grouped) return `write ${number} without quotes: the number alone, without the commas that group its digits`;
  return undefined;
}

const KEYPAD: Record<string, string> = Object.fromEntries(
  ["abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz"].flatMap((letters, index) =>
    [...letters].map((letter) => [letter, String(index + 2)]),
  ),
);

/** A phone number written with letters (1-800-FLOWERS): the digits a phone dials for them. */
export function phoneLettersHint(value: string): string | undefined {
  if (!/[A-Za-z]/.test(value)) return undefined;
  const digits = [...value.toLowerCase()].map((char) => KEYPAD[char] ?? (isDigit(char) ? char : "")).join("");
  const full = digits.length === 10 ? `1${digits}` : digits;
  if (full.length < 7 || full.length > 15) return undefined;
  return `letters are dialled as the digits under them on a phone's keypad: write "+${full}"`;
}

/** An e-mail address with spaces, "at" for @, a trailing dot or a mailto: in front: the address meant. */
export function emailHint(value: string): string | undefined {
  const words = value
    .trim()
    .replace(/^mailto:/i, "")
    .split(/\s+/)
    .map((word) => (/^\(?at\)?$/i.test(word) ? "@" : /^\(?dot\)?$/i.test(word) ? "." : word));
  let address = words.join("");
  while (address.endsWith(".")) address = address.slice(0, -1);
  if (address === value || !EMAIL.test(address)) return undefined;
  return `write "${address}"`;
}

/** A colour written another way (a name, rgb(), three digits, no #): the same colour in the #rrggbb form. */
export function colourHint(value: string): string | undefined {
  const text = value.trim();
  if (/^[0-9a-f]{6}$/i.test(text)) return `write "#${text.toLowerCase()}": a colour starts with #`;
  const colour = text.length < 40 ? parse(text) : undefined;
  if (!colour) return undefined;
  const hex = formatHex(colour);
  if (/^#[0-9a-f]{3}$/i.test(text)) return `write "${hex}": the six-digit form of ${text}`;
  return `write "${hex}", the colour ${text} in the form asked for (or your own shade of it)`;
}

/** An address written without https:// or with http://: the https:// address meant. */
export function httpsHint(value: string): string | undefined {
  const text = value.trim();
  if (/\s/.test(text) || !text.includes(".")) return undefined;
  if (/^http:\/\//i.test(text)) return `write "https://${text.slice(7)}"`;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#]|$)/i.test(text)) return `write "https://${text}"`;
  return undefined;
}

/** A language written as en_US, EN or en-us: the code asked for. */
export function languageHint(value: string): string | undefined {
  const parts = /^([A-Za-z]{2})(?:[-_]([A-Za-z]{2}))?$/.exec(value.trim());
  if (!parts) return undefined;
  const code = parts[1]!.toLowerCase() + (parts[2] ? `-${parts[2].toUpperCase()}` : "");
  return code === value ? undefined : `write "${code}"`;
}
