import { describe, expect, it } from "vitest";
import { sizeChange } from "../editor/server/uploads.ts";

const said = (before: number, after: number, language: "en" | "es" = "en") => sizeChange(before, after)?.in(language);

describe("an upload made lighter says so in sizes that differ", () => {
  it("sets megabytes side by side only where they read apart", () => {
    expect(said(3_240_000, 910_000)).toBe("3.2 MB became 0.9 MB");
    // Under a megabyte, or the same in megabytes: by how much, never "0.1 MB became 0.1 MB".
    expect(said(140_000, 60_000)).toBe("the file is 57% smaller");
    expect(said(1_220_000, 1_180_000)).toBe("the file is 3% smaller");
    expect(said(100_000, 99_800)).toBe("the file is a little smaller");
  });

  it("says it in Spanish, with the decimal comma", () => {
    expect(said(3_240_000, 910_000, "es")).toBe("3,2 MB pasaron a 0,9 MB");
    expect(said(140_000, 60_000, "es")).toBe("el archivo es un 57% más pequeño");
  });

  it("says nothing of the size when the file is not smaller", () => {
    expect(sizeChange(50_000, 50_000)).toBeUndefined();
    expect(sizeChange(50_000, 60_000)).toBeUndefined();
  });
});
