/**
 * The rest of what a new owner's run found wrong (issue 52): a picture replaced on an original, work brought back
 * after a closed tab, what a copied page carries, and an upload's words. Each as the owner meets it, on a copy of the
 * shipped site.
 */
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { copyData, resetCopy } from "./copy.ts";
import { openPage, selectSection } from "./editing.ts";

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
