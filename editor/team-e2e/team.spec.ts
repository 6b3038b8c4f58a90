import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { addAuthenticator } from "./authenticator.ts";
import { readFileSync } from "node:fs";
import { TEAM_LINKS, TEAM_ORIGIN, TEAM_SITE } from "./setup.ts";

// A team on the served editor behind nginx with TLS: the owner sets up a passkey and invites an editor and a
// translator; each signs in and may do only what the role allows, the server refusing the rest.
test.describe.configure({ mode: "serial" });

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const links = () => JSON.parse(readFileSync(TEAM_LINKS, "utf8")) as { owner: string; expired: string };
const PASSWORD = { editor: "maple syrup on sunday", translator: "arroz con leche caliente" };
const invited: { editor?: string; translator?: string } = {};

async function noViolations(page: Page, what: string): Promise<void> {
  const found: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    for (const v of result.violations)
      found.push(`${what} at ${width}: ${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
  }
  expect(found).toEqual([]);
}

/** The signed-in page's API, as its own script calls it: the page's Origin and its session's token. */
async function api(page: Page) {
  const me = await page.request.get("/api/team/me");
  expect(me.status()).toBe(200);
  const { token } = (await me.json()) as { token: string };
  const headers = { origin: TEAM_ORIGIN, "x-editor-token": token };
  return {
    get: (path: string) => page.request.get(path),
    post: (path: string, data: unknown, extra: Record<string, string> = {}) =>
      page.request.post(path, { data, headers: { ...headers, ...extra } }),
  };
}

async function site(call: Awaited<ReturnType<typeof api>>) {
  const reply = await call.get("/api/site");
  expect(reply.status()).toBe(200);
  return (await reply.json()) as {
    hash: string;
    data: { business: { name: string }; pages: Array<{ language?: string; title: string }> };
  };
}

async function signInWithPassword(page: Page, name: string, password: string): Promise<void> {
  await page.goto("/sign-in");
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("the owner sets up a passkey from the first link and invites an editor and a translator", async ({
  context,
  page,
}) => {
  await addAuthenticator(context, page);
  await page.goto(links().owner);
  await expect(page.getByRole("heading", { name: "Welcome, Ana" })).toBeVisible();
  await noViolations(page, "invitation");
  await page.getByRole("button", { name: "Create a passkey" }).click();
  await page.waitForURL(`${TEAM_ORIGIN}/`);

  await page.goto("/team");
  await expect(page.getByRole("heading", { name: "Team" })).toBeVisible();
  await noViolations(page, "team");
  await page.getByLabel("Their name").fill("Ed");
  await page.getByRole("radio", { name: /^Editor/ }).check();
  await page.getByRole("button", { name: "Make a sign-in link" }).click();
  const link = page.getByRole("textbox", { name: "Sign-in link" });
  await expect(link).toHaveValue(/\/invite\?code=/);
  invited.editor = await link.inputValue();
  expect(invited.editor).toMatch(new RegExp(`^${TEAM_ORIGIN}/invite\\?code=`));

  await page.getByLabel("Their name").fill("Tina");
  await page.getByRole("radio", { name: /^Translator/ }).check();
  await page.getByLabel("Languages, for a translator").fill("es-US");
  await page.getByRole("button", { name: "Make a sign-in link" }).click();
  await expect(link).not.toHaveValue(invited.editor);
  invited.translator = await link.inputValue();
  await noViolations(page, "team with a link");

  // Signed out, then in again with the same passkey.
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL(`${TEAM_ORIGIN}/sign-in`);
  await noViolations(page, "sign-in");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await page.waitForURL(`${TEAM_ORIGIN}/`);
  expect((await page.request.get("/api/team")).status()).toBe(200);
});

test("the editor sets a password from its link, saves, and is refused the team", async ({ page }) => {
  await page.goto(invited.editor!);
  await page.getByLabel("Password").fill(PASSWORD.editor);
  await page.getByRole("button", { name: "Save my password" }).click();
  await page.waitForURL(`${TEAM_ORIGIN}/`);
  const call = await api(page);
  const { hash, data } = await site(call);
  data.business.name = "Poinciana Tree Care";
  const saved = await call.post("/api/save", { baseHash: hash, data });
  expect(saved.status()).toBe(200);
  expect(readFileSync(TEAM_SITE, "utf8")).toContain("Poinciana Tree Care");
  const history = (await (await call.get("/api/history")).json()) as { versions: Array<{ savedBy?: string }> };
  expect(history.versions[0]!.savedBy).toBe("Ed");

  const before = readFileSync(TEAM_SITE, "utf8");
  expect((await call.get("/api/team")).status()).toBe(403);
  expect((await call.post("/api/team/invite", { name: "Mallory", role: "owner" })).status()).toBe(403);
  await page.goto("/team");
  await expect(page.locator("body")).toContainText("only an owner manages the team");
  expect(readFileSync(TEAM_SITE, "utf8")).toBe(before);
});

test("the translator changes a Spanish page and is refused anything else, the file untouched", async ({ page }) => {
  await page.goto(invited.translator!);
  await expect(page.getByText("a translator (es-US)")).toBeVisible();
  await page.getByLabel("Password").fill(PASSWORD.translator);
  await page.getByRole("button", { name: "Save my password" }).click();
  await page.waitForURL(`${TEAM_ORIGIN}/`);
  const call = await api(page);
  const first = await site(call);
  const spanish = first.data.pages.findIndex((p) => p.language === "es-US");
  first.data.pages[spanish]!.title = `${first.data.pages[spanish]!.title} (revisado)`;
  expect((await call.post("/api/save", { baseHash: first.hash, data: first.data })).status()).toBe(200);

  const before = readFileSync(TEAM_SITE, "utf8");
  const second = await site(call);
  second.data.business.name = "Cambiado";
  const refused = await call.post("/api/save", { baseHash: second.hash, data: second.data });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: string }).error).toMatch(/Tina translates es-US.*business\.name/);
  expect((await call.post("/api/history/restore", { id: "x", baseHash: second.hash })).status()).toBe(403);
  expect(readFileSync(TEAM_SITE, "utf8")).toBe(before);
});

test("a used link and one more than a day old are refused", async ({ page }) => {
  for (const link of [invited.editor!, links().expired]) {
    const reply = await page.goto(link);
    expect(reply?.status()).toBe(410);
    await expect(page.getByRole("heading", { name: "This sign-in link no longer works" })).toBeVisible();
  }
});

test("repeated wrong passwords are locked out, even before the right one", async ({ page }) => {
  for (let n = 0; n < 5; n++) {
    await signInWithPassword(page, "Tina", `not the password ${n}`);
    await expect(page.locator("#message")).toContainText("do not match");
  }
  await signInWithPassword(page, "Tina", PASSWORD.translator);
  await expect(page.locator("#message")).toContainText("too many failed sign-ins");
  expect(page.url()).toBe(`${TEAM_ORIGIN}/sign-in`);
});

test("a cookie replayed from another Origin is refused, and a session ends at sign-out", async ({ page }) => {
  await signInWithPassword(page, "Ed", PASSWORD.editor);
  await page.waitForURL(`${TEAM_ORIGIN}/`);
  const call = await api(page);
  const before = readFileSync(TEAM_SITE, "utf8");
  const { hash, data } = await site(call);
  data.business.name = "Replayed";
  const replayed = await call.post("/api/save", { baseHash: hash, data }, { origin: "https://evil.example" });
  expect(replayed.status()).toBe(403);
  expect(readFileSync(TEAM_SITE, "utf8")).toBe(before);

  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Signed in as Ed" })).toBeVisible();
  await noViolations(page, "account");
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL(`${TEAM_ORIGIN}/sign-in`);
  expect((await page.request.get("/api/site")).status()).toBe(401);
  await page.goto("/");
  await page.waitForURL(`${TEAM_ORIGIN}/sign-in`);
});
