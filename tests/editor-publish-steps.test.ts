/** The publish dialog's words from the server's events (editor/app/src/model/publish-steps.ts). */
import { describe, expect, it } from "vitest";
import { personName, publishBlocked, stepRows } from "../editor/app/src/model/publish-steps.ts";

describe("the publish dialog's steps and words", () => {
  it("lists every step in order, each as far as the events tell, with what it found", () => {
    const rows = stepRows([
      { step: "check", status: "running" },
      { step: "check", status: "done", words: "the site has no errors or warnings", ms: 40 },
      { step: "build", status: "running" },
      { step: "build", status: "failed", words: "an image could not be read", todo: "Try again" },
    ]);
    expect(rows.map((row) => [row.title, row.status, row.words])).toEqual([
      ["Checking the site", "done", "the site has no errors or warnings"],
      ["Building the pages", "failed", "an image could not be read"],
      ["Checking the built pages", "waiting", undefined],
      ["Publishing", "waiting", undefined],
      ["Confirming it is live", "waiting", undefined],
    ]);
  });

  it("says why Publish waits: errors first, then unsaved changes", () => {
    expect(publishBlocked(true, 2)).toBe("Fix the 2 errors before publishing");
    expect(publishBlocked(false, 1)).toBe("Fix the error before publishing");
    expect(publishBlocked(true, 0)).toBe("Save your changes before publishing");
    expect(publishBlocked(false, 0)).toBeUndefined();
  });

  it("names who published without their address", () => {
    expect(personName("Sam Rivera <sam@example.com>")).toBe("Sam Rivera");
    expect(personName("root")).toBe("root");
  });
});
