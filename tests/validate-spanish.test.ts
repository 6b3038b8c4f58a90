import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { runValidate } from "../src/validate/command.ts";
import { validate, validateSiteBytes } from "../src/validate/index.ts";
import { READ_CODES } from "../src/validate/messages/read-es.ts";
import { ES_RULE_MESSAGES } from "../src/validate/messages/es.ts";
import { RULES_BY_KEY } from "../src/validate/rules/index.ts";
import type { MessageTemplate } from "../src/validate/rules/messages.ts";
import { ES_SCHEMA_RULES } from "../src/validate/schema/messages-es.ts";

/** The values a template names, `{name}`, sorted: the same in both languages, or a value is lost or asked for. */
const named = (text: string | undefined) =>
  [...(text ?? "").matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].map((match) => match[1]).sort();

const PARTS = ["message", "expected", "hint"] as const;

describe("the validator's words in Spanish", () => {
  it("has every rule's every template, with the same values in each part, and nothing else", () => {
    expect(Object.keys(ES_RULE_MESSAGES).sort()).toEqual(Object.keys(RULES_BY_KEY).sort());
    for (const [key, rule] of Object.entries(RULES_BY_KEY)) {
      const english: Record<string, MessageTemplate> = rule.messages ?? {};
      const spanish = ES_RULE_MESSAGES[key]!;
      expect(Object.keys(spanish).sort(), key).toEqual(Object.keys(english).sort());
      for (const [id, template] of Object.entries(english))
        for (const part of PARTS) {
          expect(spanish[id]![part] === undefined, `${key} ${id} ${part}`).toBe(template[part] === undefined);
          expect(named(spanish[id]![part]), `${key} ${id} ${part}`).toEqual(named(template[part]));
        }
    }
  });

  it("has every form the schema asks of a text (“must be …”) in Spanish", () => {
    const rules = ["schema/primitives.ts", "schema/site.ts", "schema/theme.ts", "schema/blocks.ts"].flatMap((file) =>
      [...readFileSync(resolve(file), "utf8").matchAll(/message:\s*("must[^"]*"(?:\s*\+\s*"[^"]*")*)/g)].map((match) =>
        match[1]!
          .split(/"\s*\+\s*"/)
          .join("")
          .slice(1, -1),
      ),
    );
    expect(rules.length).toBeGreaterThan(10);
    for (const rule of rules) expect(ES_SCHEMA_RULES, rule).toHaveProperty([rule]);
  });
});

describe("npm run validate -- --lang es", () => {
  const file = resolve("tests/broken/broken-link-in-menu.json");
  const run = (...args: string[]) => runValidate([file, ...args], { defaultFile: file });

  it("prints the problems, their places and the summary in Spanish", () => {
    const { code, stderr } = run("--lang", "es");
    expect(code).toBe(1);
    expect(stderr).toContain("navigation › elemento 3 › href");
    expect(stderr).toContain("  error     el enlace /blgo no lleva a ninguna página de este sitio");
    expect(stderr).toContain("  esperado  la dirección de una de las páginas o entradas del sitio");
    expect(stderr).toContain("  pista     ¿quiso decir /blog?");
    expect(stderr).toContain('página "/" › bloque 3 (gallery) › elemento 1 › src');
    expect(stderr).toMatch(/\d+ errores en .*\. Corrija los errores de arriba/);
    expect(stderr).not.toMatch(/expected|leads to no page|did you mean|the whole file/);
  });

  it("keeps the codes, places and positions of the English run in --json; only the words change", () => {
    const english = JSON.parse(run("--json").stdout);
    const spanish = JSON.parse(run("--json", "--lang=es").stdout);
    const keys = (report: { problems: { code: string; line: number; column: number }[] }) =>
      report.problems.map(({ code, line, column }) => `${code}@${line}:${column}`);
    expect(keys(spanish)).toEqual(keys(english));
    expect(spanish.problems[0].message).not.toBe(english.problems[0].message);
  });

  it("words the schema's problems in Spanish: a wrong form, with the fix", () => {
    const { stderr } = runValidate([resolve("tests/broken/address-without-https.json"), "--lang", "es"], {
      defaultFile: file,
    });
    expect(stderr).toContain('el texto "tally.so/r/w4Ld9X" no está escrito en la forma correcta');
    expect(stderr).toContain("una dirección https:// completa");
    expect(stderr).toContain('pista     escriba "https://tally.so/r/w4Ld9X"');
  });

  it("words a malformed address in Spanish, rule by rule, with the corrected one", () => {
    const base = JSON.parse(readFileSync(resolve("tests/broken/base.json"), "utf8"));
    base.pages[1].path = "/Tree Removal";
    const { problems } = validate({ data: base }, { language: "es" });
    expect(problems.find((problem) => problem.code === "bad-path")).toMatchObject({
      place: 'página "/Tree Removal" › path',
      message: 'la dirección "/Tree Removal" tiene un espacio',
      hint: 'escriba "/tree-removal"',
    });
  });

  it("says what a missing field holds, in the schema's help in Spanish", () => {
    const { stderr } = runValidate([resolve("tests/broken/missing-gallery-caption.json"), "--lang", "es"], {
      defaultFile: file,
    });
    expect(stderr).toContain("  error     falta 'title'");
    expect(stderr).toContain("  esperado  texto entre comillas: El pie que se muestra bajo la imagen ampliada.");
  });

  it("refuses a language it does not speak", () => {
    const { code, stderr } = run("--lang", "fr");
    expect(code).toBe(2);
    expect(stderr).toContain("--lang");
  });
});

describe("the file's and its syntax's problems in Spanish", () => {
  const root = resolve(".");
  /** Each read problem's words left in English by a Spanish run of the same bytes: none, but a JSON word itself. */
  function leftInEnglish(name: string, bytes: Uint8Array): string[] {
    const english = validateSiteBytes(bytes, { root }).problems;
    const spanish = validateSiteBytes(bytes, { root, language: "es" }).problems;
    expect(
      spanish.map((problem) => problem.code),
      name,
    ).toEqual(english.map((problem) => problem.code));
    const left: string[] = [];
    english.forEach((problem, n) => {
      if (!READ_CODES.has(problem.code)) return;
      for (const part of PARTS) {
        const words = problem[part];
        if (words && words === spanish[n]![part] && !/^(true|false|null)$/.test(words))
          left.push(`${name} ${problem.code} ${part}: ${words}`);
      }
    });
    return left;
  }

  it("words every syntax and file mistake of the corpus in Spanish", () => {
    const folder = resolve("tests/broken");
    const files = readdirSync(folder).filter((name) => name.endsWith(".json"));
    const left = files.flatMap((name) => leftInEnglish(name, readFileSync(resolve(folder, name))));
    expect(left).toEqual([]);
  }, 60_000);

  it("words a file that is not UTF-8 text, is empty, or is nested and repeated beyond reason, in Spanish", () => {
    const text = (value: string) => new TextEncoder().encode(value);
    const cases: [string, Uint8Array][] = [
      ["utf-16", new Uint8Array([0xff, 0xfe, ...[..."{}"].flatMap((c) => [c.charCodeAt(0), 0])])],
      ["latin-1", new Uint8Array([...text('{"site": "caf'), 0xe9, ...text('"}')])],
      ["png", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
      ["nul", text('{"site": "a\u0000b"}'.replace("\\u0000", "\u0000"))],
      ["empty", text("  ")],
      ["list", text("[1, 2]")],
      ["deep", text("[".repeat(300) + "]".repeat(300))],
      ["twice", text('{"site": {}, "site": {}}')],
      ["proto", text('{"__proto__": {}}')],
      ["bom", new Uint8Array([0xef, 0xbb, 0xbf, ...text("{}")])],
    ];
    expect(cases.flatMap(([name, bytes]) => leftInEnglish(name, bytes))).toEqual([]);
    const missing = validate({ file: resolve("tests/broken/no-such-file.json") }, { language: "es" }).problems[0]!;
    expect(missing).toMatchObject({
      code: "missing-file",
      place: "todo el archivo",
      expected: "site.json en la carpeta del proyecto",
    });
    expect(missing.message).toBe(`no hay ningún archivo en ${resolve("tests/broken/no-such-file.json")}`);
    const { problems } = validate({ text: "" }, { language: "es" });
    expect(problems[0]).toMatchObject({ code: "empty-file", message: "el archivo está vacío" });
  });
});
