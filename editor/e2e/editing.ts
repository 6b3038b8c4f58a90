/** What the owner does again and again in the editor's browser tests: open a page, pick a section, save. */
import { expect, type Page } from "@playwright/test";

export const canvas = (page: Page) => page.frameLocator("iframe").first();

export async function openPage(page: Page, index: number): Promise<void> {
  await page.goto(`/pages/${index}`);
  await expect(page.getByRole("button", { name: /Phone/ })).toBeVisible();
}

/** Selects a section by clicking its heading in the canvas, as the owner does. */
export async function selectSection(page: Page, heading: string): Promise<void> {
  // The canvas takes a moment to become clickable after it first shows; click until the section is selected.
  await expect(async () => {
    // Forced past Playwright's hit check: on the canvas the section itself takes the pointer (Puck), not its text,
    // and is no button to retarget to; the click lands on the section around the text, as the owner's does.
    await canvas(page).getByText(heading, { exact: true }).first().click({ force: true });
    await expect(page.getByText(/^Section \d+ of \d+/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

export async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible({ timeout: 15_000 });
}
