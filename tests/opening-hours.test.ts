/**
 * Opening hours as the owner writes them, read for search engines: what reads as days and times is stated, what
 * does not is left to the visitors, and only a row meant as hours that cannot be read is pointed out.
 */
import { describe, expect, it } from "vitest";
import { openingHours, readDays, readTimes, unreadHours } from "../src/head/opening-hours.ts";

describe("days", () => {
  it("are read by name, short or whole, in English or Spanish, one, a range or a list", () => {
    expect(readDays("Tuesday – Friday")).toEqual(["Tuesday", "Wednesday", "Thursday", "Friday"]);
    expect(readDays("Mon-Fri")).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]);
    expect(readDays("Sunday and Monday")).toEqual(["Monday", "Sunday"]);
    expect(readDays("Saturdays & Sundays")).toEqual(["Saturday", "Sunday"]);
    expect(readDays("Mon, Wed, Fri")).toEqual(["Monday", "Wednesday", "Friday"]);
    expect(readDays("Lunes a sábado")).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]);
    expect(readDays("Domingo")).toEqual(["Sunday"]);
    expect(readDays("Every day")).toHaveLength(7);
    expect(readDays("Weekends")).toEqual(["Saturday", "Sunday"]);
    // A range past Sunday runs on into the next week.
    expect(readDays("Friday to Monday")).toEqual(["Monday", "Friday", "Saturday", "Sunday"]);
  });

  it("are not guessed from anything else", () => {
    for (const text of ["Storm emergencies", "Holidays", "Monday – Holidays", "Mon – Wed – Fri", ""])
      expect(readDays(text), text).toBeUndefined();
  });
});

describe("times", () => {
  it("are read with AM and PM, on the 24-hour clock, several at once, or Closed", () => {
    expect(readTimes("7:00 AM – 5:00 PM")).toEqual([{ opens: "07:00", closes: "17:00" }]);
    expect(readTimes("8:00 a.m. – 6:00 p.m.")).toEqual([{ opens: "08:00", closes: "18:00" }]);
    expect(readTimes("7am-3pm")).toEqual([{ opens: "07:00", closes: "15:00" }]);
    expect(readTimes("7–11 am")).toEqual([{ opens: "07:00", closes: "11:00" }]);
    expect(readTimes("12:00 PM to 8:30 PM")).toEqual([{ opens: "12:00", closes: "20:30" }]);
    expect(readTimes("07:00 – 17:00")).toEqual([{ opens: "07:00", closes: "17:00" }]);
    expect(readTimes("8 AM – noon, 1 PM – 5 PM")).toEqual([
      { opens: "08:00", closes: "12:00" },
      { opens: "13:00", closes: "17:00" },
    ]);
    expect(readTimes("6 PM – midnight")).toEqual([{ opens: "18:00", closes: "23:59" }]);
    expect(readTimes("midnight – 6 AM")).toEqual([{ opens: "00:00", closes: "06:00" }]);
    expect(readTimes("Closed")).toBe("closed");
    expect(readTimes("Cerrado")).toBe("closed");
  });

  it("run past midnight when both ends say so, closing before they open (the next day, to schema.org)", () => {
    expect(readTimes("8 PM – 2 AM")).toEqual([{ opens: "20:00", closes: "02:00" }]);
    expect(readTimes("10 p.m. – 12 a.m.")).toEqual([{ opens: "22:00", closes: "00:00" }]);
    expect(readTimes("22:00 – 02:00")).toEqual([{ opens: "22:00", closes: "02:00" }]);
    expect(readTimes("11 AM – 2 PM, 5 PM – 1 AM")).toEqual([
      { opens: "11:00", closes: "14:00" },
      { opens: "17:00", closes: "01:00" },
    ]);
  });

  it("are not guessed where morning and evening are not said", () => {
    // "8:00 – 5:00" and "11–2 pm" are days written without a PM, not nights; "9 AM – 9 AM" says no length.
    for (const text of [
      "8 – 5",
      "8:00 – 5:00",
      "11–2 pm",
      "9 AM – 9 AM",
      "13:00 PM – 5 PM",
      "Emergency service only",
      "24/7",
    ])
      expect(readTimes(text), text).toBeUndefined();
  });
});

describe("a site's hours for search engines", () => {
  const bakery = [
    { days: "Tuesday – Friday", time: "7:00 AM – 5:00 PM" },
    { days: "Saturday", time: "7:00 AM – 3:00 PM" },
    { days: "Sunday and Monday", time: "Closed" },
  ];

  it("states each row that reads as days and times, and no closed day", () => {
    expect(openingHours(bakery)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "07:00",
        closes: "17:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "07:00", closes: "15:00" },
    ]);
  });

  it("points out only a row meant as hours that cannot be read", () => {
    expect(bakery.map(unreadHours)).toEqual([undefined, undefined, undefined]);
    expect(unreadHours({ days: "Monday – Friday", time: "8 – 5" })).toBe("time");
    // A bar's night, past midnight, is read: nothing to point out.
    expect(unreadHours({ days: "Friday and Saturday", time: "8 PM – 2 AM" })).toBeUndefined();
    expect(unreadHours({ days: "Holidays", time: "9:00 AM – 1:00 PM" })).toBe("days");
    // Words for visitors, not hours: nothing to change.
    expect(unreadHours({ days: "Sunday", time: "Emergency service only" })).toBeUndefined();
    expect(unreadHours({ days: "Storm emergencies", time: "24/7 response" })).toBeUndefined();
    expect(unreadHours({ days: "Holidays", time: "Closed" })).toBeUndefined();
  });
});
