import { describe, expect, it } from "vitest";
import { stillWritten, writeEverywhere } from "../editor/app/src/model/renamed.ts";

const opened = {
  site: { name: "Oak & Pine", tagline: "Oak & Pine: tree care in Oakville" },
  business: {
    name: "Oak & Pine",
    description: "OAK & PINE cares for Oakville's trees.",
    address: { street: "12 Main Street", city: "Oakville" },
    phone: { display: "(407) 555-0147", e164: "+14075550147" },
  },
  pages: [
    {
      path: "/",
      title: "Tree Care in Oakville | Oak & Pine",
      blocks: [
        {
          type: "text",
          paragraphs: ["Oak & Pineapple is another firm.", "Call (407) 555-0147 or [write](/oak-pine)."],
        },
        {
          type: "contact",
          heading: "Find us at 12 Main Street, Oakville",
          map: { title: "Map", src: "https://www.google.com/maps?q=12+Main+Street,+Oakville%2C+FL&output=embed" },
        },
      ],
    },
  ],
};
const at = (site: typeof opened, path: (string | number)[], value: string): typeof opened => {
  const copy = structuredClone(site);
  let node = copy as unknown as Record<string | number, unknown>;
  for (const part of path.slice(0, -1)) node = node[part] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
};

describe("a fact the texts write out, changed", () => {
  it("is still written in the other texts that wrote it, as whole words, the field itself not among them", () => {
    const site = at(opened, ["business", "name"], "Birch & Co");
    const found = stillWritten(site, opened, ["business", "name"]);
    expect(found?.was).toBe("Oak & Pine");
    expect(found?.now).toBe("Birch & Co");
    // "Oak & Pineapple" is another name; the site's own name is a place, as the Website screen writes it.
    expect(found?.places.map((place) => place.path.join("."))).toEqual([
      "site.name",
      "site.tagline",
      "business.description",
      "pages.0.title",
    ]);
    expect(found?.maps).toEqual([]);
    const written = writeEverywhere(site, found!);
    expect(written.site).toEqual({ name: "Birch & Co", tagline: "Birch & Co: tree care in Oakville" });
    expect(written.business.description).toBe("BIRCH & CO cares for Oakville's trees.");
    expect(written.pages[0]!.title).toBe("Tree Care in Oakville | Birch & Co");
    expect(written.pages[0]!.blocks[0]).toEqual(site.pages[0]!.blocks[0]);
    expect(stillWritten(written, opened, ["business", "name"])).toBeUndefined();
  });

  it("counts no text that already says the new words, where they hold the old", () => {
    const site = at(at(opened, ["business", "name"], "Oak & Pine Tree Care"), ["site", "name"], "Oak & Pine Tree Care");
    const found = stillWritten(site, opened, ["business", "name"]);
    expect(found?.places.map((place) => place.path.join("."))).toEqual([
      "site.tagline",
      "business.description",
      "pages.0.title",
    ]);
    const written = writeEverywhere(site, found!);
    expect(written.site.tagline).toBe("Oak & Pine Tree Care: tree care in Oakville");
    expect(stillWritten(written, opened, ["business", "name"])).toBeUndefined();
  });

  it("finds a town, a street and a phone number as written, never inside a word or a link", () => {
    const city = stillWritten(at(opened, ["business", "address", "city"], "Kissimmee"), opened, [
      "business",
      "address",
      "city",
    ]);
    // "Oakville's" is the town; the tagline's and the title's too; nothing in "/oak-pine".
    // The map's address asks for the town: pointed out, not changed with the words.
    expect(city?.maps.map((map) => map.join("."))).toEqual(["pages.0.blocks.1.map.src"]);
    expect(city?.places.map((place) => place.path.join("."))).toEqual([
      "site.tagline",
      "business.description",
      "pages.0.title",
      "pages.0.blocks.1.heading",
    ]);
    const phone = stillWritten(at(opened, ["business", "phone", "display"], "(407) 555-0199"), opened, [
      "business",
      "phone",
      "display",
    ]);
    expect(phone?.places.map((place) => place.path.join("."))).toEqual(["pages.0.blocks.0.paragraphs.1"]);
    const street = stillWritten(at(opened, ["business", "address", "street"], "9 Front Street"), opened, [
      "business",
      "address",
      "street",
    ]);
    expect(street?.maps.map((map) => map.join("."))).toEqual(["pages.0.blocks.1.map.src"]);
    expect(
      writeEverywhere(at(opened, ["business", "address", "street"], "9 Front Street"), street!).pages[0]!.blocks[1],
    ).toEqual({ ...opened.pages[0]!.blocks[1], heading: "Find us at 9 Front Street, Oakville" });
  });

  it("says nothing of a fact unchanged or emptied, or of a field no text writes out", () => {
    expect(stillWritten(opened, opened, ["business", "name"])).toBeUndefined();
    expect(stillWritten(at(opened, ["business", "name"], " "), opened, ["business", "name"])).toBeUndefined();
    const title = at(opened, ["pages", 0, "title"], "Home");
    expect(stillWritten(title, opened, ["pages", 0, "title"])).toBeUndefined();
    // Written nowhere else: nothing to say.
    const alone = { business: { name: "Solo" } };
    expect(stillWritten({ business: { name: "Duo" } }, alone, ["business", "name"])).toBeUndefined();
  });
});
