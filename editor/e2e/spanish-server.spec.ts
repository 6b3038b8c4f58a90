/**
 * The editor server's words in the editor's language (editor/server/words/): in the pseudo-language each of them comes
 * marked ⟦…⟧, so one left out of the server's catalogue shows; then a Spanish-speaking owner uploads pictures (one
 * refused, one made smaller) and opens Publish before publishing is set up, and reads the server's words in Spanish.
 */
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { resetCopy } from "./copy.ts";
import { inLanguage, unmarked } from "./pseudo.ts";

test.beforeEach(() => resetCopy());
test.afterAll(() => resetCopy());

/** A file named and typed as a PNG whose bytes are a PDF: the browser sends it, the server reads its bytes. */
const notAPicture = {
  name: "menu.png",
  mimeType: "image/png",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n"),
};
const widePhoto = async () => ({
  name: "porch.png",
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 3000, height: 300, channels: 3, background: "#4a7" } })
    .png()
    .toBuffer(),
});

async function uploadOnPicturesScreen(page: Page) {
  await page.goto("/pictures");
  await page.locator("#pictures-upload").setInputFiles([notAPicture, await widePhoto()]);
  const report = page.locator(".upload-report li");
  await expect(report).toHaveCount(2);
  return report;
}

test("in the pseudo-language, the server's refusals, notes and publishing's set-up come from its catalogue", async ({
  page,
}) => {
  await inLanguage(page, "xx");
  const report = await uploadOnPicturesScreen(page);
  await expect(report.nth(0)).toContainText(
    "⟦this is a PDF document; only JPEG, PNG, WebP, AVIF and SVG pictures can be uploaded⟧",
  );
  await expect(report.nth(1)).toContainText("⟦made 2,400 pixels wide (it was 3,000)");

  await page.goto("/");
  // The top bar's Publish is the shell's words: English on this branch, its catalogue's once the shell is converted.
  await page.getByRole("button", { name: /^(Publish|⟦Públísh⟧)$/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.locator(".publish-note ul li").first()).toBeVisible();
  expect(await unmarked(dialog.locator(".publish-note ul"))).toEqual([]);
});

test("a Spanish-speaking owner reads why a picture was refused, what was done to a large one, and why publishing waits", async ({
  page,
}) => {
  await inLanguage(page, "es");
  const report = await uploadOnPicturesScreen(page);
  await expect(report.nth(0)).toContainText(
    "esto es un documento PDF; solo se pueden subir imágenes JPEG, PNG, WebP, AVIF y SVG",
  );
  await expect(report.nth(1)).toContainText("Ahora mide 2400 píxeles de ancho (medía 3000)");
  await expect(report.nth(1)).toContainText("y los visitantes ven la misma imagen.");
  await expect(report).not.toContainText(["this is", "pixels wide"]);

  await page.goto("/");
  await page.getByRole("button", { name: /^(Publish|Publicar)$/ }).click();
  const dialog = page.getByRole("dialog", { name: "Publicar" });
  await expect(dialog.locator(".publish-note li").first()).toHaveText(/^no hay publish\.json junto a /);
  await dialog.locator(".dialog-actions button").last().click();
});
