/**
 * The rest of what a new owner's run found wrong (issue 52): a picture replaced on an original, work brought back
 * after a closed tab, what a copied page carries, and an upload's words. Each as the owner meets it, on a copy of the
 * shipped site.
 */
import { expect, test } from "@playwright/test";
import { writeFileSync } from "node:fs";
import sharp from "sharp";
import { copyData, EDITOR_E2E_SITE, resetCopy } from "./copy.ts";
import { addPage, openPage, openPart, selectSection } from "./editing.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

test.beforeEach(() => resetCopy());

/** The first section of page `index` with a heading of its own words and a picture, and that heading. */
function pictured(site: Json, index = 0): { block: number; heading: string; image: Json } {
  const blocks = site.pages[index].blocks as Json[];
  const block = blocks.findIndex((b) => typeof b.heading === "string" && !b.heading.includes("{") && b.image?.src);
  return { block, heading: blocks[block].heading, image: blocks[block].image };
}

test("a small photo made lighter on upload says by how much, not two sizes that read the same", async ({ page }) => {
  const { heading } = pictured(copyData());
  // A small photo with the phone's details in it: kept without them, and lighter, by less than a megabyte.
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#3a7" } })
    .jpeg({ quality: 100 })
    .withExifMerge({ IFD0: { Make: "Apple", Model: "iPhone 15" } })
    .toBuffer();
  expect(photo.length).toBeLessThan(1e6);
  await openPage(page, 0);
  await selectSection(page, heading);
  await page.getByRole("button", { name: /^Change image/ }).click();
  await page.getByLabel(/Upload a photo/).setInputFiles({ name: "truck.jpg", mimeType: "image/jpeg", buffer: photo });
  const note = page.getByRole("status").filter({ hasText: /^Its camera details/ });
  await expect(note).toHaveText(
    /^Its camera details \(where and when it was taken\) left out: the file is \d+% smaller, and visitors get the same picture\.$/,
  );
  await expect(note).not.toContainText("MB");
});

test("a picture replaced on an original is pointed out at its translation, which takes the same one in one press", async ({
  page,
}) => {
  const pages = copyData().pages as Json[];
  // A translation whose gallery shows the original's very pictures.
  const at = pages.findIndex((p) => {
    const original = pages.find((o) => o.path === p.translationOf);
    const gallery = (q: Json) => q?.blocks.find((b: Json) => b.type === "gallery");
    return gallery(p) && gallery(p).items[0].src === gallery(original)?.items[0].src;
  });
  const from = pages.findIndex((p) => p.path === pages[at].translationOf);
  const block = (pages[from].blocks as Json[]).findIndex((b) => b.type === "gallery");
  const spanishBlock = (pages[at].blocks as Json[]).findIndex((b) => b.type === "gallery");
  const [old, other] = [pages[from].blocks[block].items[0].src, pages[from].blocks[block].items[1].src];
  const language = "Spanish";

  await openPage(page, from);
  await page.locator(".section-list button").nth(block).click();
  // The gallery's pictures are rows: the first opened.
  await page.locator(`[id="field-pages.${from}.blocks.${block}.items.0-row"]`).click();
  await page.getByRole("button", { name: "Change picture 1", exact: true }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: other.replace(/^images\//, "") })
    .click();
  await page.getByLabel(/What does the image show/).fill("Another crew at work");
  await page.getByRole("button", { name: "Use this image" }).click();
  // At the original: the translation still shows the picture from before.
  await expect(page.getByRole("button", { name: "Change picture 1", exact: true })).toHaveAccessibleDescription(
    `The ${language} version still shows the picture from before your change. Change it there`,
  );
  await expect(page.getByRole("region", { name: "Changed here, not yet in the translations" })).toContainText(
    `${language} version: 1 text reads and 1 picture shows as before your changes.`,
  );
  await page.getByRole("button", { name: "Change it there" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/pages/${at}$`));
  const status = page.getByRole("region", { name: `${language} version of ${pages[at].translationOf}` });
  await expect(status).toContainText("1 picture of the English page was replaced, and this page still shows the one");
  // At the translation's picture: what the original shows now, and the same one in one press.
  await status.getByRole("button", { name: "Go to the next changed one" }).click();
  await status.getByRole("button", { name: "Go to the next changed one" }).click();
  const picture = page.locator(`[id="field-pages.${at}.blocks.${spanishBlock}.items.0.src"]`);
  await expect(picture).toBeFocused();
  await expect(picture).toHaveAccessibleDescription(
    new RegExp(
      `The English page has another picture here now \\(${other.replace(/^images\//, "")}, in place of ${old.replace(/^images\//, "")}\\)`,
    ),
  );
  await page.getByRole("button", { name: "Use the same picture" }).click();
  await expect(picture).not.toHaveAccessibleDescription(/another picture/);
  await expect(picture).toBeFocused();
  await expect(status).not.toContainText("picture");
  await expect(page.locator(`[data-path="pages.${at}.blocks.${spanishBlock}.items.0"] code`)).toHaveText(other);
});

test("a copy of a service page is a service page offering its own service, said before it is added", async ({
  page,
}) => {
  const pages = copyData().pages as Json[];
  const service = pages.findIndex((p) => p.language === undefined && p.structuredData?.type === "Service");
  await page.goto("/");
  await page.getByRole("button", { name: "Add a page" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Start from").selectOption({ index: service });
  await dialog.getByLabel("Title", { exact: true }).fill("Palm Tree Care | In Town");
  // What the copy carries is in sight: the service it offers follows the title, and the one copied is named.
  const offers = dialog.getByLabel("The service it offers");
  await expect(offers).toHaveValue("Palm Tree Care");
  await expect(offers).toHaveAccessibleDescription(
    `A copy of a service page is a service page too: search engines are told it offers this service (the page copied offers “${pages[service].structuredData.serviceType}”), and it belongs in the menu of services.`,
  );
  await offers.fill("Palm trimming");
  await dialog.getByRole("button", { name: "Add the page" }).click();
  await expect(page.getByRole("button", { name: /Phone/ })).toBeVisible();
  // What a service page implies: the menu of services is asked for it.
  await page.getByRole("button", { name: /^Problems/ }).click();
  await expect(page.locator(".problems-panel").getByText(/^The service page \/palm-tree-care is not in/)).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible({ timeout: 15_000 });
  const added = (copyData().pages as Json[]).find((p) => p.path === "/palm-tree-care");
  expect(added.structuredData).toEqual({ type: "Service", serviceType: "Palm trimming" });
});

test("a Spanish copy of a page starts with the words Spanish sections use for their own buttons", async ({ page }) => {
  const site = copyData();
  const pages = site.pages as Json[];
  const tag: string = site.languages[0].language;
  const gallery = (p: Json) => (p.blocks as Json[]).find((b) => b.type === "gallery");
  const template = pages.findIndex((p) => p.language === undefined && gallery(p));
  const spanish = gallery(pages.find((p) => p.language === tag && gallery(p)));
  expect(spanish.closeLabel).not.toBe(gallery(pages[template]).closeLabel);
  await addPage(page, template, "Palm Tree Care | In Town");
  await openPart(page, "Pages");
  await page.getByRole("button", { name: "Add the Spanish version of Palm Tree Care | In Town" }).click();
  await expect(page.getByRole("dialog")).toContainText("its sections’ own words (a gallery’s Close) as the Spanish");
  await page.getByLabel("Title", { exact: true }).fill("Cuidado de palmas | En el pueblo");
  await page.getByRole("button", { name: "Add the Spanish version", exact: true }).click();
  await expect(page.getByRole("button", { name: /Phone/ })).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible({ timeout: 15_000 });
  const added = (copyData().pages as Json[]).find((p) => p.translationOf === "/palm-tree-care");
  expect([gallery(added).openLabel, gallery(added).closeLabel]).toEqual([spanish.openLabel, spanish.closeLabel]);
});

test("work brought back after a closed tab says what it changes, opens where the owner was, and undoes edit by edit", async ({
  page,
  context,
}) => {
  const pages = copyData().pages as Json[];
  // The first section of a page headed in its own words, or the last: its field far down the fields.
  const headed = (index: number, last = false) => {
    const own = (b: Json) => typeof b.heading === "string" && !b.heading.includes("{");
    const blocks = pages[index].blocks as Json[];
    const block = last ? blocks.findLastIndex(own) : blocks.findIndex(own);
    return { block, heading: blocks[block]?.heading as string };
  };
  const other = pages.findIndex((p, i) => i > 0 && p.language === undefined && headed(i, true).block > 2);
  const [home, away] = [headed(0), headed(other, true)];
  const field = (index: number, block: number) => `[id="field-pages.${index}.blocks.${block}.heading"]`;
  await openPage(page, 0);
  await page.locator(".section-list button").nth(home.block).click();
  await page.locator(field(0, home.block)).fill(`${home.heading} today`);
  // Another page, within the session: through the list of pages.
  await openPart(page, "Pages");
  await page.getByRole("link", { name: pages[other].title, exact: true }).click();
  await page.locator(".section-list button").nth(away.block).click();
  await page.locator(field(other, away.block)).fill(`${away.heading} here`);
  await expect(page.getByRole("status").filter({ hasText: "Unsaved changes" })).toBeVisible();
  await page.waitForTimeout(1000);
  await page.close();

  const again = await context.newPage();
  await again.goto("/");
  const name = (p: Json) => `“${p.title.split(" | ")[0]}” (${p.path})`;
  // Said before the owner chooses: which pages the changes are on.
  await expect(again.getByRole("alert")).toContainText(
    `that were never saved (the tab was closed or the computer stopped), to the page ${name(pages[0])} and the page ${name(pages[other])}.`,
  );
  await again.getByRole("button", { name: "Bring them back" }).click();
  const note = again.getByRole("status").filter({ hasText: /^Brought back/ });
  await expect(note).toContainText(
    `Brought back: your changes to the page ${name(pages[0])} and the page ${name(pages[other])}.`,
  );
  // Where the owner was: the last page changed, at its field.
  await expect(again).toHaveURL(new RegExp(`/pages/${other}$`));
  const awayField = again.locator(field(other, away.block));
  await expect(awayField).toHaveValue(`${away.heading} here`);
  await expect(awayField).toBeFocused();
  // The note stays in sight, under nothing, above the page's panels, which make room for it.
  await expect(note).toBeInViewport({ ratio: 1 });
  const seen = await note.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.left + 20, box.top + box.height / 2));
  });
  expect(seen).toBe(true);
  // Undo takes back the last edit only; the one before is still there, and is the next undo.
  const undo = again.getByRole("button", { name: "Undo", exact: true });
  await undo.click();
  await expect(awayField).toHaveValue(away.heading);
  await undo.click();
  await expect(again).toHaveURL(/\/pages\/0$/);
  await expect(again.locator(field(0, home.block))).toHaveValue(home.heading);
  await expect(undo).toBeDisabled();
});

test("a gallery copied into a translation from its original closes in the translation's language", async ({ page }) => {
  const site = copyData();
  const pages = site.pages as Json[];
  const tag: string = site.languages[0].language;
  const gallery = (p: Json) => (p.blocks as Json[]).find((b) => b.type === "gallery");
  const spanish = gallery(pages.find((p) => p.language === tag && gallery(p)));
  // The English page of another translation, given a gallery after it was translated: the Spanish one has none.
  const index = pages.findIndex((p) => p.language === tag && !gallery(p) && p.translationOf);
  const original = pages.find((p) => p.path === pages[index].translationOf);
  original.blocks.splice(1, 0, structuredClone(gallery(pages.find((p) => p.language === undefined && gallery(p)))));
  writeFileSync(EDITOR_E2E_SITE, JSON.stringify(site, null, 2) + "\n");

  await openPage(page, index);
  await page.getByRole("button", { name: "Copy it here: section 2 (Gallery)" }).click();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible({ timeout: 15_000 });
  const copied = copyData().pages[index].blocks[1];
  expect([copied.type, copied.openLabel, copied.closeLabel]).toEqual([
    "gallery",
    spanish.openLabel,
    spanish.closeLabel,
  ]);
});
