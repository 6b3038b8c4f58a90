/**
 * The home page's FAQ accordion (spec 2.3, 4, 9): five items, all closed at first, at most one open,
 * an open one collapses again; the price answer states the spec's ranges.
 */
import type { Page } from "@playwright/test";
import { blockOf, expect, pageAt, sectionWithHeading, test } from "./fixtures.ts";

const FAQ_SIZE = 5;

const faq = blockOf(pageAt("/"), "faq");

function faqSection(page: Page) {
  return sectionWithHeading(page, faq.heading);
}

/** An item: its question (what the visitor clicks) and its answer (what opens). */
function item(page: Page, index: number) {
  const details = faqSection(page).getByRole("group").nth(index);
  return {
    question: details.locator(":scope > summary"),
    answer: details.locator(":scope > :not(summary)"),
  };
}

async function openCount(page: Page): Promise<number> {
  let open = 0;
  for (let index = 0; index < FAQ_SIZE; index++) if (await item(page, index).answer.isVisible()) open++;
  return open;
}

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("has five questions, all closed at first", async ({ page }) => {
  await expect(faqSection(page).getByRole("group")).toHaveCount(FAQ_SIZE);
  for (const [index, { question }] of faq.items.entries()) {
    await expect(item(page, index).question).toHaveText(question);
    await expect(item(page, index).answer).toBeHidden();
  }
});

test("opening one shows its answer and closes the one open before", async ({ page }) => {
  const first = item(page, 0);
  const second = item(page, 1);
  await first.question.click();
  await expect(first.answer).toBeVisible();
  await expect(first.answer).not.toHaveText("");
  expect(await openCount(page)).toBe(1);

  await second.question.click();
  await expect(second.answer).toBeVisible();
  await expect(first.answer).toBeHidden();
  expect(await openCount(page)).toBe(1);

  // Every other item, one after the other: still never more than one open.
  for (let index = 2; index < FAQ_SIZE; index++) {
    await item(page, index).question.click();
    await expect(item(page, index).answer).toBeVisible();
    expect(await openCount(page)).toBe(1);
  }
});

test("clicking the open question collapses it", async ({ page }) => {
  const third = item(page, 2);
  await third.question.click();
  await expect(third.answer).toBeVisible();
  await third.question.click();
  await expect(third.answer).toBeHidden();
  expect(await openCount(page)).toBe(0);
});

test("the price question answers with the spec's price ranges", async ({ page }) => {
  const questions = await faqSection(page).locator("summary").allTextContents();
  const priceIndex = questions.findIndex((question) => /\b(cost|price|how much)\b/i.test(question));
  expect(priceIndex, "a question about price").toBeGreaterThanOrEqual(0);
  const price = item(page, priceIndex);
  await price.question.click();
  await expect(price.answer).toBeVisible();
  await expect(price.answer).toContainText("$300");
  await expect(price.answer).toContainText("$1,500");
  await expect(price.answer).toContainText(/\$300\s*[-–]\s*\$800/);
  await expect(price.answer).toContainText(/\$1,500\s*[-–]\s*\$4,000/);
});
