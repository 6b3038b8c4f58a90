/** The editor's frame: its four groups (model/groups.ts) and the one save and publish state it shows (model/save-status.ts). */
import { afterEach, describe, expect, it } from "vitest";
import { chooseLanguage } from "../editor/app/src/i18n/language.ts";
import { changedParts, inList } from "../editor/app/src/model/draft-words.ts";
import { byDay } from "../editor/app/src/model/history-words.ts";
import { groupHome, groupOf, siteGroups } from "../editor/app/src/model/groups.ts";
import { saveStatus, publishAfterEdit, type StatusInputs } from "../editor/app/src/model/save-status.ts";

const PARTS = [
  { key: "site", title: "Website" },
  { key: "theme", title: "Theme" },
  { key: "business", title: "Business facts" },
  { key: "estimateForm", title: "Form" },
  { key: "navigation", title: "Header" },
  { key: "footer", title: "Footer" },
  { key: "labels", title: "Blog settings" },
  { key: "notFound", title: "Not-found page" },
  { key: "languages", title: "Languages" },
  { key: "redirects", title: "Old addresses" },
];

describe("the editor's four groups", () => {
  const groups = siteGroups(PARTS);
  const titles = (key: string) => groups.find((g) => g.key === key)!.entries.map((e) => e.title);

  it("lists each part of the site in its group, the pages first", () => {
    expect(groups.map((g) => g.title)).toEqual(["Pages", "Business", "Design", "Settings"]);
    expect(titles("pages")).toEqual(["Pages and posts", "Pictures", "Blog settings", "Not-found page"]);
    expect(groups[0]!.entries.find((e) => e.title === "Not-found page")!.under).toBe("Special pages");
    expect(titles("business")).toEqual(["Business facts", "Form"]);
    expect(titles("design")).toEqual(["Theme", "Header", "Footer"]);
    expect(titles("settings")).toEqual(["Website", "Languages", "Old addresses"]);
  });

  it("shows a part the table does not know under Settings, and leaves out one the site's schema lacks", () => {
    const more = siteGroups([...PARTS.filter((p) => p.key !== "footer"), { key: "shop", title: "Shop" }]);
    expect(more.find((g) => g.key === "settings")!.entries.at(-1)).toEqual({ to: "/settings/shop", title: "Shop" });
    expect(more.find((g) => g.key === "design")!.entries.map((e) => e.title)).toEqual(["Theme", "Header"]);
    expect(groupOf("/settings/shop", more)).toBe("settings");
  });

  it("knows the group of every screen, a page's and a post's included", () => {
    expect(groupOf("/", groups)).toBe("pages");
    expect(groupOf("/pages/3", groups)).toBe("pages");
    expect(groupOf("/posts/0", groups)).toBe("pages");
    expect(groupOf("/settings/notFound", groups)).toBe("pages");
    expect(groupOf("/settings/estimateForm", groups)).toBe("business");
    expect(groupOf("/settings/navigation", groups)).toBe("design");
    expect(groupOf("/settings/redirects", groups)).toBe("settings");
    expect(groupOf("/settings/nothing", groups)).toBeUndefined();
    expect(groups.map(groupHome)).toEqual(["/", "/settings/business", "/settings/theme", "/settings/site"]);
  });
});

describe("the one save and publish state the top bar shows", () => {
  const clean: StatusInputs = {
    lastSave: { kind: "idle" },
    dirty: false,
    errors: 0,
    draftFound: false,
    lastPublish: { kind: "none" },
  };
  const at = new Date(2026, 0, 1, 9, 5);
  const kind = (change: Partial<StatusInputs>) => saveStatus({ ...clean, ...change }).kind;

  it("has one text for each of its ten states", () => {
    const states = [
      saveStatus(clean),
      saveStatus({ ...clean, dirty: true }),
      saveStatus({ ...clean, dirty: true, lastSave: { kind: "saving" } }),
      saveStatus({ ...clean, dirty: true, errors: 2, lastSave: { kind: "refused" } }),
      saveStatus({ ...clean, dirty: true, lastSave: { kind: "failed", message: "the editor is not running" } }),
      saveStatus({ ...clean, draftFound: true }),
      saveStatus({ ...clean, dirty: true, lastSave: { kind: "conflict" } }),
      saveStatus({ ...clean, lastPublish: { kind: "publishing" } }),
      saveStatus({ ...clean, lastPublish: { kind: "live" } }),
      saveStatus({ ...clean, lastPublish: { kind: "failed" } }),
    ];
    expect(states.map((s) => [s.kind, s.text])).toEqual([
      ["saved", "Saved on this computer"],
      ["unsaved", "Unsaved changes"],
      ["saving", "Saving…"],
      ["refused", "Not saved: 2 errors to fix"],
      ["failed", "Not saved: the editor is not running"],
      ["draft", "Unsaved work found"],
      ["conflict", "Changed elsewhere: reload to go on"],
      ["publishing", "Publishing…"],
      ["live", "Live: visitors see it"],
      ["publishFailed", "Saved, not published"],
    ]);
    expect(states.find((s) => s.kind === "refused")!.action).toBe("first-error");
    expect(states.find((s) => s.kind === "failed")!.action).toBe("retry");
  });

  it("says when a save of this session was made, or what a restore did", () => {
    // Short enough for the status's fixed slot: "on this computer" would be cut off there.
    expect(saveStatus({ ...clean, lastSave: { kind: "saved", at } }).text).toMatch(/^Saved at 9:05 AM$/);
    expect(saveStatus({ ...clean, lastSave: { kind: "saved", at, words: "Restored to before." } }).text).toBe(
      "Restored to before.",
    );
  });

  it("never says saved beside unsaved work, nor a refusal once its errors are fixed", () => {
    // A save made, then an edit: unsaved, not "Saved at".
    expect(kind({ lastSave: { kind: "saved", at }, dirty: true })).toBe("unsaved");
    // Refused, then the error fixed: the edits are unsaved, not refused with "0 errors".
    expect(kind({ lastSave: { kind: "refused" }, dirty: true, errors: 0 })).toBe("unsaved");
    // Work kept from an earlier visit: not "saved" above the offer to bring back what was never saved.
    expect(kind({ draftFound: true })).toBe("draft");
    // Live said only of what is saved.
    expect(kind({ lastPublish: { kind: "live" }, dirty: true })).toBe("unsaved");
    // A failed save, then undone back to the file: saved, nothing to retry.
    expect(kind({ lastSave: { kind: "failed", message: "x" }, dirty: false })).toBe("saved");
  });

  it("forgets a publish's outcome at the next edit, not one under way", () => {
    expect(publishAfterEdit({ kind: "live" }, true)).toEqual({ kind: "none" });
    expect(publishAfterEdit({ kind: "failed" }, true)).toEqual({ kind: "none" });
    expect(publishAfterEdit({ kind: "live" }, false)).toEqual({ kind: "live" });
    expect(publishAfterEdit({ kind: "publishing" }, true)).toEqual({ kind: "publishing" });
  });
});

describe("the frame in Spanish", () => {
  afterEach(() => chooseLanguage("en"));

  it("names the groups, their parts and the blog's settings in Spanish", () => {
    chooseLanguage("es");
    const groups = siteGroups(PARTS);
    expect(groups.map((g) => g.title)).toEqual(["Páginas", "Negocio", "Diseño", "Ajustes"]);
    const pages = groups[0]!.entries;
    expect(pages.map((e) => e.title).slice(0, 3)).toEqual(["Páginas y entradas", "Imágenes", "Ajustes del blog"]);
    expect(pages.find((e) => e.to === "/settings/notFound")!.under).toBe("Páginas especiales");
  });

  it("says each save and publish state in Spanish, its counts as Spanish counts them", () => {
    chooseLanguage("es");
    const clean: StatusInputs = {
      lastSave: { kind: "idle" },
      dirty: false,
      errors: 0,
      draftFound: false,
      lastPublish: { kind: "none" },
    };
    expect(saveStatus(clean).text).toBe("Guardado en este equipo");
    expect(saveStatus({ ...clean, dirty: true, errors: 1, lastSave: { kind: "refused" } }).text).toBe(
      "No se guardó: 1 error por corregir",
    );
    expect(saveStatus({ ...clean, dirty: true, errors: 3, lastSave: { kind: "refused" } }).text).toBe(
      "No se guardó: 3 errores por corregir",
    );
    expect(saveStatus({ ...clean, lastPublish: { kind: "live" } }).text).toBe("En línea: los visitantes lo ven");
    expect(saveStatus({ ...clean, lastSave: { kind: "saved", at: new Date(2026, 0, 1, 14, 5) } }).text).toBe(
      "Guardado a las 14:05",
    );
  });

  it("says what kept work changes, and the days of History, in Spanish", () => {
    chooseLanguage("es");
    const base = {
      pages: [
        { path: "/", title: "Inicio | Oak" },
        { path: "/old", title: "Oferta" },
      ],
    };
    const site = {
      pages: [
        { path: "/", title: "Inicio nuevo | Oak" },
        { path: "/palms", title: "Palmeras" },
      ],
    };
    const parts = changedParts(base, site, {});
    expect(parts).toEqual([
      "la página “Inicio nuevo” (/)",
      "una página nueva “Palmeras” (/palms)",
      "la página “Oferta” (/old), eliminada",
    ]);
    expect(inList(parts.slice(0, 2))).toBe("la página “Inicio nuevo” (/) y una página nueva “Palmeras” (/palms)");
    const now = new Date(2026, 10, 29, 12);
    const at = (day: number) => ({ savedAt: new Date(2026, 10, day, 9).toISOString() });
    expect(byDay([at(29), at(28)], now).map(([day]) => day)).toEqual(["Hoy", "Ayer"]);
  });
});
