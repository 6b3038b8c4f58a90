import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parse as parseJsonc } from "jsonc-parser";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { siteCheckCode, siteJsonSchemaText } from "../schema/json-schema.ts";
import { Block, BLOCK_TYPES } from "../schema/blocks.ts";
import { page as pageFits, site as siteFits } from "../schema/site-check.js";
import { CannotConform, conformSite } from "../src/validate/schema/conform.ts";
import { checkSchema } from "../src/validate/schema/check.ts";
import { conformPlanCode } from "../schema/conform-plan.ts";
import { Page, Site } from "../schema/site.ts";
import { minimalSite } from "./fixtures/site.ts";

const committed = readFileSync(new URL("../schema/site.schema.json", import.meta.url), "utf8");

describe("schema/site.schema.json", () => {
  it("is what `npm run schema` generates from the zod schema (run it after changing schema/)", () => {
    expect(committed).toBe(siteJsonSchemaText());
  });

  it("describes every field, so the editor can show help", () => {
    const undocumented: string[] = [];
    const visit = (node: unknown, path: string) => {
      if (!node || typeof node !== "object") return;
      const schema = node as Record<string, unknown>;
      for (const [key, child] of Object.entries((schema.properties as Record<string, unknown>) ?? {})) {
        const property = child as Record<string, unknown>;
        const isDiscriminator = key === "type" && "const" in property;
        if (!property.description && !isDiscriminator) undocumented.push(`${path}.${key}`);
        visit(child, `${path}.${key}`);
      }
      for (const key of ["items", "anyOf", "oneOf", "allOf"]) {
        const child = schema[key];
        if (Array.isArray(child)) child.forEach((item, index) => visit(item, `${path}.${key}[${index}]`));
        else if (child) visit(child, `${path}[]`);
      }
    };
    visit(JSON.parse(committed), "site");
    expect(undocumented).toEqual([]);
  });
});

describe("editor support", () => {
  const schema = JSON.parse(committed);
  const blockOptions = (): Record<string, any>[] => {
    const blocks = schema.properties.pages.items.properties.blocks.items;
    return blocks.oneOf ?? blocks.anyOf;
  };

  it("offers every block type with a title and an example that the schema accepts", () => {
    const ajv = new Ajv2020({ strict: false });
    const options = blockOptions();
    expect(options.map((option) => option.properties.type.const)).toEqual(BLOCK_TYPES);
    for (const option of options) {
      expect(option.title, option.properties.type.const).toMatch(/\w/);
      expect(option.examples).toHaveLength(1);
      const check = ajv.compile({ ...option, $defs: schema.$defs });
      expect(check(option.examples[0]), JSON.stringify(check.errors)).toBe(true);
      expect(Block.safeParse(option.examples[0]).success).toBe(true);
    }
  });

  it("lists the allowed values where there is a choice, so the editor can complete them", () => {
    const hero = blockOptions().find((option) => option.properties.type.const === "hero")!;
    const actions = hero.properties.actions.items;
    const choices = (actions.oneOf ?? actions.anyOf).map((option: any) => option.properties.action.const);
    expect(choices).toEqual(["estimate", "call", "link"]);
    expect(schema.properties.estimateForm.properties.layout.enum).toEqual(["modal", "default"]);
  });

  it("is the schema VS Code uses for site.json, through $schema and the workspace settings", () => {
    const site = JSON.parse(readFileSync("site.json", "utf8"));
    expect(existsSync(resolve(site.$schema))).toBe(true);
    expect(resolve(site.$schema)).toBe(resolve("schema/site.schema.json"));
    const settings = parseJsonc(readFileSync(".vscode/settings.json", "utf8"));
    const mapping = settings["json.schemas"].find((entry: any) => entry.fileMatch.includes("/site.json"));
    expect(resolve(mapping.url)).toBe(resolve("schema/site.schema.json"));
    const extensions = parseJsonc(readFileSync(".vscode/extensions.json", "utf8"));
    for (const id of extensions.recommendations) expect(id).toMatch(/^[\w-]+\.[\w-]+$/);
  });
});

/** Each case changes the minimal site; zod and the committed JSON Schema must agree on it. */
const cases: [string, (site: any) => void][] = [
  ["the minimal site as it is", () => {}],
  ["the shipped site.json", (site) => Object.assign(site, JSON.parse(readFileSync("site.json", "utf8")))],
  ["an unknown top-level key", (site) => (site.extra = 1)],
  ["an unknown block field", (site) => (site.pages[0].blocks[0].subtitle = "x")],
  ["an unknown block type", (site) => (site.pages[0].blocks[0].type = "galery")],
  ["a block without a type", (site) => delete site.pages[0].blocks[0].type],
  ["a missing required field", (site) => delete site.business.phone],
  ["an empty heading", (site) => (site.pages[0].blocks[0].heading = "   ")],
  ["a path with capitals", (site) => (site.pages[1].path = "/Removal")],
  ["a path with a trailing slash", (site) => (site.pages[1].path = "/removal/")],
  ["an http site address", (site) => (site.site.url = "http://oaktrees.com")],
  ["a site address with a trailing slash", (site) => (site.site.url = "https://oaktrees.com/")],
  ["an https form page", (site) => (site.estimateForm.pageUrl = "https://forms.example/r/x?y=1")],
  ["a form page without https", (site) => (site.estimateForm.pageUrl = "forms.example/r/x")],
  ["an impossible date", (site) => (site.posts[0].published = "2025-02-30")],
  ["a date in another format", (site) => (site.posts[0].published = "09/01/2025")],
  ["a phone not in international form", (site) => (site.business.phone.e164 = "407-555-0147")],
  ["a string where a number belongs", (site) => (site.estimateForm.width = "700")],
  ["a fractional width", (site) => (site.estimateForm.width = 700.5)],
  ["an image outside images/", (site) => (site.site.defaultImage.src = "photos/a.jpg")],
  ["an image with an unknown extension", (site) => (site.site.defaultImage.src = "images/a.gif")],
  [
    "a hero with four buttons",
    (site) => (site.pages[0].blocks[0].actions = Array(4).fill({ action: "call", label: "Call" })),
  ],
  ["a link button without href", (site) => (site.pages[0].blocks[0].actions = [{ action: "link", label: "Go" }])],
  [
    "a call button with href",
    (site) => (site.pages[0].blocks[0].actions = [{ action: "call", label: "Go", href: "/" }]),
  ],
  ["an unknown provider", (site) => (site.estimateForm.provider = "typeform")],
  ["a dropdown delay given explicitly", (site) => (site.navigation.dropdownCloseDelayMs = 1000)],
  ["a negative dropdown delay", (site) => (site.navigation.dropdownCloseDelayMs = -1)],
  ["a nav dropdown without links", (site) => (site.navigation.items[1].children = [])],
  ["a Service page without serviceType", (site) => (site.pages[1].structuredData = { type: "Service" })],
  ["a post without an image", (site) => delete site.posts[0].image],
  ["an empty block list", (site) => (site.pages[0].blocks = [])],
  [
    "a bullets item with a title",
    (site) => site.pages[0].blocks.push({ type: "bullets", heading: "H", items: [{ title: "T", text: "x" }, "plain"] }),
  ],
  [
    "a bullets item with an extra field",
    (site) => site.pages[0].blocks.push({ type: "bullets", heading: "H", items: [{ title: "T", text: "x", y: 1 }] }),
  ],
  [
    "a map without https",
    (site) =>
      site.pages[0].blocks.push({
        type: "contact",
        heading: "C",
        phoneLabel: "P",
        addressLabel: "A",
        hoursLabel: "H",
        map: { title: "Map", src: "http://maps.example/x" },
      }),
  ],
  ["a theme colour name", (site) => (site.site.themeColor = "green")],
  ["a language tag", (site) => (site.site.language = "english")],
  ["a price range", (site) => (site.business.priceRange = "$$$$$")],
  ["an href without a leading slash", (site) => (site.footer.services[0].href = "removal")],
  ["a tel href", (site) => (site.footer.services[0].href = "tel:+15550100000")],
];

describe("the JSON Schema accepts and rejects exactly what zod does", () => {
  const ajv = new Ajv2020({ allErrors: true, strict: true, validateFormats: false });
  const validate = ajv.compile(JSON.parse(committed));
  let rejectedByZod = 0;

  it.each(cases)("%s", (_name, change) => {
    const site = minimalSite();
    change(site);
    const zodAccepts = Site.safeParse(site).success;
    const ajvAccepts = validate(site) as boolean;
    if (!zodAccepts) rejectedByZod++;
    expect({ ajvAccepts, errors: ajvAccepts === zodAccepts ? null : validate.errors }).toEqual({
      ajvAccepts: zodAccepts,
      errors: null,
    });
  });

  it("covers both outcomes", () => {
    expect(rejectedByZod).toBeGreaterThan(20);
    expect(rejectedByZod).toBeLessThan(cases.length - 5);
  });
});

describe("schema/site-check.js, the quick check of large files", () => {
  it("is what `npm run schema` generates from the zod schema, as is schema/site-conform.js", () => {
    expect(readFileSync(new URL("../schema/site-check.js", import.meta.url), "utf8")).toBe(siteCheckCode());
    expect(readFileSync(new URL("../schema/site-conform.js", import.meta.url), "utf8")).toBe(conformPlanCode(Site));
  });

  it.each(cases)("says what zod says of %s, for the site and for each page", (_name, change) => {
    const site = minimalSite();
    change(site);
    expect(siteFits(site)).toBe(Site.safeParse(site).success);
    for (const page of site.pages as unknown[]) expect(pageFits(page)).toBe(Page.safeParse(page).success);
  });

  it.each(["site.json", "examples/butter-and-crumb/site.json"])(
    "accepts %s, and its site as the build renders it is zod's output to the order of the fields",
    (file) => {
      const data = JSON.parse(readFileSync(file, "utf8"));
      expect(siteFits(data)).toBe(true);
      expect(JSON.stringify(conformSite(data))).toBe(JSON.stringify(Site.parse(data)));
    },
  );

  it("gives up, rather than guess, where its plan cannot tell zod's output without zod", () => {
    const data = JSON.parse(readFileSync("site.json", "utf8"));
    const navigation = structuredClone(data);
    // A menu item with a link and a menu both (zod refuses it; conforming data zod refuses is never asked, but if it
    // were, neither option can be told to be zod's).
    navigation.navigation.items[0] = { label: "Both", href: "/", children: [{ label: "Home", href: "/" }] };
    expect(() => conformSite(navigation)).toThrow(CannotConform);
    const block = structuredClone(data);
    block.pages[0].blocks[0] = { type: "no-such-block" };
    expect(() => conformSite(block)).toThrow(CannotConform);
  });

  it("lets zod word the issues of a large site from the pages and posts ajv refuses, each at its own place", () => {
    const shipped = JSON.parse(readFileSync("site.json", "utf8"));
    const site = structuredClone(shipped);
    // 300 pages, copies of the shipped ones; mistakes in three pages far apart, in a post, and in the root.
    const copies = Array.from({ length: 300 }, (_, index) => {
      const page = structuredClone(shipped.pages[index % shipped.pages.length]);
      page.path = `${page.path === "/" ? "" : page.path}/copy-${index}`;
      return page;
    });
    site.pages = copies;
    site.pages[7].blocks[0].type = "galery";
    site.pages[150].title = 42;
    site.pages[299].blocks[1].subtitle = "not a field";
    site.posts[1].published = "2025-02-30";
    delete site.business.phone;
    const zodIssues = Site.safeParse(site).error!.issues;
    const quick = checkSchema(site);
    expect(quick.success).toBe(false);
    if (quick.success) return;
    expect(quick.issues).toEqual(zodIssues);
    expect(quick.issues.map((issue) => issue.path.slice(0, 2))).toEqual(
      expect.arrayContaining([
        ["pages", 7],
        ["pages", 150],
        ["pages", 299],
        ["posts", 1],
        ["business", "phone"],
      ]),
    );
    // Only the root wrong: the lists keep one item each for zod, which finds nothing in them.
    const rootOnly = structuredClone(shipped);
    rootOnly.pages = copies.map((page) => structuredClone(page));
    rootOnly.extra = true;
    const only = checkSchema(rootOnly);
    expect(only).toEqual({ success: false, issues: Site.safeParse(rootOnly).error!.issues });
    // No page at all: zod says the list is too short, as it does of the whole site.
    const none = { ...structuredClone(shipped), pages: [] };
    expect(checkSchema(none)).toEqual({ success: false, issues: Site.safeParse(none).error!.issues });
  });

  it("says what zod says of a thousand random changes to the shipped pages and site", { timeout: 60_000 }, () => {
    // mulberry32, seeded: a failure replays exactly.
    let state = 20261125;
    const below = (n: number) => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
    };
    const pick = <T>(items: readonly T[]): T => items[below(items.length)]!;
    const shipped = JSON.parse(readFileSync("site.json", "utf8"));
    const values = [
      "",
      " ",
      "x",
      "/",
      "/a b",
      "/About",
      "https://example.com",
      "http://x",
      "tel:+14075550123",
      "mailto:a@b.co",
      "images/a.jpg",
      "images/a.gif",
      "2025-02-30",
      "2025-09-01",
      "hero",
      "text",
      "link",
      "call",
      "Service",
      0,
      -1,
      1.5,
      700,
      10_000,
      true,
      null,
      [],
      [{}],
      {},
      { type: "text" },
    ];
    /** Every place in a value: [parent, key] pairs, the root's own fields included. */
    const places = (root: any): [any, string | number][] => {
      const found: [any, string | number][] = [];
      const visit = (value: any) => {
        if (Array.isArray(value)) value.forEach((item, index) => (found.push([value, index]), visit(item)));
        else if (value && typeof value === "object")
          for (const key of Object.keys(value)) (found.push([value, key]), visit(value[key]));
      };
      visit(root);
      return found;
    };
    let rejected = 0;
    for (let run = 0; run < 1_000; run++) {
      const site = structuredClone(shipped);
      // Most changes inside a page, where the quick check is used most; the rest anywhere in the site.
      const target = run % 4 ? pick(site.pages as any[]) : site;
      for (let change = 0; change <= below(2); change++) {
        const [parent, key] = pick(places(target));
        const kind = below(5);
        if (kind === 0 && !Array.isArray(parent)) delete parent[key];
        else if (kind === 1 && !Array.isArray(parent)) parent[`${String(key)}x`] = pick(values);
        else if (kind === 2 && parent[key] && typeof parent[key] === "object" && !Array.isArray(parent[key]))
          // The same fields in another order: zod's output has the schema's order whatever the file's.
          parent[key] = Object.fromEntries(Object.entries(parent[key]).reverse());
        else parent[key] = structuredClone(pick(values));
      }
      const zodSite = Site.safeParse(site);
      if (!zodSite.success) rejected++;
      // The whole check's answer (schema-check.ts: zod asked only about what ajv refuses) is zod's, issue by issue.
      const quick = checkSchema(site);
      expect(quick.success).toBe(zodSite.success);
      if (!quick.success) expect(quick.issues).toEqual(zodSite.error?.issues);
      else expect(JSON.stringify(quick.data)).toBe(JSON.stringify(zodSite.data));
      expect(siteFits(site), JSON.stringify(zodSite.error?.issues ?? "accepted").slice(0, 600)).toBe(zodSite.success);
      // What the build renders from a site ajv accepts (validate.ts) is zod's output, to the order of the fields.
      if (zodSite.success) expect(JSON.stringify(conformSite(site))).toBe(JSON.stringify(zodSite.data));
      if (target !== site) expect(pageFits(target), JSON.stringify(target)).toBe(Page.safeParse(target).success);
    }
    // Both answers are tried often.
    expect(rejected).toBeGreaterThan(300);
    expect(rejected).toBeLessThan(990);
  });
});
