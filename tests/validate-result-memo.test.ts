/**
 * The validate command remembers its answers for small files (src/validate/result-memo.ts): an unchanged site is
 * answered from the memo in the check's own words, and any change to what decides the answer (the file, an image
 * beside it, the code) is checked again.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { runValidate } from "../src/validate/command.ts";
import { rememberedAnswer, type ValidateCommandOptions } from "../src/validate/report/command-output.ts";

const shipped = readFileSync("site.json", "utf8");
const withoutTime = (text: string) => text.replace(/checked in \d+ ms/, "").replace(/"milliseconds": \d+/, "");

/** A site.json beside a copy of the project's images, and a memo of its own. */
function project(): { file: string; options: ValidateCommandOptions } {
  const folder = mkdtempSync(join(tmpdir(), "result-memo-"));
  cpSync(resolve("images"), join(folder, "images"), { recursive: true });
  const file = join(folder, "site.json");
  writeFileSync(file, shipped);
  return { file, options: { defaultFile: file, memo: { file: join(folder, "answers.json"), code: "this code" } } };
}

describe("the validate command's memo of answers", { timeout: 60_000 }, () => {
  it("answers an unchanged file as the check did, for each way of printing it", () => {
    const { file, options } = project();
    // Warnings too: the shipped site with one page's description made short.
    writeFileSync(file, shipped.replace(/"description": "[^"]*"/, '"description": "Short."'));
    expect(rememberedAnswer([file], options)).toBeUndefined();
    runValidate([file], options);
    for (const args of [[file], [file, "--json"], [file, "--strict"]]) {
      const checked = runValidate(args, { defaultFile: file });
      const remembered = rememberedAnswer(args, options)!;
      expect(remembered.code).toBe(checked.code);
      expect(remembered.stderr).toBe(checked.stderr);
      expect(withoutTime(remembered.stdout)).toBe(withoutTime(checked.stdout));
    }
  });

  it("checks again after a change to the file, to an image beside it, or to the code", () => {
    const { file, options } = project();
    runValidate([file], options);
    writeFileSync(file, shipped.replace('"type": "gallery",', '"type": "galery",'));
    expect(rememberedAnswer([file], options)).toBeUndefined();
    expect(runValidate([file], options).stderr).toContain("galery");
    expect(rememberedAnswer([file], options)?.code).toBe(1);

    writeFileSync(file, shipped);
    runValidate([file], options);
    const image = /"(images\/[^"]+\.(?:jpg|png|webp|svg))"/.exec(shipped)![1]!;
    rmSync(join(file, "..", image));
    expect(rememberedAnswer([file], options)).toBeUndefined();
    expect(runValidate([file], options).stderr).toContain(`there is no image file ${image}`);

    const otherCode = { ...options, memo: { ...options.memo!, code: "other code" } };
    expect(rememberedAnswer([file], otherCode)).toBeUndefined();
  });

  it("never answers for the copy staged for commit, which is not the file on the disk", () => {
    const { file, options } = project();
    runValidate([file], options);
    expect(rememberedAnswer([file], options)).toBeDefined();
    expect(rememberedAnswer([file, "--staged"], options)).toBeUndefined();
  });
});
