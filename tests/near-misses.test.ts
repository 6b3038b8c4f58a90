import { describe, expect, it } from "vitest";
import {
  colourHint,
  emailHint,
  httpsHint,
  languageHint,
  missingDay,
  numberHint,
  phoneLettersHint,
} from "../src/validate/schema/near-misses.ts";

/* Values that are almost right, each named for what it is (tests/broken/ shows them in full, as printed). */

describe("near misses an owner types", () => {
  it("names a date that is not on the calendar, and passes every real one", () => {
    expect(missingDay("2025-02-30")?.message).toBe(
      'the date "2025-02-30" is a day that does not exist: February 2025 has 28 days',
    );
    expect(missingDay("2025-04-31")?.hint).toBe('check the day; the last of April 2025 is "2025-04-30"');
    expect(missingDay("2025-02-29")?.message).toContain("February 2025 has 28 days");
    expect(missingDay("2024-02-29")).toBeUndefined(); // a leap year
    expect(missingDay("1900-02-29")?.message).toContain("has 28 days"); // not one
    expect(missingDay("2025-00-10")?.message).toBe('the date "2025-00-10" has no month 0: months go from 01 to 12');
    expect(missingDay("2025-13-02")?.hint).toBe('write the month before the day: "2025-02-13"');
    expect(missingDay("2025-13-31")?.hint).toBe("write the year, then the month (01 to 12), then the day");
    expect(missingDay("2025-9-1")?.hint).toBe('write "2025-09-01"');
    expect(missingDay("2025-09-00")?.message).toContain("does not exist");
    for (let day = new Date("2024-01-01"); day.getUTCFullYear() === 2024; day.setUTCDate(day.getUTCDate() + 1))
      expect(missingDay(day.toISOString().slice(0, 10))).toBeUndefined();
  });

  it("gives the number to write for one written with its unit, currency or separator, in the field's unit", () => {
    expect(numberHint("25 miles", "serviceRadiusMeters")).toContain("write 40234 without quotes");
    expect(numberHint("40 km", "serviceRadiusMeters")).toContain("write 40000 without quotes");
    expect(numberHint("40000 m", "serviceRadiusMeters")).toContain("write 40000 without quotes");
    expect(numberHint("5 s", "autoCloseMs")).toContain("write 5000 without quotes");
    expect(numberHint("700px", "width")).toContain("write 700 without quotes");
    expect(numberHint("1,500", "width")).toContain("write 1500 without quotes");
    expect(numberHint("$300", "price")).toBe('write 300 without quotes: the number alone, without "$"');
    expect(numberHint("12 feet", "anything")).toBe('write 12 without quotes: the number alone, without "feet"');
    expect(numberHint("-81.45°", "longitude")).toContain("write -81.45 without quotes");
    // A unit the field does not count in is not converted by guess; text that is no number gets no number.
    expect(numberHint("3 furlongs", "serviceRadiusMeters")).toBeUndefined();
    for (const text of ["about twenty", "1,50", "12,3456", ",", "$", "a1"])
      expect(numberHint(text, "width")).toBeUndefined();
  });

  it("spells a phone number in letters as the digits dialled, an e-mail address as meant, a colour with its #", () => {
    expect(phoneLettersHint("1-800-FLOWERS")).toContain('write "+18003569377"');
    expect(phoneLettersHint("+1 (407) 555-TREE")).toContain('write "+14075558733"');
    expect(phoneLettersHint("call us")).toBeUndefined();
    expect(emailHint("hello @ oakandash.com.")).toBe('write "hello@oakandash.com"');
    expect(emailHint("mailto:hello@oakandash.com")).toBe('write "hello@oakandash.com"');
    expect(emailHint("hello (at) oakandash (dot) com")).toBe('write "hello@oakandash.com"');
    expect(emailHint("hello")).toBeUndefined();
    expect(colourHint("1F5130")).toBe('write "#1f5130": a colour starts with #');
    expect(colourHint("#fff")).toBe('write "#ffffff": the six-digit form of #fff');
    expect(colourHint("rgb(31, 81, 48)")).toContain('write "#1f5130"');
    expect(colourHint("greenish")).toBeUndefined();
    expect(httpsHint("www.isa-arbor.com/find")).toBe('write "https://www.isa-arbor.com/find"');
    expect(httpsHint("http://tally.so/r/x")).toBe('write "https://tally.so/r/x"');
    expect(httpsHint("tally")).toBeUndefined();
    expect(languageHint("EN")).toBe('write "en"');
    expect(languageHint("es_us")).toBe('write "es-US"');
    expect(languageHint("english")).toBeUndefined();
  });
});
