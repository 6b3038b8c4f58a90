/**
 * English typed into a Spanish page's text: the check's warning (other-language-text) shows under that very field,
 * in plain words that name the languages, and goes once the text is Spanish again.
 */
import { expect, test, type Page } from "@playwright/test";
import { fieldId } from "../app/src/model/paths.ts";
import { copyData, resetCopy } from "./copy.ts";
import { openPage, selectSection } from "./editing.ts";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

test.beforeEach(() => resetCopy());

/** The first text section of a Spanish page that has one: where it is, its heading and its first paragraph. */
function spanishTextSection(): { page: number; block: number; heading: string; paragraph: string } {
  const pages = copyData().pages as Json[];
  for (const [page, entry] of pages.entries()) {
    if (!String(entry.language ?? "").startsWith("es")) continue;
    const block = (entry.blocks as Json[]).findIndex((each) => each.type === "text" && each.heading);
    if (block >= 0) {
      const { heading, paragraphs } = entry.blocks[block];
      return { page, block, heading, paragraph: paragraphs[0] };
    }
  }
  throw new Error("the shipped site has no Spanish page with a text section");
}

/** The words the editor shows under a field (the last of what describes it). */
/** The words under a field that describe it last (its problems), once they are shown and named by the field. */
async function wordsUnder(page: Page, field: ReturnType<Page["locator"]>) {
  await expect(field).toHaveAttribute("aria-describedby", /problems-/);
  const describedBy = (await field.getAttribute("aria-describedby"))?.split(" ").pop();
  return page.locator(`[id="${describedBy}"]`);
}

test("English typed into a Spanish page's text is warned about under that field, naming the languages", async ({
  page,
}) => {
  const section = spanishTextSection();
  await openPage(page, section.page);
  await selectSection(page, section.heading);
  const field = page.locator(`[id="${fieldId(["pages", section.page, "blocks", section.block, "paragraphs", 0])}"]`);
  await expect(field).toHaveValue(section.paragraph);
  // The shipped site has no problem: the editor shows no count of them.
  const problems = page.getByRole("button", { name: /^Problems:/ });
  await expect(problems).toHaveAccessibleName("Problems: None");
  await expect(problems).not.toContainText(/\d/);

  await field.fill(
    "Our certified arborists prune, remove and care for the trees of Poinciana, and clean up every branch before they leave.",
  );
  await expect(await wordsUnder(page, field)).toHaveText(
    /^Worth fixing: This text reads as another language\. This text should be in Spanish, but it reads as English\b/,
  );
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await expect(problems).toHaveText(/^Problems: 1 warning/);

  // A few English words left in a Spanish sentence are named.
  await field.fill("Mantiene las cortadoras de grama y los trimmers lejos del tronco de sus árboles.");
  await expect(await wordsUnder(page, field)).toHaveText(
    /^Worth fixing: This text reads as another language\. This text should be in Spanish, but has English words in it: “trimmers”/,
  );

  // Spanish again: the warning goes.
  await field.fill(section.paragraph);
  await expect(problems).toHaveAccessibleName("Problems: None");
  await expect(page.getByText(/should be in Spanish/)).toHaveCount(0);
});
