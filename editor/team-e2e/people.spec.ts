import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { addAuthenticator } from "./authenticator.ts";
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { openAccounts, type Role } from "../team/accounts.ts";
import { canvas, openMore, openPart, selectSection } from "../e2e/editing.ts";
import { TEAM_ACCOUNTS, TEAM_ORIGIN, TEAM_SITE } from "./setup.ts";

// The editor's app as each member of a team uses it, served behind nginx with TLS: who is signed in, who saved what,
// a member's lost passkey replaced, and the common tasks done on a phone.
test.describe.configure({ mode: "serial" });

const PASSWORD = "a walk along the lake shore";
const siteData = () => JSON.parse(readFileSync(TEAM_SITE, "utf8"));

/** A member the owner invited (as the Team screen or `editor:users add` does), signed in with a password. */
async function member(page: Page, name: string, role: Role, languages?: string[]): Promise<void> {
  const { code } = openAccounts(TEAM_ACCOUNTS).invite({ name, role, languages });
  await page.goto(`/invite?code=${code}`);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Save my password" }).click();
  await page.waitForURL(`${TEAM_ORIGIN}/`);
}

/** What axe finds against WCAG 2.2 AA on the page as it is, at a phone's width and a laptop's. */
async function violations(page: Page, what: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const result = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    for (const v of result.violations)
      found.push(`${what} at ${width}: ${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
  }
  return found;
}

async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible({ timeout: 15_000 });
}

test("the editor's app says who is signed in, leads to their account, the Team for an owner, and signs out", async ({
  page,
  browser,
}) => {
  await member(page, "Olga", "owner");
  // In the top bar's "More" menu.
  await openMore(page);
  const you = page.getByRole("group", { name: "Your sign-in" });
  await expect(you).toContainText("Signed in as Olga");
  expect(await violations(page, "the start screen")).toEqual([]);
  await you.getByRole("link", { name: "Team" }).click();
  await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
  await page.goBack();
  await openMore(page);
  await you.getByRole("link", { name: "Your account" }).click();
  await expect(page.getByRole("heading", { name: "Signed in as Olga" })).toBeVisible();

  // An editor sees their own name and no way to the Team.
  const other = await browser.newPage();
  await member(other, "Pia", "editor");
  await openMore(other);
  const theirs = other.getByRole("group", { name: "Your sign-in" });
  await expect(theirs).toContainText("Signed in as Pia");
  await expect(theirs.getByRole("link", { name: "Your account" })).toBeVisible();
  await expect(theirs.getByRole("link", { name: "Team" })).toHaveCount(0);
  await theirs.getByRole("button", { name: "Sign out" }).click();
  await other.waitForURL(`${TEAM_ORIGIN}/sign-in`);
  expect((await other.request.get("/api/site")).status()).toBe(401);
  await other.close();
});

test("a save refused because someone saved meanwhile names them, and History says who saved what", async ({
  page,
  browser,
}) => {
  await member(page, "Rosa", "editor");
  await page.goto("/settings/business");
  const name = page.getByRole("textbox", { name: "Name", exact: true });
  const before = await name.inputValue();

  // Meanwhile Sam, in another browser, changes the description and saves.
  const other = await browser.newPage();
  await member(other, "Sam", "owner");
  await other.goto("/settings/business");
  await other.getByRole("textbox", { name: "Description" }).fill("Tree care by Sam's crew.");
  await save(other);
  await other.close();

  await name.fill(`${before} and Sons`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const conflict = page.getByRole("dialog", { name: "Sam saved a change while you were editing" });
  await expect(conflict).toContainText("Sam saved a change meanwhile");
  await conflict.getByRole("button", { name: "Reload and keep my edits" }).click();
  await save(page);
  expect(siteData().business).toMatchObject({ name: `${before} and Sons`, description: "Tree care by Sam's crew." });

  await page.getByRole("button", { name: "History" }).click();
  const saves = page.getByRole("dialog", { name: "History of saves" }).locator(".versions > li");
  await expect(saves.nth(0)).toContainText(/^Saved by Rosa at \d{1,2}:\d{2}/);
  await expect(saves.nth(0)).toContainText(`Business facts: name: “${before}” became “${before} and Sons”`);
  await expect(saves.nth(1)).toContainText(/^Saved by Sam at \d{1,2}:\d{2}/);
  await expect(saves.nth(1)).toContainText("Business facts: description");
  expect(await violations(page, "History")).toEqual([]);
});

test("a translator reads History, and a restore, not theirs to make, is refused in plain words", async ({ page }) => {
  await member(page, "Vera", "translator", ["es-US"]);
  const before = readFileSync(TEAM_SITE, "utf8");
  await page.getByRole("button", { name: "History" }).click();
  const dialog = page.getByRole("dialog", { name: "History of saves" });
  await expect(dialog.locator(".versions > li").first()).toContainText(/^Saved by Rosa/);
  await dialog
    .getByRole("button", { name: /^Restore/ })
    .first()
    .click();
  await expect(dialog.getByRole("alert")).toHaveText("Not restored: your role on this team does not allow it.");
  expect(readFileSync(TEAM_SITE, "utf8")).toBe(before);
});

test("an owner gives a member who lost their passkey a new sign-in link; the one before no longer works", async ({
  page,
  browser,
}) => {
  const phone = await browser.newContext({
    baseURL: TEAM_ORIGIN,
    ignoreHTTPSErrors: true,
    viewport: { width: 375, height: 800 },
  });
  const quin = await phone.newPage();
  await member(quin, "Quin", "editor");
  await openMore(quin);
  await quin.getByRole("button", { name: "Sign out" }).click();
  await quin.waitForURL(`${TEAM_ORIGIN}/sign-in`);

  await member(page, "Tess", "owner");
  await page.goto("/team");
  const link = page.getByRole("textbox", { name: "Sign-in link" });
  const links: string[] = [];
  for (let n = 0; n < 2; n++) {
    await page.getByRole("button", { name: "New sign-in link for Quin" }).click();
    await expect(link).not.toHaveValue(links[0] ?? "");
    await expect(link).toBeFocused();
    links.push(await link.inputValue());
  }
  await expect(page.getByRole("heading", { name: "Quin's new sign-in link" })).toBeVisible();
  expect(links[1]).toMatch(new RegExp(`^${TEAM_ORIGIN}/invite\\?code=`));

  // On a new phone: the first link no longer works, the second adds a passkey there.
  expect((await quin.goto(links[0]!))?.status()).toBe(410);
  await addAuthenticator(phone, quin);
  await quin.goto(links[1]!);
  await expect(quin.getByRole("heading", { name: "A new sign-in for Quin" })).toBeVisible();
  await quin.getByRole("button", { name: "Create a passkey" }).click();
  await quin.waitForURL(`${TEAM_ORIGIN}/`);
  await openMore(quin);
  await expect(quin.getByRole("group", { name: "Your sign-in" })).toContainText("Signed in as Quin");
  expect(openAccounts(TEAM_ACCOUNTS).find("Quin")!.passkeys).toHaveLength(1);
  expect((await quin.goto(links[1]!))?.status()).toBe(410);
  await phone.close();
});

test("on a phone, an editor changes a text, the phone number, the opening hours and a photo from the camera", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await member(page, "Uma", "editor");
  const hero = siteData().pages[0].blocks[0];

  // A text and a photo of the home page's first section.
  await page.goto("/pages/0");
  await selectSection(page, hero.heading);
  await page.getByRole("textbox", { name: /^Heading/ }).fill("Tree Care in Poinciana");
  await page.getByRole("button", { name: /^Change image/ }).click();
  // As a phone's camera saves it: the pixels sideways, and an EXIF orientation saying to turn them upright.
  // Upright, its top half is red and its bottom half blue.
  const [wide, high] = [1600, 1200];
  const halves = Buffer.alloc(wide * high * 3);
  for (let i = 0; i < wide * high; i++) halves.set(i % wide < wide / 2 ? [220, 30, 30] : [30, 30, 220], i * 3);
  const photo = await sharp(halves, { raw: { width: wide, height: high, channels: 3 } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  await page
    .getByLabel(/Upload a photo/)
    .setInputFiles({ name: "IMG_2041.JPG", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByRole("status").filter({ hasText: /camera details/ })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel(/What does the image show/).fill("Our crew at work");
  await page.getByRole("button", { name: "Use this image" }).click();
  await save(page);
  const saved = siteData().pages[0].blocks[0];
  expect(saved.heading).toBe("Tree Care in Poinciana");
  expect(saved.image).toMatchObject({
    src: expect.stringMatching(/^images\/img.2041-[0-9a-f]{8}\.jpg$/),
    alt: "Our crew at work",
  });
  const kept = sharp(path.join(path.dirname(TEAM_SITE), saved.image.src));
  const meta = await kept.metadata();
  expect([meta.width, meta.height, meta.exif, meta.orientation ?? 1]).toEqual([high, wide, undefined, 1]);
  const { data } = await kept.raw().toBuffer({ resolveWithObject: true });
  const [top, bottom] = [data[(10 * high + high / 2) * 3]!, data[((wide - 10) * high + high / 2) * 3 + 2]!];
  expect([top > 150, bottom > 150]).toEqual([true, true]);

  // The phone number, both as read and as dialled, and the opening hours.
  await openPart(page, "Business", "Business facts");
  await page.getByRole("textbox", { name: "Display" }).fill("(407) 555-0199");
  await page.getByRole("textbox", { name: "Number for calling" }).fill("+14075550199");
  // A row goes by its own days ("Monday – Saturday"), which change as they are typed: found by place instead.
  const hours = page.getByRole("group", { name: "Hours", exact: true });
  await hours.getByRole("textbox", { name: "Days" }).first().fill("Monday – Friday");
  await hours.getByRole("textbox", { name: "Time" }).first().fill("7:00 AM – 7:00 PM");
  await page.getByRole("button", { name: "Add hours row" }).click();
  await expect(hours.getByRole("textbox", { name: "Days" })).toHaveCount(4);
  await hours.getByRole("textbox", { name: "Days" }).last().fill("Saturday");
  await hours.getByRole("textbox", { name: "Time" }).last().fill("8:00 AM – 1:00 PM");
  await save(page);
  const business = siteData().business;
  expect(business.phone).toEqual({ display: "(407) 555-0199", e164: "+14075550199" });
  expect(business.hours[0]).toEqual({ days: "Monday – Friday", time: "7:00 AM – 7:00 PM" });
  expect(business.hours.at(-1)).toEqual({ days: "Saturday", time: "8:00 AM – 1:00 PM" });
  // Nothing of the editor ran off the phone's screen sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(canvas(page).locator("body")).toBeVisible();
});
