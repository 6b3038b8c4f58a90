/**
 * Duplicate in the list of pages makes a copy as Add a page does: named by the owner, and a service page's copy told
 * the service it offers, where a copy made at once kept the original's "Service type" for search engines, unseen.
 */
import { expect, test } from "@playwright/test";
import { copyData, resetCopy } from "./copy.ts";

test.beforeEach(() => resetCopy());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

test("Duplicate on a service page asks for the copy's title and the service it offers, said before it is added", async ({
  page,
}) => {
  const pages = copyData().pages as Json[];
  const service = pages.findIndex((p) => p.language === undefined && p.structuredData?.type === "Service");
  const original = pages[service];
  await page.goto("/");
  await page.getByRole("button", { name: `Duplicate ${original.title}` }).click();
  const dialog = page.getByRole("dialog", { name: `Duplicate “${original.title}”` });
  await expect(dialog.getByLabel("Start from")).toHaveValue(String(service));
  await expect(dialog.getByLabel("Title", { exact: true })).toBeFocused();
  await page.keyboard.type("Palm Tree Care | In Town");
  const offers = dialog.getByLabel("The service it offers");
  await expect(offers).toHaveValue("Palm Tree Care");
  await expect(offers).toHaveAccessibleDescription(
    new RegExp(`the page copied offers “${original.structuredData.serviceType}”`),
  );
  await offers.fill("Palm trimming");
  await dialog.getByRole("button", { name: "Add the page" }).click();
  await expect(page.getByRole("button", { name: /Phone/ })).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible({ timeout: 15_000 });
  const copy = (copyData().pages as Json[]).find((p) => p.path === "/palm-tree-care");
  expect(copy.structuredData).toEqual({ type: "Service", serviceType: "Palm trimming" });
  expect(copy.blocks).toEqual(original.blocks);
  // The original is as it was.
  expect((copyData().pages as Json[])[service]).toEqual(original);
});

test("Duplicate on another page asks for the copy's title and no service, and Cancel adds nothing", async ({
  page,
}) => {
  const pages = copyData().pages as Json[];
  const plain = pages.findIndex((p) => p.path !== "/" && p.structuredData?.type !== "Service");
  await page.goto("/");
  const duplicate = page.getByRole("button", { name: `Duplicate ${pages[plain].title}` });
  await duplicate.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Start from")).toHaveValue(String(plain));
  await expect(dialog.getByLabel("The service it offers")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(duplicate).toBeFocused();
  await expect(page.getByText(`${pages.length} pages`, { exact: true })).toBeVisible();
});
