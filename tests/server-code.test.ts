/**
 * What the pages' server code, and the build command, load before their first page. A build hands the pages the site it checked
 * (through Vike's pageContext, renderer/+onCreatePageContext.server.ts), so the code the pages import does not carry the check (zod, the schema, the rules): a
 * rebuild loads that bundle before its one page, and the check's share of it measured 40 ms of its 140-180. The
 * check stays reachable by a dynamic import, for the dev server. Followed here as Vite's bundler follows it, with
 * esbuild over the pages' sources: only the imports a module makes when it loads, not those it makes when asked.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const pages = [
  ...["renderer", "src/pages/site", "src/pages/_error"].flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.startsWith("+"))
      .map((name) => join(folder, name)),
  ),
];

/** Every module `entries` load at once, from their files and each static import on; and those loaded when asked. */
async function loaded(entries: string[]): Promise<{ atOnce: Set<string>; whenAsked: Set<string> }> {
  const result = await build({
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    outdir: "/nowhere",
    platform: "node",
    format: "esm",
    jsx: "automatic",
    logLevel: "silent",
    // Vike, React, the virtual modules and the other packages the build loads as they are (external); zod and the
    // rest followed into.
    plugins: [
      {
        name: "leave-external",
        setup(plugins) {
          plugins.onResolve({ filter: /^(vike|vite|react|react-dom|virtual:|sharp|subset-font|esbuild)/ }, (args) => ({
            path: args.path,
            external: true,
          }));
          plugins.onResolve({ filter: /\?inline$/ }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
  });
  const { inputs } = result.metafile;
  const atOnce = new Set<string>();
  const whenAsked = new Set<string>();
  const follow = (file: string, into: Set<string>) => {
    if (into.has(file) || !inputs[file]) return;
    into.add(file);
    for (const imported of inputs[file].imports) {
      if (imported.external) continue;
      if (imported.kind === "dynamic-import") follow(imported.path, whenAsked);
      else follow(imported.path, into);
    }
  };
  for (const entry of entries) follow(entry, atOnce);
  return { atOnce, whenAsked };
}

const zod = (files: Set<string>) =>
  [...files].filter((file) => file.includes("node_modules/zod/") || file === "schema/site.ts");

describe("the pages' server code", () => {
  it("loads neither zod nor the check before a page, and still reaches the check for the dev server", async () => {
    const { atOnce, whenAsked } = await loaded(pages);
    expect(atOnce.size).toBeGreaterThan(20); // the components, the head, the theme...
    const check = ["src/validate/index.ts", "src/validate/rules/"];
    expect([...atOnce].filter((file) => check.some((part) => file.includes(part)))).toEqual([]);
    expect(zod(atOnce)).toEqual([]);
    expect([...whenAsked].some((file) => file.includes("src/validate/index.ts"))).toBe(true);
  });
});

describe("the validate command", () => {
  it("loads zod only to check a site, not to answer from its memo of answers", async () => {
    const { atOnce, whenAsked } = await loaded(["scripts/validate.ts"]);
    expect([...atOnce]).toContain("src/validate/result-memo.ts");
    expect(zod(atOnce)).toEqual([]);
    expect(zod(whenAsked).length).toBeGreaterThan(0);
  });
});
