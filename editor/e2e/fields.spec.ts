/**
 * Every field of every block type, walked from the schema itself (schema/site.schema.json, as the editor receives
 * it): a field added to a block later is walked too, so none can be left without its place in the editor.
 */
import { readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { fieldId, pathKey, type Path } from "../app/src/model/paths.ts";
import { blockSchemas, labelFor, variantsOf, type JsonSchema } from "../app/src/model/schema.ts";
import { copyData, resetCopy } from "./copy.ts";
import { addSection } from "./editing.ts";

test.beforeEach(() => resetCopy());

const SCHEMA = JSON.parse(readFileSync("schema/site.schema.json", "utf8")) as JsonSchema;

/** A picture as the schema writes one: a file under images/ (its description and any caption beside it). */
const isPicture = (schema: JsonSchema) => Boolean(schema.properties?.src?.pattern?.startsWith("^images"));

const byId = (page: Page, path: Path): Locator => page.locator(`[id="${fieldId(path)}"]`);
const box = (page: Page, path: Path): Locator => page.locator(`[data-path="${pathKey(path)}"]`).first();

async function choosePicture(page: Page, path: Path): Promise<void> {
  await byId(page, [...path, "src"]).click();
  const dialog = page.getByRole("dialog");
  await dialog.locator(".gallery-grid button").first().click();
  const alt = dialog.getByRole("textbox", { name: /What does the image show/ });
  if (await alt.isVisible()) {
    await alt.fill("A picture");
    await dialog.getByRole("button", { name: "Use this image" }).click();
  }
  await expect(dialog).toHaveCount(0);
}

/** Edits the value of `schema` at `path` through its fields, and returns the fields reached (by path). */
async function editAll(page: Page, schema: JsonSchema, path: Path, reached: string[]): Promise<void> {
  if (schema.const !== undefined) return;
  const variants = variantsOf(schema);
  if (variants?.length) {
    // Each kind in turn, its own fields edited.
    const kind = page.locator(`[id="${fieldId(path)}-kind"]`);
    for (const [index, variant] of variants.entries()) {
      await kind.selectOption(String(index));
      await editAll(page, variant, path, reached);
    }
    return;
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (schema.enum) {
    const field = byId(page, path);
    await field.selectOption({ index: schema.enum.length - 1 });
    reached.push(pathKey(path));
    return;
  }
  if (type === "object") {
    if (!(await byId(page, [...path, "src"]).count()) && !(await box(page, path).locator("fieldset, input").count())) {
      // Left out: added with its own button first.
      await box(page, path).getByRole("button", { name: /^Add / }).click();
    }
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      if (isPicture(schema) && key === "src") {
        await choosePicture(page, path);
        reached.push(pathKey([...path, key]));
      } else await editAll(page, child, [...path, key], reached);
    }
    return;
  }
  if (type === "array") {
    const first = [...path, 0];
    // A list's items are rows on the page screen: the first one opened to reach its fields.
    const row = page.locator(`[id="${fieldId(first)}-row"]`);
    if ((await row.count()) && (await row.getAttribute("aria-expanded")) === "false") await row.click();
    if (!(await box(page, first).count()) && !(await byId(page, first).count()))
      await page.locator(`[data-path="${pathKey(path)}"] > .list-add`).click();
    await editAll(page, schema.items ?? {}, first, reached);
    return;
  }
  const field = byId(page, path);
  await expect(field, `the field of ${pathKey(path)}`).toBeVisible();
  if (type === "boolean") {
    const was = await field.isChecked();
    await field.setChecked(!was);
    await expect(field).toBeChecked({ checked: !was });
  } else {
    const text = type === "number" || type === "integer" ? "3" : schema.format === "date" ? "2024-05-06" : "Edited";
    await field.fill(text);
    await expect(field).toHaveValue(text);
  }
  reached.push(pathKey(path));
}

/** Every leaf the schema has under `schema` (each kind of a union, each list's first item). */
function leaves(schema: JsonSchema, path: Path): string[] {
  if (schema.const !== undefined) return [];
  const variants = variantsOf(schema);
  if (variants?.length) return variants.flatMap((variant) => leaves(variant, path));
  if (schema.enum) return [pathKey(path)];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === "object")
    return Object.entries(schema.properties ?? {}).flatMap(([key, child]) => leaves(child, [...path, key]));
  if (type === "array") return leaves(schema.items ?? {}, [...path, 0]);
  return [pathKey(path)];
}

for (const [type, schema] of blockSchemas(SCHEMA)) {
  test(`every field of a ${labelFor(type).toLowerCase()} section can be reached and edited`, async ({ page }) => {
    const count = (copyData().pages[0].blocks as unknown[]).length;
    await page.goto("/pages/0");
    await addSection(page, labelFor(type));
    await expect(page.getByText(`Section ${count + 1} of ${count + 1}`)).toBeVisible();
    // The fields an owner seldom changes are behind "More options": opened, every field is there to reach.
    const more = page.getByRole("button", { name: "More options" });
    if (await more.count()) await more.click();
    const path: Path = ["pages", 0, "blocks", count];
    const reached: string[] = [];
    for (const [key, child] of Object.entries(schema.properties ?? {}))
      await editAll(page, child, [...path, key], reached);
    expect([...new Set(reached)].sort()).toEqual([...new Set(leaves(schema, path))].sort());
  });
}

test("a gallery's picture is chosen, described and captioned, and saved", async ({ page }) => {
  const count = (copyData().pages[0].blocks as unknown[]).length;
  await page.goto("/pages/0");
  await addSection(page, "Gallery");
  const item: Path = ["pages", 0, "blocks", count, "items", 0];
  await byId(page, ["pages", 0, "blocks", count, "heading"]).fill("Our work");
  if (!(await byId(page, [...item, "src"]).count()))
    await page.locator(`[data-path="${pathKey(item.slice(0, -1))}"] > .list-add`).click();
  await choosePicture(page, item);
  const caption = byId(page, [...item, "title"]);
  await caption.fill("The new porch");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible({ timeout: 15_000 });
  const saved = copyData().pages[0].blocks[count];
  expect(saved.items[0]).toMatchObject({ alt: "A picture", title: "The new porch" });
});
