/**
 * Another business's first `npm run edit`, its file not written yet: the editor offers the project's sites by name,
 * starts the chosen one's copy, and opens it to be edited. Its own editor server, on a file of its own.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkSiteText } from "../../src/save/save.ts";
import { openPart } from "./editing.ts";
import { startEditorServer, type EditorServer } from "../server/server.ts";

const root = path.resolve(import.meta.dirname, "../..");
const example = JSON.parse(readFileSync(path.join(root, "examples/butter-and-crumb/site.json"), "utf8"));
const shipped = JSON.parse(readFileSync(path.join(root, "site.json"), "utf8"));
let dir: string;
let file: string;
let editor: EditorServer;

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "editor-first-site-"));
  file = path.join(dir, "site.json");
  editor = await startEditorServer({ siteFile: file, port: 0 });
});

test.afterAll(async () => {
  await editor.close();
  rmSync(dir, { recursive: true, force: true });
});

test("with no site yet, the editor starts one from a site the project holds, and opens it", async ({ page }) => {
  await page.goto(editor.url);
  await expect(page.getByRole("heading", { name: "Start your site" })).toBeVisible();
  const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
  const axe = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  // Each offered by its business's name, described in its own words.
  await expect(page.getByRole("radio", { name: shipped.business.name })).toBeChecked();
  const bakery = page.getByRole("radio", { name: example.business.name });
  await expect(bakery).toHaveAccessibleDescription(new RegExp(`^${example.business.description.slice(0, 40)}`));
  await bakery.check();
  await page.getByRole("button", { name: "Start from this site" }).click();
  // The editor opens on the copy: its pages listed, ready to be made one's own.
  await expect(page.getByRole("heading", { name: "Pages and posts" })).toBeVisible();
  for (const entry of example.pages) await expect(page.getByRole("link", { name: entry.title })).toBeVisible();
  // What to change first, each a way to its screen, until the owner says it is done.
  const steps = page.getByRole("region", { name: `Your site is a copy of ${example.business.name}` });
  // The copy's form would send the new site's visitors' requests to the example's business: it is among them.
  await expect(steps.getByRole("listitem")).toContainText(["Business facts", "Website", "Form"]);
  // The copy's kind of business, which search engines are told, is among them, a way to its field.
  await expect(steps.getByRole("listitem").first()).toContainText(
    `kind of business, which search engines are told: the copy's is ${example.business.category}`,
  );
  await steps.getByRole("button", { name: "kind of business" }).click();
  await expect(page.getByRole("combobox", { name: /^Category/ })).toBeFocused();
  await page.goBack();
  await steps.getByRole("link", { name: "Business facts" }).click();
  await expect(page.getByRole("heading", { name: "Business facts", level: 1 })).toBeVisible();
  await page.goBack();
  await steps.getByRole("button", { name: "Done: hide this" }).click();
  await expect(steps).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Pages and posts" })).toBeVisible();
  await expect(steps).toBeHidden();
  // What is still the bakery's own stays said, from one session to the next, until it is changed: each a way to its field.
  const still = page.getByRole("region", { name: "Not yet yours everywhere" });
  await expect(still).toContainText(
    `Your site still has ${example.business.name}'s name, web address, phone number, email and street.`,
  );
  await still.getByRole("button", { name: "phone number" }).click();
  const phone = page.getByRole("textbox", { name: /^Display/ });
  await expect(phone).toBeFocused();
  await phone.fill("(231) 555-0100");
  await openPart(page, "Pages");
  await expect(still).toContainText(
    `Your site still has ${example.business.name}'s name, web address, email and street.`,
  );
  const text = readFileSync(file, "utf8");
  expect(checkSiteText(text, { root: dir }).problems.filter((p) => p.severity === "error")).toEqual([]);
  expect(JSON.parse(text).business.name).toBe(example.business.name);
});
