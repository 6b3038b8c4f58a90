/**
 * The served editor's own pages and refusals in the person's language: the app's `editor-language` cookie, else the
 * browser's Accept-Language (es-MX is Spanish), else English; <html lang> follows. In the tests' pseudo-language
 * every word on those pages is marked, so a word left out of the catalogue shows.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startEditorServer, type EditorServer } from "../editor/server/server.ts";
import { openAccounts } from "../editor/team/accounts.ts";
import { ask } from "./fixtures/editor-http.ts";
import { acceptWith, postAs, publicHeaders, type Served, type Signed } from "./fixtures/team-http.ts";

const root = path.resolve(import.meta.dirname, "..");
const ORIGIN = "https://localhost:17400";
const PASSWORD = "lemon tree by the river";
let editor: EditorServer;
let local: EditorServer;
let served: Served;
let accountsFile: string;
let owner: Signed;
let editorPerson: Signed;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "team-languages-"));
  const file = path.join(dir, "site.json");
  writeFileSync(file, readFileSync(path.join(root, "site.json")));
  cpSync(path.join(root, "images"), path.join(dir, "images"), { recursive: true });
  accountsFile = path.join(dir, "team", "accounts.json");
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  editor = await startEditorServer({ siteFile: file, port: 0, app: false, served: { origin: ORIGIN, accountsFile } });
  local = await startEditorServer({ siteFile: file, port: 0, app: false });
  served = { port: editor.port, origin: ORIGIN };
  const accounts = openAccounts(accountsFile);
  owner = await acceptWith(served, accounts.invite({ name: "Ana", role: "owner" }).code, PASSWORD);
  editorPerson = await acceptWith(served, accounts.invite({ name: "Ed", role: "editor" }).code, PASSWORD);
}, 60_000);
afterAll(async () => {
  await editor.close();
  await local.close();
});

const host = () => new URL(ORIGIN).host;
/** A page of the served editor as a browser asks for it: its Accept-Language and its cookies. */
const getPage = (url: string, headers: Record<string, string> = {}) =>
  ask(editor.port, "GET", url, { host: host(), ...headers });
const wrongSignIn = (headers: Record<string, string>) =>
  postAs(served, undefined, "/api/team/sign-in", { name: "Nobody", password: "not the password at all" }, headers);
const errorOf = (reply: { body: string }) => JSON.parse(reply.body).error as string;
const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

/** The words a page shows a person (its text, labels, title and its script's words) not marked ⟦…⟧. */
function unmarked(html: string, names: string[]): string[] {
  const scriptWords = /<script type="application\/json" id="team-words">([^<]*)<\/script>/.exec(html)?.[1];
  const shown = [
    ...Object.values(JSON.parse(scriptWords ?? "{}") as Record<string, string>),
    ...[...html.matchAll(/(?:aria-label|title|placeholder)="([^"]*)"/g)].map((match) => match[1]!),
    ...html
      .replace(/<script[\s\S]*?<\/script>/g, "")
      .split(/<[^>]*>/)
      .map((text) => text.replace(/&#39;/g, "'").replace(/&[a-z]+;/g, " ")),
  ];
  const left: string[] = [];
  for (let text of shown) {
    // Marked words may hold marked words (a title in the page's title): take the innermost first.
    while (/⟦[^⟦⟧]*⟧/.test(text)) text = text.replace(/⟦[^⟦⟧]*⟧/g, " ");
    for (const name of names) text = text.replaceAll(name, " ");
    if (/\p{L}/u.test(text)) left.push(text.trim());
  }
  return left;
}

describe("the sign-in page and its refusals in the person's language", () => {
  it("is in English for a browser that asks nothing or English", async () => {
    const choices: Record<string, string>[] = [{}, { "accept-language": "en-US,en;q=0.9" }];
    for (const headers of choices) {
      const page = await getPage("/sign-in", headers);
      expect(page.status).toBe(200);
      expect(langOf(page.body)).toBe("en");
      expect(page.body).toContain("<h1>Sign in to the site editor</h1>");
      expect(page.body).toContain("<title>Sign in · Site editor</title>");
      expect(errorOf(await wrongSignIn(headers))).toBe(
        "that name and password do not match, or this account cannot sign in that way",
      );
    }
  });

  it("is in Spanish for a browser that prefers Spanish", async () => {
    const headers = { "accept-language": "es-MX,es;q=0.9,en;q=0.8" };
    const page = await getPage("/sign-in", headers);
    expect(langOf(page.body)).toBe("es");
    expect(page.body).toContain("<h1>Inicie sesión en el editor del sitio</h1>");
    expect(page.body).toContain('<label for="name">Su nombre</label>');
    expect(page.body).toContain('<button type="submit">Iniciar sesión</button>');
    expect(errorOf(await wrongSignIn(headers))).toBe(
      "ese nombre y esa contraseña no coinciden, o esta cuenta no puede iniciar sesión así",
    );
    const noSession = await ask(editor.port, "GET", "/api/site", { host: host(), ...headers });
    expect(noSession.status).toBe(401);
    expect(errorOf(noSession)).toBe("inicie sesión primero (no hay sesión, o ya terminó)");
  });

  it("follows the language chosen in the editor (its cookie) over the browser's", async () => {
    const spanish = { "accept-language": "en-US", cookie: "editor-language=es" };
    const page = await getPage("/sign-in", spanish);
    expect(langOf(page.body)).toBe("es");
    expect(page.body).toContain("<h1>Inicie sesión en el editor del sitio</h1>");
    expect(errorOf(await wrongSignIn(spanish))).toMatch(/^ese nombre y esa contraseña no coinciden/);
    const english = { "accept-language": "es-MX", cookie: "editor-language=en" };
    expect((await getPage("/sign-in", english)).body).toContain("<h1>Sign in to the site editor</h1>");
    expect(errorOf(await wrongSignIn(english))).toMatch(/^that name and password do not match/);
  });

  it("refuses a short password for a new sign-in, and an editor on the Team, in Spanish", async () => {
    const { code } = openAccounts(accountsFile).invite({ name: "Paco", role: "editor" });
    const invitation = await getPage(`/invite?code=${code}`, { "accept-language": "es" });
    expect(invitation.body).toContain("<h1>Le damos la bienvenida, Paco</h1>");
    expect(invitation.body).toContain("<p>Se le invita como editor. Este enlace funciona una sola vez.</p>");
    const short = await postAs(
      served,
      undefined,
      "/api/team/invite/password",
      { code, password: "corta" },
      { "accept-language": "es" },
    );
    expect(short.status).toBe(422);
    expect(errorOf(short)).toBe(
      "una contraseña necesita al menos 12 caracteres; varias palabras juntas hacen una buena",
    );
    const team = await getPage("/team", { cookie: `${editorPerson.cookie}; editor-language=es` });
    expect(team.status).toBe(403);
    expect(team.body).toContain("<h1>Esto no es para su función</h1>");
    expect(team.body).toContain("<p>Ed es editor, y solo un dueño administra el equipo.</p>");
  });

  it("asks for the editor's printed address in Spanish when the browser prefers Spanish", async () => {
    const asked = (language: string) =>
      ask(local.port, "GET", "/", { host: `127.0.0.1:${local.port}`, "accept-language": language });
    const spanish = await asked("es-US,es");
    expect(spanish.status).toBe(403);
    expect(langOf(spanish.body)).toBe("es");
    expect(spanish.body).toContain("<h1>Abra el editor con su propia dirección</h1>");
    expect(spanish.body).toContain("ejecutó <code>npm run edit</code>, busque");
    const english = await asked("en-GB");
    expect(english.body).toContain("<h1>Open the editor with its own address</h1>");
    expect(english.body).toContain("<code>npm run edit</code>");
  });
});

describe("the served editor's pages in the pseudo-language", () => {
  it("mark every word of signing in, a one-time link, a used link, the account, the Team and a refused page", async () => {
    const xx = "editor-language=xx";
    const accounts = openAccounts(accountsFile);
    const newcomer = accounts.invite({ name: "Tina", role: "translator", languages: ["es-US"] });
    const lost = accounts.newLink("Ed");
    const pages = {
      signIn: await getPage("/sign-in", { cookie: xx }),
      invitation: await getPage(`/invite?code=${newcomer.code}`, { cookie: xx }),
      newLink: await getPage(`/invite?code=${lost.code}`, { cookie: xx }),
      gone: await getPage("/invite?code=used-long-ago", { cookie: xx }),
      account: await getPage("/account", { cookie: `${owner.cookie}; ${xx}` }),
      team: await getPage("/team", { cookie: `${owner.cookie}; ${xx}` }),
      refused: await getPage("/team", { cookie: `${editorPerson.cookie}; ${xx}` }),
    };
    for (const [name, page] of Object.entries(pages)) {
      expect(page.body, name).toContain("⟦");
      expect(unmarked(page.body, ["Ana", "Ed", "Paco", "Tina"]), name).toEqual([]);
    }
    const refusal = await postAs(
      served,
      owner,
      "/api/team/remove",
      { name: "Ana" },
      { ...publicHeaders(served), cookie: `${owner.cookie}; ${xx}` },
    );
    expect(errorOf(refusal)).toBe("⟦you cannot remove yourself⟧");
  });
});
