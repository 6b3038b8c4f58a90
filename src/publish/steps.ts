/**
 * The steps of a publish as the editor shows them and the command prints them, and the failure that names the step,
 * what went wrong and what to do. Each step's words are the owner's (no file, command, code or release name); the
 * developer's detail (a path, the program's own message) rides beside them for the command and the server's log.
 * No Node module here: the editor's browser app may import it.
 */

export type StepName = "check" | "build" | "verify" | "publish" | "live";

export const STEP_WORDS: Record<StepName, string> = {
  check: "Checking the site",
  build: "Building the pages",
  verify: "Checking the built pages",
  publish: "Publishing",
  live: "Confirming it is live",
};

/** The same steps as a preview runs them: its copy and its address in place of the live site's. */
export const PREVIEW_STEP_WORDS: Record<StepName, string> = {
  ...STEP_WORDS,
  publish: "Copying the preview",
  live: "Opening the preview's address",
};

export type PublishEvent =
  | { step: StepName; status: "running" }
  | { step: StepName; status: "done"; words: string; ms: number; detail?: string }
  | { step: StepName; status: "failed"; words: string; todo: string; detail?: string };

/** A publish that stopped: which step, what went wrong, what to do, and whether the live site was left as it was. */
export class PublishFailed extends Error {
  override name = "PublishFailed";
  constructor(
    readonly step: StepName,
    readonly words: string,
    readonly todo: string,
    readonly liveUntouched = true,
    /** The developer's account of it (paths, the program's words), for the command and the server's log. */
    readonly detail?: string,
  ) {
    super(`${STEP_WORDS[step]} failed: ${detail ?? words}. ${todo}`);
  }
}

/** What went wrong in the owner's words, and what to do when the step's usual advice does not fit. */
export interface FailureWords {
  words: string;
  todo?: string;
}

const TELL = "tell whoever set up the site";
const SERVER_FAILURES: [RegExp, FailureWords][] = [
  [
    /Connection refused|Connection timed out|timed out|No route to host|Network is unreachable|Could not resolve hostname|Name or service not known|Connection closed|Connection reset/i,
    {
      words: "the web server could not be reached",
      todo: `Check that this computer is online, then try again in a few minutes; if it still fails, ${TELL}`,
    },
  ],
  [
    /Permission denied \(|Host key verification failed|HOST IDENTIFICATION HAS CHANGED|Too many authentication failures/i,
    { words: "the web server did not let the editor in", todo: `${TELL}: the web server refused the editor's key` },
  ],
  [
    /No space left|Disk quota exceeded/i,
    { words: "the web server has no room left", todo: `${TELL}: the web server's disk is full` },
  ],
  [
    /is no longer kept there/,
    { words: "that version is no longer kept on the web server", todo: "Choose a more recent version" },
  ],
  [
    /Permission denied|Read-only file system/i,
    {
      words: "the web server did not allow the new version to be written",
      todo: `Try again; if it fails again, ${TELL}`,
    },
  ],
];

const GIT_FAILURES: [RegExp, (match: RegExpExecArray) => FailureWords][] = [
  [
    /changed the same thing on \S+ meanwhile, differently: (.*?)\. Your change/,
    (match) => ({
      words: `someone else changed the same thing meanwhile, differently: ${match[1]}`,
      todo: "Your change is kept and nothing was lost. Change it again so it agrees with theirs, save, then publish again",
    }),
  ],
  [
    /changed the same files on \S+ meanwhile/,
    () => ({
      words: "someone else changed the same pictures or files meanwhile",
      todo: `Your change is kept and nothing was lost; ${TELL}, with these words`,
    }),
  ],
  [
    /kept moving/,
    () => ({
      words: "others kept changing the site while yours was being sent",
      todo: "Your change is kept and nothing was lost; publish again in a moment",
    }),
  ],
  [
    /does not pass the check/,
    () => ({
      words: "your change, together with the changes made meanwhile, does not pass the check",
      todo: `Your change is kept and nothing was lost; ${TELL}, with these words`,
    }),
  ],
];

/** A picture's file name in the image step's words: `images/hero/x.jpg cannot be read (...)`, or cannot be found. */
const PICTURE =
  /images\/(?:[^\s/:]+\/)*([^\s/:]+\.(?:jpe?g|png|webp|avif|svg|gif))(:? cannot read the image file| cannot be read)/i;
const COUNT = /(\d+) (error|warning)s?/g;

/**
 * A step's failure said for the owner, from the developer's message: a picture named by its file name only, a server
 * or a git host's refusal said as what it means, anything else as the step that failed.
 */
export function failureInWords(step: StepName, detail: string): FailureWords {
  if (step === "check") {
    const counts = [...detail.matchAll(COUNT)].map(([, n, kind]) => `${n} ${kind}${n === "1" ? "" : "s"}`);
    return { words: counts.length ? `the check found ${counts.join(" and ")}` : "the check found a problem" };
  }
  if (step === "build") {
    const picture = PICTURE.exec(detail);
    if (!picture) return { words: "the pages could not be built" };
    return picture[2]!.includes("image file")
      ? {
          words: `the picture “${picture[1]}” cannot be found`,
          todo: "Choose the picture again (Change image), save, then publish again",
        }
      : {
          words: `the picture “${picture[1]}” cannot be read: it may be damaged or cut short`,
          todo: "Open it in a photo program and save it again, or choose another picture; then publish again",
        };
  }
  if (step === "verify") {
    if (/replaced by another build/.test(detail))
      return { words: "another publish or build replaced this one meanwhile" };
    // Page addresses only (describeOutputCheck): the owner's own words for their pages.
    return { words: /^(pages missing|\d+ broken link)/.test(detail) ? detail : "the built pages are not complete" };
  }
  if (step === "live") return { words: "the live address did not show the new version" };
  for (const [pattern, make] of GIT_FAILURES) {
    const match = pattern.exec(detail);
    if (match) return make(match);
  }
  if (/^Pushing to .* failed/.test(detail))
    return {
      words: "the host that builds the site did not accept the change",
      todo: `Try again in a few minutes; if it still fails, ${TELL}`,
    };
  for (const [pattern, words] of SERVER_FAILURES) if (pattern.test(detail)) return words;
  return { words: "the new version could not be sent to the live site", todo: `Try again; if it fails again, ${TELL}` };
}

/** The event as the owner's screen gets it: its detail (a path, a release, a commit) left for the server's log. */
export function ownerEvent(event: PublishEvent): PublishEvent {
  if (event.status === "running" || !event.detail) return event;
  const { detail: _detail, ...owner } = event;
  return owner;
}
