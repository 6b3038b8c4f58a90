/** The publish dialog's words from the server's events (editor/app/src/model/publish-steps.ts). */
import { describe, expect, it } from "vitest";
import { personName, publishBlocked, stepRows } from "../editor/app/src/model/publish-steps.ts";
import { failureInWords, ownerEvent } from "../src/publish/steps.ts";

/** What an owner must never read: a file path, a command, a program's name, an exit code or a JSON path. */
const DEVELOPER_WORDS = /\/[\w.-]+\/|\.json|\bnpm\b|\bssh\b|rsync|\bgit\b|exit code|port \d|\w\[\d+\]|\bcode \d/i;

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

  it("says a failure in the owner's words, whatever the program said", () => {
    const said: [Parameters<typeof failureInWords>, string][] = [
      [
        [
          "publish",
          "Reaching the releases on the server deploy@127.0.0.1 (port 2222) failed: ssh: connect to host 127.0.0.1 port 2222: Connection refused. Check that the server is on, its address and port in publish.json, and the key in PUBLISH_SSH_KEY",
        ],
        "the web server could not be reached",
      ],
      [
        [
          "publish",
          "Reaching the releases on the server deploy@site (port 22) failed: deploy@site: Permission denied (publickey)",
        ],
        "the web server did not let the editor in",
      ],
      [
        [
          "publish",
          "Copying the site to the folder /srv/site failed: rsync: write failed: No space left on device (28)",
        ],
        "the web server has no room left",
      ],
      [["check", "1 warning in .scratch/editor-e2e/site.json"], "the check found 1 warning"],
      [
        [
          "build",
          "images: images/hero/damaged.jpg cannot be read (Input buffer has corrupt header): the file may be damaged or cut short; open it in a photo program and save it again",
        ],
        "the picture “damaged.jpg” cannot be read: it may be damaged or cut short",
      ],
      [
        [
          "build",
          "images: images/hero/gone.jpg: cannot read the image file /work/site/images/hero/gone.jpg; is the name right?",
        ],
        "the picture “gone.jpg” cannot be found",
      ],
      [
        ["verify", "/work/x/dist/client was replaced by another build meanwhile"],
        "another publish or build replaced this one meanwhile",
      ],
      [
        [
          "publish",
          "Someone changed the same thing on main meanwhile, differently: Page “/” › Section 1 › Heading. Your change is committed here and nothing was lost; nothing was published",
        ],
        "someone else changed the same thing meanwhile, differently: Page “/” › Section 1 › Heading",
      ],
      [
        [
          "publish",
          "Pushing to /tmp/remote.git (main) failed: fatal: Could not read from remote repository. Check the remote's address",
        ],
        "the host that builds the site did not accept the change",
      ],
      [
        ["live", "http://127.0.0.1:9/build.txt answered nothing, not 3fa9"],
        "the live address did not show the new version",
      ],
      [["publish", "sh: 1: cannot create /srv/x: Something odd"], "the new version could not be sent to the live site"],
    ];
    for (const [[step, detail], words] of said) {
      const owner = failureInWords(step, detail);
      expect(owner.words, detail).toBe(words);
      expect(`${owner.words}. ${owner.todo ?? ""}`, detail).not.toMatch(DEVELOPER_WORDS);
    }
    expect(failureInWords("verify", "2 broken links: /about → /contct; / → /prices").words).toBe(
      "2 broken links: /about → /contct; / → /prices",
    );
  });

  it("sends the owner's screen a step's words without its detail", () => {
    const event = {
      step: "publish",
      status: "done",
      words: "3 changed files sent",
      ms: 9,
      detail: "release x",
    } as const;
    expect(ownerEvent(event)).toEqual({ step: "publish", status: "done", words: "3 changed files sent", ms: 9 });
  });
});
