import { describe, expect, it } from "vitest";
import { mayPublish } from "../editor/team/accounts.ts";
import { makeAttempts } from "../editor/team/attempts.ts";
import { hashPassword, passwordProblem, verifyPassword } from "../editor/team/passwords.ts";
import { routeRefusal, translatorRefusal, type Person } from "../editor/team/roles.ts";
import { makeSessions } from "../editor/team/sessions.ts";

// The rules of the served editor's team, each on its own: who may publish and call what, what a translator may
// change, passwords, lockouts and idle sessions.
const tina: Person = { name: "Tina", role: "translator", languages: ["es-US"] };
const site = {
  business: { name: "Shop" },
  pages: [
    { path: "/", title: "Home" },
    { path: "/es", language: "es-US", translationOf: "/", title: "Inicio" },
  ],
  languages: [{ language: "es-US", business: { description: "Tienda" } }],
};

describe("roles", () => {
  it("lets an owner publish, an editor only when allowed, and never a translator", () => {
    expect(mayPublish({ role: "owner" })).toBe(true);
    expect(mayPublish({ role: "editor" })).toBe(false);
    expect(mayPublish({ role: "editor", mayPublish: true })).toBe(true);
    expect(mayPublish({ role: "translator", mayPublish: true })).toBe(false);
  });

  it("lets the server publish for an owner, an editor only when allowed, and never a translator", () => {
    for (const path of ["/api/publish", "/api/publish/preview", "/api/publish/put-back"]) {
      expect(routeRefusal({ name: "Ana", role: "owner" }, "POST", path)).toBeUndefined();
      expect(routeRefusal({ name: "Ed", role: "editor" }, "POST", path)).toMatch(/editor may not/);
      expect(routeRefusal({ name: "Ed", role: "editor", mayPublish: true }, "POST", path)).toBeUndefined();
      expect(routeRefusal({ ...tina, mayPublish: true }, "POST", path)).toMatch(/translator may not/);
    }
  });

  it("keeps the team to owners, and unknown writes too", () => {
    expect(routeRefusal({ name: "Ed", role: "editor" }, "POST", "/api/save")).toBeUndefined();
    expect(routeRefusal({ name: "Ed", role: "editor" }, "GET", "/api/team")).toMatch(/only an owner/);
    expect(routeRefusal({ name: "Ed", role: "editor" }, "POST", "/api/start")).toMatch(/may not/);
    expect(routeRefusal({ name: "Ed", role: "editor" }, "POST", "/api/some-new-write")).toMatch(/may not/);
    expect(routeRefusal(tina, "POST", "/api/images")).toMatch(/translator may not/);
    expect(routeRefusal({ name: "Ana", role: "owner" }, "POST", "/api/team/remove")).toBeUndefined();
  });

  it("lets a translator change its language's pages and texts only", () => {
    const spanish = structuredClone(site);
    spanish.pages[1]!.title = "Portada";
    spanish.languages[0]!.business.description = "Una tienda";
    expect(translatorRefusal(tina, site, spanish)).toBeUndefined();
    const english = structuredClone(site);
    english.pages[0]!.title = "Start";
    expect(translatorRefusal(tina, site, english)).toMatch(/also changes pages\[0\]\.title/);
    const moved = structuredClone(site);
    moved.pages[1]!.language = "en";
    expect(translatorRefusal(tina, site, moved)).toMatch(/pages\[1\]\.language/);
    const added = { ...site, pages: [...site.pages, { path: "/es/x", language: "es-US", title: "X" }] };
    expect(translatorRefusal(tina, site, added)).toMatch(/changes pages,/);
  });
});

describe("passwords", () => {
  it("refuses short and common ones", () => {
    expect(passwordProblem("eleven char")).toMatch(/at least 12/);
    expect(passwordProblem("PASSWORD1234")).toMatch(/most common/);
    expect(passwordProblem("lemon tree by the river")).toBeUndefined();
  });

  it("hashes with scrypt and a salt of its own, and verifies only the same password", async () => {
    const [one, two] = await Promise.all([
      hashPassword("lemon tree by the river"),
      hashPassword("lemon tree by the river"),
    ]);
    expect(one).toMatchObject({ N: 131072, r: 8, p: 1 });
    expect(one.salt).not.toBe(two.salt);
    expect(one.hash).not.toBe(two.hash);
    expect(await verifyPassword("lemon tree by the river", one)).toBe(true);
    expect(await verifyPassword("lemon tree by the rivers", one)).toBe(false);
    expect(await verifyPassword("lemon tree by the river", undefined)).toBe(false);
  }, 30_000);
});

describe("attempts and sessions", () => {
  it("locks a name after five failures and an address after twenty, for a while", () => {
    const attempts = makeAttempts();
    const now = 1_000_000;
    for (let n = 0; n < 4; n++) attempts.failed("Ed", "10.0.0.1", now);
    expect(attempts.lockedFor("ed", "10.0.0.2", now)).toBe(0);
    attempts.failed("Ed", "10.0.0.1", now);
    expect(attempts.lockedFor("ed", "10.0.0.2", now)).toBe(15);
    expect(attempts.lockedFor("Ed", "10.0.0.2", now + 16 * 60_000)).toBe(0);
    for (let n = 0; n < 20; n++) attempts.failed(`name ${n}`, "10.0.0.9", now);
    expect(attempts.lockedFor("anyone", "10.0.0.9", now)).toBe(15);
  });

  it("ends a session after idle time, at its end, and all of a person's at once", () => {
    const sessions = makeSessions(60_000);
    const first = sessions.start("Ed", 0);
    expect(sessions.touch(first.id, 59_000)?.name).toBe("Ed");
    expect(sessions.touch(first.id, 118_000)?.name).toBe("Ed");
    expect(sessions.touch(first.id, 179_000)).toBeUndefined();
    const [a, b] = [sessions.start("Ed"), sessions.start("Ed")];
    expect(a.id).not.toBe(b.id);
    expect(sessions.endAllOf("Ed")).toBe(2);
    expect(sessions.touch(a.id)).toBeUndefined();
  });
});
