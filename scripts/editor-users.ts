/**
 * `npm run editor:users -- <command>`: the served editor's team from the command line, for the first owner and for
 * a server without a browser at hand.
 *   add --role owner|editor|translator [--languages es-US,fr] [--may-publish] NAME   prints a one-time sign-in link
 *   link NAME                                                                        a fresh one-time link (a lost passkey)
 *   list                                                                             who is on the team
 *   remove NAME                                                                      (their sessions end at their next request)
 */
import { AccountProblem, INVITATION_HOURS, openAccounts, type Role } from "../editor/team/accounts.ts";
import { invitationLink } from "../editor/server/routes/team.ts";
import { editorAccountsPath, editorOrigin } from "../src/paths.ts";

const [command, ...rest] = process.argv.slice(2);
const accounts = openAccounts(editorAccountsPath());

function option(name: string): string | undefined {
  const at = rest.indexOf(name);
  if (at === -1) return undefined;
  const [value] = rest.splice(at, 2).slice(1);
  return value;
}

function fail(words: string): never {
  console.error(words);
  process.exit(2);
}

/** The https address the links open, from EDITOR_ORIGIN. */
function publicOrigin(): string {
  const origin = editorOrigin();
  if (!origin?.startsWith("https://"))
    fail("set EDITOR_ORIGIN to the editor's https address first (like https://editor.example.com)");
  return origin;
}

if (command === "add") {
  const origin = publicOrigin();
  const role = (option("--role") ?? "editor") as Role;
  const languages = option("--languages")
    ?.split(",")
    .map((language) => language.trim())
    .filter(Boolean);
  const mayPublish = rest.includes("--may-publish");
  const name = rest.filter((word) => word !== "--may-publish").join(" ");
  try {
    const { code } = accounts.invite({ name, role, languages, mayPublish });
    console.log(
      `${name} is invited as ${role}. Their one-time sign-in link (works once, for ${INVITATION_HOURS} hours):`,
    );
    console.log(invitationLink(origin, code));
  } catch (error) {
    if (error instanceof AccountProblem) fail(error.message);
    throw error;
  }
} else if (command === "link") {
  const origin = publicOrigin();
  const name = rest.join(" ");
  try {
    const { code } = accounts.newLink(name);
    console.log(
      `A new one-time sign-in link for ${name} (works once, for ${INVITATION_HOURS} hours; the link before no longer works).`,
    );
    console.log("With it they add a passkey or choose a new password:");
    console.log(invitationLink(origin, code));
  } catch (error) {
    if (error instanceof AccountProblem) fail(error.message);
    throw error;
  }
} else if (command === "list") {
  for (const account of accounts.list()) {
    const rights =
      account.role === "translator"
        ? ` (${(account.languages ?? []).join(", ")})`
        : account.role === "editor" && account.mayPublish
          ? " (may publish)"
          : "";
    console.log(`${account.name}: ${account.role}${rights}${account.invitation ? ", invited" : ""}`);
  }
} else if (command === "remove") {
  const name = rest.join(" ");
  if (!accounts.remove(name)) fail(`there is no one called ${name}`);
  console.log(`${name} is removed; a running editor ends their sessions at their next request.`);
} else {
  fail(
    "usage: npm run editor:users -- add --role owner|editor|translator [--languages es-US] [--may-publish] NAME | link NAME | list | remove NAME",
  );
}
