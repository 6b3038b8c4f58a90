/**
 * The FAQ accordion of the first page that has one: the items site.json holds, all closed at
 * first, at most one open, an open one collapses again, and each answer is the text the file holds.
 */
import type { Page } from "@playwright/test";
import { plainText } from "../src/site/inline.ts";
import { blocksOf, expect, routes, sectionWithHeading, test } from "./fixtures.ts";

const home = routes.find((route) => route.kind === "page" && blocksOf(route.page, "faq").length > 0);
if (!home || home.kind !== "page") throw new Error("site.json has no page with an FAQ block");
const faq = blocksOf(home.page, "faq")[0]!;
const FAQ_SIZE = faq.items.length;

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
  await page.goto(home.path);
});

test("has the questions site.json lists, all closed at first", async ({ page }) => {
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

test("each answer shows the text site.json holds for it", async ({ page }) => {
  for (const [index, { answer }] of faq.items.entries()) {
    const shown = item(page, index);
    await shown.question.click();
    await expect(shown.answer).toBeVisible();
    await expect(shown.answer).toHaveText(plainText(answer).replace(/\s+/g, " ").trim(), { useInnerText: true });
  }
});
