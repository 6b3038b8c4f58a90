import { FEED_PATH } from "../../head/feed.ts";
import { IMMUTABLE_PREFIXES } from "../../deploy/headers.ts";
import { movedFile, outputFileOf } from "../../site/address-files.ts";
import { list, text, type RouteFact, type SiteFacts } from "./facts.ts";
import { isRecord } from "../../site/json-path.ts";
import { guessedAddress, type Rule, type RuleFinding } from "./rule.ts";
import { SHARED_CODES } from "./shared-codes.ts";

/**
 * The files every build writes at the top of the site (the hosts' files among them) and of each language's folder,
 * which no old address may be, nor be under: a page the build writes for an old address needs its folders.
 */
const OWN_FILES = ["sitemap.xml", "robots.txt", "_headers", "_redirects", ".nojekyll"];
const FOLDER_FILES = ["404.html", FEED_PATH.slice(1)];
/** The folders whose files are named by their content (`/assets/`, `/img/`, `/fonts/`): "assets", "img", "fonts". */
const HASHED_FOLDERS = IMMUTABLE_PREFIXES.map((prefix) => prefix.slice(1, -1));

/** The folders a file of the build needs: `a/b/index.html` needs `a` and `a/b`. */
function foldersOf(file: string): string[] {
  const parts = file.split("/");
  return parts.slice(0, -1).map((_, index) => parts.slice(0, index + 1).join("/"));
}

/** What the build writes besides the pages. */
function ownFiles(facts: SiteFacts): Set<string> {
  const files = new Set(OWN_FILES);
  for (const language of facts.languages) {
    for (const name of FOLDER_FILES) files.add(language.prefix ? `${language.prefix.slice(1)}/${name}` : name);
  }
  return files;
}

/**
 * What an old address would be in the way of, if anything: a page or post (its address, or its file, as
 * `/about/index.html` is), a file the build writes, or a file another old address's page is (its page would need a
 * folder of that name: `/menu.html/cakes` under `/menu.html`). `pages` maps each page's and post's file to it,
 * `moved` each old address's file to the first old address listed for it; `own` holds the build's other files.
 */
function inTheWay(
  facts: SiteFacts,
  from: string,
  pages: ReadonlyMap<string, RouteFact>,
  moved: ReadonlyMap<string, Listed>,
  own: ReadonlySet<string>,
): string | undefined {
  const file = movedFile(from);
  const which = (route: RouteFact) => `${route.entry.kind} ${(route.entry.where[1] as number) + 1}`;
  const route = facts.routes.get(from) ?? pages.get(file);
  if (route) return route.entry.path === from ? `the address of ${which(route)}` : `the file of ${which(route)}`;
  if (HASHED_FOLDERS.includes(file.split("/")[0]!)) return `in ${IMMUTABLE_PREFIXES.join(", ")}`;
  if (own.has(file)) return "a file the build writes";
  for (const folder of foldersOf(file)) {
    const page = pages.get(folder);
    if (page) return `under the file of ${which(page)}`;
    if (own.has(folder)) return `under ${folder}, a file the build writes`;
    const other = moved.get(folder);
    if (other) return `under the old address ${other.from}`;
  }
  return undefined;
}

/** An old address as listed: its place in the list, and the address. */
interface Listed {
  index: number;
  from: string;
}

/**
 * Each old address leads on to a page (redirects): it is no page's own address (the page would answer it, or the
 * old address hide it), it is listed once, and it leads to a page or post of the site.
 */
export const redirects: Rule = {
  name: "old addresses lead to a page",
  codes: {
    "broken-link": SHARED_CODES["broken-link"],
    "duplicate-path": SHARED_CODES["duplicate-path"],
    "redirect-over-page": {
      severity: "error",
      summary: "An old address that is a page's own address, or a file the site writes.",
    },
  },
  messages: {
    "redirect-over-page": {
      message: "the old address {from} is {taken}",
      expected: "an address no page, post or file of the site has",
      hint: "remove this old address",
    },
    "redirect-over-page:own-address": {
      message: "the old address {from} is {taken}",
      expected: "an address no page, post or file of the site has",
      hint: "that page answers {from} itself: remove this old address",
    },
    "duplicate-path": {
      message: "the old address {from} is already listed, as old address {number}",
      expected: "each old address listed once",
      hint: "remove one of the two",
    },
    "duplicate-path:written": {
      message: "the old address {from} is already listed, as old address {number}, written {written}",
      expected: "each old address listed once",
      hint: "remove one of the two",
    },
    "broken-link": {
      message: "{to} is not a page of this site",
      expected: "the address of the page that visitors of the old address are sent to",
      hint: "did you mean {guess}?",
    },
  },
  check(facts) {
    const found: RuleFinding[] = [];
    const listed = list(facts.data.redirects);
    if (!listed.length) return found;
    const pages = new Map([...facts.routes].map(([path, route]) => [outputFileOf(path), route]));
    const own = ownFiles(facts);
    // Each file the build writes for an old address, and the first old address it is for: two are the same one when
    // the build would write them into one file (/a and /a/index.html).
    const moved = new Map<string, Listed>();
    listed.forEach((value, index) => {
      const from = isRecord(value) ? text(value.from) : undefined;
      if (from?.startsWith("/") && !moved.has(movedFile(from))) moved.set(movedFile(from), { index, from });
    });
    listed.forEach((value, index) => {
      if (!isRecord(value)) return;
      const where = ["redirects", index];
      const from = text(value.from);
      const to = text(value.to);
      if (from !== undefined) {
        const taken = inTheWay(facts, from, pages, moved, own);
        const first = moved.get(movedFile(from));
        if (taken) {
          found.push({
            messageId: facts.routes.has(from) ? "redirect-over-page:own-address" : "redirect-over-page",
            path: [...where, "from"],
            data: { from, taken },
          });
        } else if (first && first.index !== index) {
          found.push({
            messageId: first.from === from ? "duplicate-path" : "duplicate-path:written",
            path: [...where, "from"],
            data: { from, number: first.index + 1, written: first.from },
          });
        }
      }
      if (to !== undefined && facts.routes.size && !facts.routes.has(to)) {
        found.push({
          messageId: "broken-link",
          path: [...where, "to"],
          data: { to, guess: guessedAddress(to, facts.addresses) },
        });
      }
    });
    return found;
  },
};
