import { describe, expect, it } from "vitest";
import { positionIn } from "../editor/app/src/model/position.ts";
import { movedFrom } from "../editor/app/src/model/renamed.ts";

describe("a position read from a map's link", () => {
  const here = { latitude: 28.1461, longitude: -81.4823 };
  const links: [string, string, { latitude: number; longitude: number }][] = [
    [
      "Google Maps' place, by the place's own numbers rather than the view's",
      "https://www.google.com/maps/place/Poinciana,+FL/@28.1402,-81.4587,13z/data=!3m1!4b1!4m6!3m5!1s0x88dd7f5b:0x1!8m2!3d28.1402778!4d-81.4583333!16s",
      { latitude: 28.140278, longitude: -81.458333 },
    ],
    ["Google Maps' view", "https://www.google.com/maps/@28.1461,-81.4823,15z", here],
    ["Google Maps' query", "https://maps.google.com/?q=28.1461,-81.4823", here],
    ["OpenStreetMap's view", "https://www.openstreetmap.org/#map=17/28.14610/-81.48230", here],
    ["OpenStreetMap's marker", "https://www.openstreetmap.org/?mlat=28.1461&mlon=-81.4823#map=17/28.15/-81.49", here],
    ["Apple Maps' pin", "https://maps.apple.com/?ll=28.1461,-81.4823&q=Dropped%20Pin", here],
    ["Apple Maps' place", "https://maps.apple.com/place?coordinate=28.1461%2C-81.4823", here],
    ["Bing Maps' centre", "https://www.bing.com/maps?cp=28.1461%7E-81.4823&lvl=15", here],
    ["two numbers copied from a map", "28.1461, -81.4823", here],
    ["two numbers with a space", " 28.1461 -81.4823 ", here],
  ];
  for (const [name, link, position] of links) it(`reads ${name}`, () => expect(positionIn(link)).toEqual(position));

  it("asks for a short link to be opened first, and finds none where there is none or it is out of range", () => {
    expect(positionIn("https://maps.app.goo.gl/AbCdEf123")).toBe("short-link");
    expect(positionIn("https://www.google.com/maps/place/Poinciana,+FL")).toBeUndefined();
    expect(positionIn("Poinciana, FL 34759")).toBeUndefined();
    expect(positionIn("128.1, -81.4")).toBeUndefined();
    expect(positionIn("https://www.openstreetmap.org/#map=17/28.1/-181.5")).toBeUndefined();
  });
});

describe("a street or town changed, the position not", () => {
  const opened = {
    business: {
      address: { street: "12 Main Street", city: "Marquette" },
      geo: { latitude: 46.5436, longitude: -87.3954 },
      name: "Oak",
    },
  };
  const moved = (change: (site: typeof opened) => void) => {
    const site = structuredClone(opened);
    change(site);
    return site;
  };

  it("is said under the street and the town, until the position changes too", () => {
    const town = moved((site) => (site.business.address.city = "Traverse City"));
    expect(movedFrom(town, opened, ["business", "address", "city"])).toBe(true);
    expect(movedFrom(town, opened, ["business", "address", "street"])).toBe(false);
    const street = moved((site) => (site.business.address.street = "40 Front Street"));
    expect(movedFrom(street, opened, ["business", "address", "street"])).toBe(true);
    town.business.geo = { latitude: 44.7631, longitude: -85.6206 };
    expect(movedFrom(town, opened, ["business", "address", "city"])).toBe(false);
  });

  it("is not said for another field, an emptied town, or spaces only", () => {
    expect(
      movedFrom(
        moved((site) => (site.business.name = "Ash")),
        opened,
        ["business", "name"],
      ),
    ).toBe(false);
    expect(
      movedFrom(
        moved((site) => (site.business.address.city = "")),
        opened,
        ["business", "address", "city"],
      ),
    ).toBe(false);
    expect(
      movedFrom(
        moved((site) => (site.business.address.city = "Marquette ")),
        opened,
        ["business", "address", "city"],
      ),
    ).toBe(false);
  });
});
