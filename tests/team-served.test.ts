import { cpSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startEditorServer, type EditorServer } from "../editor/server/server.ts";
import { openAccounts } from "../editor/team/accounts.ts";
import { acceptWith, cookieOf, getAs, postAs, signInWith, type Served, type Signed } from "./fixtures/team-http.ts";

// The served editor (`--serve`) as nginx reaches it: every call needs a session, every write its Origin and token,
// and each role may do only what it allows, checked by the server whatever a page shows.
const root = path.resolve(import.meta.dirname, "..");
const shipped = readFileSync(path.join(root, "site.json"), "utf8");
const ORIGIN = "https://localhost:17400";
let dir: string;
let file: string;
let accountsFile: string;
let editor: EditorServer;
let served: Served;
let owner: Signed;
let warn: { mock: { calls: unknown[][] } };
/** Every secret the tests used: none may reach the log. */
const secrets: string[] = [];
let editorPerson: Signed;
let translator: Signed;
const PASSWORD = "lemon tree by the river";

interface Site {
  business: { name: string };
  pages: Array<{ language?: string; title: string }>;
}

async function site(who: Signed): Promise<{ hash: string; data: Site }> {
  const reply = await getAs(served, who, "/api/site");
  expect(reply.status).toBe(200);
  return JSON.parse(reply.body);
}

const codeOf = (link: string): string => new URL(link).searchParams.get("code")!;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "team-served-"));
  file = path.join(dir, "site.json");
  writeFileSync(file, shipped);
  cpSync(path.join(root, "images"), path.join(dir, "images"), { recursive: true });
  accountsFile = path.join(dir, "team", "accounts.json");
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  editor = await startEditorServer({ siteFile: file, port: 0, app: false, served: { origin: ORIGIN, accountsFile } });
  served = { port: editor.port, origin: ORIGIN };
  // The first owner, as `npm run editor:users -- add --role owner` makes them.
  const { code } = openAccounts(accountsFile).invite({ name: "Ana", role: "owner" });
  owner = await acceptWith(served, code, PASSWORD);
  secrets.push(code, owner.cookie.split("=")[1]!, owner.token);
}, 60_000);
afterAll(() => editor.close());

describe("the served editor lets in only who signed in", () => {
  it("keeps the accounts in a file only its user reads, with no password or link code in the clear", () => {
    expect(statSync(accountsFile).mode & 0o777).toBe(0o600);
    const text = readFileSync(accountsFile, "utf8");
    expect(text).not.toContain(PASSWORD);
    expect(JSON.parse(text).accounts[0].password).toMatchObject({ N: 2 ** 17, r: 8, p: 1 });
  });

  it("sends a visit without a session to sign in, and refuses the API", async () => {
    const page = await getAs(served, undefined, "/");
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe("/sign-in");
    expect((await getAs(served, undefined, "/api/site")).status).toBe(401);
    const signIn = await getAs(served, undefined, "/sign-in");
    expect(signIn.status).toBe(200);
    expect(signIn.body).toContain('<label for="password">Password</label>');
  });

  it("answers only its public Host", async () => {
    const reply = await postAs(served, owner, "/api/check", {}, { host: `127.0.0.1:${editor.port}` });
    expect(reply.status).toBe(421);
  });

  it("gives a __Host- cookie, HttpOnly, Secure, SameSite=Strict, and a new one at each sign-in", async () => {
    const reply = await postAs(served, owner, "/api/team/sign-in", { name: "Ana", password: PASSWORD });
    expect(reply.status).toBe(200);
    const cookie = String(reply.headers["set-cookie"]?.[0]);
    expect(cookie).toMatch(/^__Host-editor-session=[\w-]{40,}; Path=\/; Secure; HttpOnly; SameSite=Strict/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(cookieOf(reply)).not.toBe(owner.cookie);
    // The session the browser had before signing in again is over.
    expect((await getAs(served, owner, "/api/site")).status).toBe(401);
    owner = await signInWith(served, "Ana", PASSWORD);
  }, 30_000);
});

describe("the owner invites an editor and a translator, and each may do only what the role allows", () => {
  beforeAll(async () => {
    const forEditor = await postAs(served, owner, "/api/team/invite", { name: "Ed", role: "editor" });
    expect(forEditor.status).toBe(200);
    const forTranslator = await postAs(served, owner, "/api/team/invite", {
      name: "Tina",
      role: "translator",
      languages: ["es-US"],
    });
    expect(forTranslator.status).toBe(200);
    editorPerson = await acceptWith(served, codeOf(JSON.parse(forEditor.body).link), PASSWORD + " ed");
    translator = await acceptWith(served, codeOf(JSON.parse(forTranslator.body).link), PASSWORD + " tina");
  }, 60_000);

  it("lets the editor save, and records the editor's name in History", async () => {
    const { hash, data } = await site(editorPerson);
    data.business.name = "Poinciana Tree Care";
    const saved = await postAs(served, editorPerson, "/api/save", { baseHash: hash, data });
    expect(saved.status, saved.body).toBe(200);
    const history = JSON.parse((await getAs(served, editorPerson, "/api/history")).body);
    expect(history.versions[0].savedBy).toBe("Ed");
    expect(history.versions[0].changed.words).toEqual(["Business: name changed"]);
    // The owner, saving over the version before Ed's, is told who saved meanwhile.
    data.business.name = "Owner's name";
    const late = await postAs(served, owner, "/api/save", { baseHash: hash, data });
    expect(late.status).toBe(409);
    expect(JSON.parse(late.body)).toMatchObject({ savedBy: "Ed" });
  }, 30_000);

  it("refuses the editor the team", async () => {
    expect((await getAs(served, editorPerson, "/api/team")).status).toBe(403);
    const invite = await postAs(served, editorPerson, "/api/team/invite", { name: "Eve", role: "owner" });
    expect(invite.status).toBe(403);
    expect(JSON.parse(invite.body).error).toMatch(/only an owner manages the team/);
  });

  it("lets the translator change a page of its language", async () => {
    const { hash, data } = await site(translator);
    const spanish = data.pages.findIndex((page) => page.language === "es-US");
    data.pages[spanish]!.title = `${data.pages[spanish]!.title} (revisado)`;
    const saved = await postAs(served, translator, "/api/save", { baseHash: hash, data });
    expect(saved.status, saved.body).toBe(200);
    expect(readFileSync(file, "utf8")).toContain("(revisado)");
  }, 30_000);

  it("refuses the translator anything else with a 403 in words, and leaves the file untouched", async () => {
    const before = readFileSync(file, "utf8");
    const { hash, data } = await site(translator);
    const english = data.pages.findIndex((page) => !page.language);
    data.pages[english]!.title = "Changed by the translator";
    const page = await postAs(served, translator, "/api/save", { baseHash: hash, data });
    expect(page.status).toBe(403);
    expect(JSON.parse(page.body).error).toMatch(/Tina translates es-US .* also changes pages\[\d+\]\.title/);
    const fresh = await site(translator);
    fresh.data.business.name = "Changed by the translator";
    const business = await postAs(served, translator, "/api/save", { baseHash: fresh.hash, data: fresh.data });
    expect(business.status).toBe(403);
    expect(JSON.parse(business.body).error).toMatch(/business\.name/);
    const changes = await postAs(served, translator, "/api/save", {
      baseHash: fresh.hash,
      changes: [{ at: ["business", "name"], value: "By changes" }],
    });
    expect(changes.status).toBe(403);
    const restore = await postAs(served, translator, "/api/history/restore", { id: "x", baseHash: fresh.hash });
    expect(restore.status).toBe(403);
    expect(readFileSync(file, "utf8")).toBe(before);
  }, 30_000);

  it("refuses a cookie replayed from another Origin, or without the page's token", async () => {
    const before = readFileSync(file, "utf8");
    const { hash, data } = await site(editorPerson);
    data.business.name = "Replayed";
    const otherOrigin = await postAs(
      served,
      editorPerson,
      "/api/save",
      { baseHash: hash, data },
      { origin: "https://evil.example" },
    );
    expect(otherOrigin.status).toBe(403);
    const noToken = await postAs(served, { ...editorPerson, token: "" }, "/api/save", { baseHash: hash, data });
    expect(noToken.status).toBe(403);
    const ownersToken = await postAs(served, { ...editorPerson, token: owner.token }, "/api/save", {
      baseHash: hash,
      data,
    });
    expect(ownersToken.status).toBe(403);
    expect(readFileSync(file, "utf8")).toBe(before);
  });

  it("ends the translator's sessions when the owner removes them", async () => {
    const removed = await postAs(served, owner, "/api/team/remove", { name: "Tina" });
    expect(removed.status).toBe(200);
    expect((await getAs(served, translator, "/api/site")).status).toBe(401);
  });
});

describe("one-time links, passwords, lockout and sign-out", () => {
  it("refuses a used link and one more than a day old", async () => {
    const store = openAccounts(accountsFile);
    const { code } = store.invite({ name: "Once", role: "editor" });
    await acceptWith(served, code, PASSWORD);
    const again = await postAs(served, undefined, "/api/team/invite/password", { code, password: PASSWORD });
    expect(again.status).toBe(410);
    expect((await getAs(served, undefined, `/invite?code=${code}`)).status).toBe(410);
    const old = store.invite({ name: "Late", role: "editor" }, Date.now() - 25 * 3600_000);
    secrets.push(code, old.code);
    const late = await postAs(served, undefined, "/api/team/invite/password", { code: old.code, password: PASSWORD });
    expect(late.status).toBe(410);
    expect(JSON.parse(late.body).error).toMatch(/no longer works/);
  }, 30_000);

  it("gives a member who lost their sign-in a fresh link from the owner, voiding the one before", async () => {
    const { code } = openAccounts(accountsFile).invite({ name: "Lost", role: "editor" });
    await acceptWith(served, code, PASSWORD);
    const refused = await postAs(served, editorPerson, "/api/team/link", { name: "Lost" });
    expect(refused.status).toBe(403);
    const first = await postAs(served, owner, "/api/team/link", { name: "Lost" });
    const second = await postAs(served, owner, "/api/team/link", { name: "Lost" });
    expect([first.status, second.status]).toEqual([200, 200]);
    const [voided, fresh] = [first, second].map((reply) => codeOf(JSON.parse(reply.body).link));
    secrets.push(voided!, fresh!);
    expect((await getAs(served, undefined, `/invite?code=${voided}`)).status).toBe(410);
    const page = await getAs(served, undefined, `/invite?code=${fresh}`);
    expect(page.body).toContain("A new sign-in for Lost");
    const newPassword = `${PASSWORD} again`;
    await acceptWith(served, fresh!, newPassword);
    await expect(signInWith(served, "Lost", PASSWORD)).rejects.toThrow(/401/);
    await expect(signInWith(served, "Lost", newPassword)).resolves.toMatchObject({ token: expect.any(String) });
    expect((await postAs(served, owner, "/api/team/link", { name: "Nobody" })).status).toBe(404);
  }, 60_000);

  it("refuses short and common passwords, and keeps the link usable", async () => {
    const { code } = openAccounts(accountsFile).invite({ name: "Picky", role: "editor" });
    for (const password of ["short one", "password1234", "Qwerty123456"]) {
      const reply = await postAs(served, undefined, "/api/team/invite/password", { code, password });
      expect(reply.status, password).toBe(422);
    }
    expect((await getAs(served, undefined, `/invite?code=${code}`)).status).toBe(200);
  });

  it("locks out a name after repeated wrong passwords, with the same answers for a name nobody has", async () => {
    const answers = async (name: string) => {
      const seen: string[] = [];
      for (let n = 0; n < 6; n++) {
        const reply = await postAs(served, undefined, "/api/team/sign-in", { name, password: `wrong guess ${n}` });
        seen.push(`${reply.status} ${JSON.parse(reply.body).error}`);
      }
      const right = await postAs(served, undefined, "/api/team/sign-in", { name, password: PASSWORD });
      return { seen, right: right.status };
    };
    const known = await answers("Ed");
    expect(known.seen.slice(0, 5).every((answer) => answer.startsWith("401"))).toBe(true);
    expect(known.seen[5]).toMatch(/^429 too many failed sign-ins/);
    // Locked: even the right password is refused until the lockout ends.
    expect(known.right).toBe(429);
    const unknown = await answers("Nobody At All");
    expect(unknown.seen).toEqual(known.seen);
  }, 60_000);

  it("logs its refusals by address, method and path, never with a password, cookie, token or link code", () => {
    const lines: string[] = warn.mock.calls.map((call) => String(call[0]));
    expect(lines.some((line) => /^editor: refused 403 POST \/api\/save from /.test(line))).toBe(true);
    expect(lines.some((line) => line.includes("refused 401 POST /api/team/sign-in"))).toBe(true);
    for (const secret of [...secrets, editorPerson.token, translator.token, PASSWORD, "wrong guess"]) {
      expect(lines.filter((line) => line.includes(secret))).toEqual([]);
    }
  });

  it("ends a session at sign-out", async () => {
    const session = await signInWith(served, "Ana", PASSWORD);
    expect((await getAs(served, session, "/api/site")).status).toBe(200);
    const out = await postAs(served, session, "/api/team/sign-out", {});
    expect(out.status).toBe(200);
    expect((await getAs(served, session, "/api/site")).status).toBe(401);
  }, 30_000);
});
