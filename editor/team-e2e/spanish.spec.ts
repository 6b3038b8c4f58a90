import { expect, test } from "@playwright/test";
import { openAccounts } from "../team/accounts.ts";
import { openMore } from "../e2e/editing.ts";
import { TEAM_ACCOUNTS, TEAM_ORIGIN } from "./setup.ts";

// A Spanish-speaking member of the team reads the served editor's own pages in Spanish: by their browser's
// language, or by the language they chose in the editor (its cookie), whatever the browser says.
test.describe.configure({ mode: "serial" });

const PASSWORD = "un paseo por la orilla del lago";

test("a Spanish-speaking staff member sets up their sign-in, signs out and signs in again, all in Spanish", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "es-MX" });
  const page = await context.newPage();
  const { code } = openAccounts(TEAM_ACCOUNTS).invite({ name: "Lucía", role: "editor" });
  await page.goto(`/invite?code=${code}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle("Configure su inicio de sesión · Editor del sitio");
  await expect(page.getByRole("heading", { name: "Le damos la bienvenida, Lucía" })).toBeVisible();
  await expect(page.getByText("Se le invita como editor. Este enlace funciona una sola vez.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Crear una llave de acceso" })).toBeVisible();
  await page.getByLabel("Contraseña").fill("corta");
  await page.getByRole("button", { name: "Guardar mi contraseña" }).click();
  // The browser's own check first: a password shorter than asked is not sent.
  await page.getByLabel("Contraseña").fill("password1234");
  await page.getByRole("button", { name: "Guardar mi contraseña" }).click();
  await expect(page.getByRole("status")).toHaveText("esta contraseña es de las más comunes; elija otra");
  await page.getByLabel("Contraseña").fill(PASSWORD);
  await page.getByRole("button", { name: "Guardar mi contraseña" }).click();
  await page.waitForURL(`${TEAM_ORIGIN}/`);

  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Sesión iniciada como Lucía" })).toBeVisible();
  await expect(page.getByText("Su función: editor.")).toBeVisible();
  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await page.waitForURL(`${TEAM_ORIGIN}/sign-in`);
  await expect(page.getByRole("heading", { name: "Inicie sesión en el editor del sitio" })).toBeVisible();
  await page.getByLabel("Su nombre").fill("Lucía");
  await page.getByLabel("Contraseña").fill("no es la contraseña");
  await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(
    "ese nombre y esa contraseña no coinciden, o esta cuenta no puede iniciar sesión así",
  );
  await page.getByLabel("Contraseña").fill(PASSWORD);
  await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
  await page.waitForURL(`${TEAM_ORIGIN}/`);
  // A page of the team not for an editor, said in Spanish.
  await page.goto("/team");
  await expect(page.getByRole("heading", { name: "Esto no es para su función" })).toBeVisible();
  await expect(page.getByText("Lucía es editor, y solo un dueño administra el equipo.")).toBeVisible();
  await context.close();
});

test("a member whose browser speaks English chooses Spanish in the editor, and its sign-in pages follow", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  const { code } = openAccounts(TEAM_ACCOUNTS).invite({ name: "Teo", role: "editor" });
  await page.goto(`/invite?code=${code}`);
  await expect(page.getByRole("heading", { name: "Welcome, Teo" })).toBeVisible();
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Save my password" }).click();
  await page.waitForURL(`${TEAM_ORIGIN}/`);
  await openMore(page);
  await page.getByRole("combobox", { name: "Editor language / Idioma del editor" }).selectOption("es");
  await page.goto("/account");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await page.waitForURL(`${TEAM_ORIGIN}/sign-in`);
  await expect(page.getByRole("heading", { name: "Inicie sesión en el editor del sitio" })).toBeVisible();
  await context.close();
});
