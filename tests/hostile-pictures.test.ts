import { spawn } from "node:child_process";
import {
  closeSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_SVG_READ } from "../src/validate/rules/images.ts";
import { validateSiteFile } from "../src/validate/index.ts";
import { HOSTILE_DRAWINGS } from "./fixtures/hostile-files.ts";
import { STACK_TRACE } from "./fixtures/output.ts";

/*
 * Pictures beside site.json that nobody makes on purpose (issue 49), each refused by the check, and so by the build,
 * with its own words: a drawing that carries script or reaches other sites (the corpus in fixtures/hostile-files.ts,
 * which the editor's upload refuses too: tests/hostile.test.ts), a drawing too large to be checked, and a picture
 * behind a symbolic link, which the build would publish from wherever it leads.
 */

const scratch = mkdtempSync(join(tmpdir(), "hostile-pictures-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const shipped = readFileSync("site.json", "utf8");

/** A real command, as the owner types it, with no colours; its exit code and what it printed. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done, fail) => {
    const child = spawn(command, args, { env: { ...process.env, NO_COLOR: "1", ...env }, stdio: "pipe" });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", fail);
    child.on("close", (code) => done({ code, stdout, stderr }));
  });
}

describe("hostile pictures beside site.json: refused by the check and the build, with their own words", () => {
  /** A copy of the project (site.json, its images) whose logo is images/brand/hostile.svg, as `prepare` makes it. */
  function projectWith(prepare: (folder: string) => void): string {
    const folder = mkdtempSync(join(scratch, "pictures-"));
    cpSync(resolve("images"), join(folder, "images"), { recursive: true });
    const site = JSON.parse(shipped);
    site.site.logo.src = "images/brand/hostile.svg";
    writeFileSync(join(folder, "site.json"), JSON.stringify(site, null, 2));
    prepare(folder);
    return folder;
  }

  /** The problems the check finds at the logo's field of such a copy. */
  function logoProblems(prepare: (folder: string) => void) {
    const folder = projectWith(prepare);
    return validateSiteFile(join(folder, "site.json"), { root: folder }).problems.filter(
      (problem) => problem.path.join(".") === "site.logo.src",
    );
  }

  for (const { name, content } of HOSTILE_DRAWINGS) {
    it(`refuses the drawing ${name} with an unsafe-svg error`, () => {
      const problems = logoProblems((folder) => writeFileSync(join(folder, "images/brand/hostile.svg"), content));
      expect(problems).toMatchObject([{ code: "unsafe-svg", severity: "error" }]);
      expect(problems[0]!.message).toMatch(/^the drawing images\/brand\/hostile\.svg holds /);
    });
  }

  it("makes `npm run build` refuse a drawing with DOCTYPE declarations and a picture behind a link, publishing nothing", async () => {
    const outside = mkdtempSync(join(scratch, "outside-"));
    writeFileSync(join(outside, "secret.svg"), readFileSync("images/brand/logo.svg"));
    const cases = {
      doctype: (folder: string) =>
        writeFileSync(join(folder, "images/brand/hostile.svg"), HOSTILE_DRAWINGS[0]!.content),
      link: (folder: string) => symlinkSync(join(outside, "secret.svg"), join(folder, "images/brand/hostile.svg")),
    };
    const runs = await Promise.all(
      Object.entries(cases).map(async ([name, prepare]) => {
        const folder = projectWith(prepare);
        const dist = join(folder, "dist");
        mkdirSync(join(dist, "client"), { recursive: true });
        writeFileSync(join(dist, "client", "index.html"), "the last good build");
        const build = await run("npm", ["run", "--silent", "build"], {
          SITE_JSON: join(folder, "site.json"),
          DIST_DIR: dist,
        });
        return { name, dist, build };
      }),
    );
    const words = {
      doctype: "declarations in its DOCTYPE that change the drawing (<!ATTLIST>)",
      link: "is a link to a file elsewhere",
    };
    for (const { name, dist, build } of runs) {
      expect(build.code, name).toBe(1);
      expect(build.stderr, name).toContain(words[name as keyof typeof words]);
      expect(build.stderr + build.stdout, name).not.toMatch(STACK_TRACE);
      expect(readFileSync(join(dist, "client", "index.html"), "utf8"), name).toBe("the last good build");
    }
  }, 120_000);

  it("refuses a drawing too large to be checked, without reading it", () => {
    const problems = logoProblems((folder) => {
      const file = join(folder, "images/brand/hostile.svg");
      closeSync(openSync(file, "w"));
      truncateSync(file, MAX_SVG_READ + 1); // sparse: nothing is written to the disk
    });
    // Refused, where it was only warned of as large (and its script never looked for).
    expect(problems.map((problem) => [problem.code, problem.severity])).toEqual([
      ["unsafe-svg", "error"],
      ["large-image", "warning"],
    ]);
    expect(problems[0]!.message).toBe(
      "the drawing images/brand/hostile.svg is 64 MB, too large to be checked for what it holds",
    );
  });

  it("refuses a picture that is a link to a file elsewhere, a folder in images/ that is a link, and images/ itself", () => {
    const outside = mkdtempSync(join(scratch, "outside-"));
    writeFileSync(join(outside, "secret.svg"), readFileSync("images/brand/logo.svg"));
    const file = logoProblems((folder) =>
      symlinkSync(join(outside, "secret.svg"), join(folder, "images/brand/hostile.svg")),
    );
    expect(file).toMatchObject([
      {
        code: "broken-image",
        message: "the image images/brand/hostile.svg is a link to a file elsewhere, not a file in the images/ folder",
        hint: expect.stringContaining("copy the file into images/"),
      },
    ]);
    const folderLink = logoProblems((folder) => {
      rmSync(join(folder, "images/brand"), { recursive: true });
      mkdirSync(join(outside, "brand"));
      writeFileSync(join(outside, "brand", "hostile.svg"), readFileSync("images/brand/logo.svg"));
      symlinkSync(join(outside, "brand"), join(folder, "images/brand"));
    });
    expect(folderLink).toMatchObject([
      {
        code: "broken-image",
        message:
          "the image images/brand/hostile.svg is reached through images/brand/, which is a link to a folder elsewhere",
      },
    ]);
    const imagesLink = logoProblems((folder) => {
      cpSync(join(folder, "images"), join(outside, "images"), { recursive: true });
      writeFileSync(join(outside, "images/brand/hostile.svg"), readFileSync("images/brand/logo.svg"));
      rmSync(join(folder, "images"), { recursive: true });
      symlinkSync(join(outside, "images"), join(folder, "images"));
    });
    expect(imagesLink).toMatchObject([
      { code: "broken-image", message: expect.stringContaining("is reached through images/, which is a link") },
    ]);
  });
});
