/**
 * The served editor's own screens, rendered by the server: signing in, a one-time link, and the Team. Plain HTML
 * with labels and large targets, in the person's language (editor/server/words); their behaviour is in team.js
 * (editor/team/browser.ts), since the editor's policy runs no inline script.
 */
import type { Account } from "./accounts.ts";
import type { Person } from "./roles.ts";
import { MIN_PASSWORD_LENGTH } from "./passwords.ts";
import { say, type ServerLanguage, type ServerWordId, type WordValues } from "../server/words/say.ts";
import { TEAM_CSS } from "./team-css.ts";

export { TEAM_CSS };

export const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The words the page's script says itself (browser.ts), "{name}" and "{status}" left for it to fill. */
const SCRIPT_WORDS = {
  passkeyNotUsed: "team.passkeyNotUsed",
  answered: "team.answered",
  oneTimeLink: "team.link.oneTime",
  newLink: "team.link.new",
  removeConfirm: "team.remove.confirm",
} as const satisfies Record<string, ServerWordId>;

function scriptWords(language: ServerLanguage): string {
  const words = Object.fromEntries(
    Object.entries(SCRIPT_WORDS).map(([key, id]) => [key, say(language, id, { name: "{name}", status: "{status}" })]),
  );
  return JSON.stringify(words).replace(/</g, "\\u003c");
}

/** A page's HTML, its words said in one language. */
function page(language: ServerLanguage, title: string, body: string, token = ""): string {
  return `<!doctype html>
<html lang="${language === "es" ? "es" : "en"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${token ? `<meta name="editor-token" content="${escape(token)}">` : ""}
<title>${escape(say(language, "team.title", { title }))}</title>
<link rel="stylesheet" href="/team/team.css">
<script type="application/json" id="team-words">${scriptWords(language)}</script>
<script type="module" src="/team/team.js"></script>
</head>
<body>
<main>
${body}
<p id="message" role="status" aria-live="polite"></p>
</main>
</body>
</html>
`;
}

/** Words of a page, escaped for HTML. */
const wordsIn =
  (language: ServerLanguage) =>
  (id: ServerWordId, values?: WordValues): string =>
    escape(say(language, id, values));

const languagesOf = (who: { languages?: string[] }): string => (who.languages ?? []).join(", ");

const passwordField = (language: ServerLanguage, id: string, autocomplete: string, hint: string) => `
<label for="${id}">${wordsIn(language)("team.password")}</label>
<input id="${id}" name="password" type="password" autocomplete="${autocomplete}" required minlength="${MIN_PASSWORD_LENGTH}" aria-describedby="${id}-hint">
<p id="${id}-hint" class="hint">${hint}</p>`;

export function signInPage(language: ServerLanguage): string {
  const w = wordsIn(language);
  return page(
    language,
    say(language, "team.signIn.title"),
    `<h1>${w("team.signIn.heading")}</h1>
<button type="button" id="passkey-sign-in">${w("team.signIn.passkey")}</button>
<h2>${w("team.signIn.orPassword")}</h2>
<form id="password-sign-in">
<label for="name">${w("team.signIn.name")}</label>
<input id="name" name="name" autocomplete="username" required>
${passwordField(language, "password", "current-password", w("team.signIn.passwordHint"))}
<button type="submit">${w("team.signIn.button")}</button>
</form>`,
  );
}

/** A one-time link's page: a new member's first sign-in, or a member's fresh link after losing their passkey. */
export function invitationPage(account: Account, language: ServerLanguage): string {
  const w = wordsIn(language);
  const member = account.passkeys.length > 0 || account.password !== undefined;
  const intro = member
    ? `<h1>${w("team.invite.newHeading", { name: account.name })}</h1>
<p>${w("team.invite.newIntro")}</p>`
    : `<h1>${w("team.invite.welcome", { name: account.name })}</h1>
<p>${w("team.invited.as", { role: account.role, languages: languagesOf(account) })}</p>`;
  return page(
    language,
    say(language, member ? "team.invite.newTitle" : "team.invite.setUpTitle"),
    `${intro}
<h2>${w("team.invite.usePasskey")}</h2>
<p>${w("team.invite.passkeyHint")}</p>
<button type="button" id="invite-passkey">${w("team.invite.createPasskey")}</button>
<h2>${w("team.invite.orPassword")}</h2>
<form id="invite-password">
${passwordField(language, "new-password", "new-password", w("team.invite.passwordHint", { count: MIN_PASSWORD_LENGTH }))}
<button type="submit">${w("team.invite.savePassword")}</button>
</form>`,
  );
}

/** Who is signed in, and signing out: for every member, whose editor's screens have no such button yet. */
export function accountPage(person: Person, token: string, language: ServerLanguage): string {
  const w = wordsIn(language);
  const team = person.role === "owner" ? ` · <a href="/team">${w("team.team")}</a>` : "";
  return page(
    language,
    say(language, "team.account.title"),
    `<h1>${w("team.account.heading", { name: person.name })}</h1>
<p>${w("team.account.role", { role: person.role, languages: languagesOf(person) })}</p>
<p><a href="/">${w("team.backToEditor")}</a>${team}</p>
<button type="button" id="sign-out">${w("team.signOut")}</button>`,
    token,
  );
}

/** A screen a person's role does not reach, said in words. */
export function refusedPage(words: string, language: ServerLanguage): string {
  const w = wordsIn(language);
  return page(
    language,
    say(language, "team.refused.title"),
    `<h1>${w("team.refused.heading")}</h1>
<p>${escape(words)}.</p>
<p><a href="/">${w("team.backToEditor")}</a></p>`,
  );
}

export function invitationGonePage(language: ServerLanguage): string {
  const w = wordsIn(language);
  return page(
    language,
    say(language, "team.gone.title"),
    `<h1>${w("team.gone.heading")}</h1>
<p>${w("team.gone.body")}</p>
<p><a href="/sign-in">${w("team.signIn.button")}</a></p>`,
  );
}

function memberRow(account: Account, you: string, language: ServerLanguage): string {
  const w = wordsIn(language);
  const name = escape(account.name);
  const rights = w("team.members.rights", {
    role: account.role,
    languages: languagesOf(account),
    mayPublish: account.mayPublish ? "yes" : "no",
  });
  const state = w(account.invitation ? "team.members.invited" : "team.members.active");
  const actions =
    account.name === you
      ? w("team.members.you")
      : `<button type="button" class="new-link" data-name="${name}">${w("team.members.newLink", { name: account.name })}</button>
<button type="button" class="remove" data-name="${name}">${w("team.members.remove", { name: account.name })}</button>`;
  return `<tr><th scope="row">${name}</th><td>${rights}</td><td>${state}</td><td><div class="actions">${actions}</div></td></tr>`;
}

export function teamPage(accounts: Account[], you: string, token: string, language: ServerLanguage): string {
  const w = wordsIn(language);
  return page(
    language,
    say(language, "team.team"),
    `<nav aria-label="${w("team.members.nav")}"><a href="/">${w("team.backToEditor")}</a> <button type="button" id="sign-out">${w("team.signOut")}</button></nav>
<h1>${w("team.team")}</h1>
<table>
<caption>${w("team.members.caption")}</caption>
<thead><tr><th scope="col">${w("team.members.name")}</th><th scope="col">${w("team.members.role")}</th><th scope="col">${w("team.members.state")}</th><th scope="col"><span class="visually-hidden">${w("team.members.actions")}</span></th></tr></thead>
<tbody>${accounts.map((account) => memberRow(account, you, language)).join("")}</tbody>
</table>
<p class="hint">${w("team.members.lostHint")}</p>
<h2>${w("team.inviteForm.heading")}</h2>
<form id="invite">
<label for="invite-name">${w("team.inviteForm.name")}</label>
<input id="invite-name" name="name" required>
<fieldset>
<legend>${w("team.inviteForm.role")}</legend>
<label class="choice"><input type="radio" name="role" value="editor" checked> ${w("team.inviteForm.editor")}</label>
<label class="choice"><input type="radio" name="role" value="translator"> ${w("team.inviteForm.translator")}</label>
<label class="choice"><input type="radio" name="role" value="owner"> ${w("team.inviteForm.owner")}</label>
</fieldset>
<label for="invite-languages">${w("team.inviteForm.languages")}</label>
<input id="invite-languages" name="languages" aria-describedby="invite-languages-hint">
<p id="invite-languages-hint" class="hint">${w("team.inviteForm.languagesHint")}</p>
<label class="choice"><input type="checkbox" name="mayPublish"> ${w("team.inviteForm.mayPublish")}</label>
<button type="submit">${w("team.inviteForm.button")}</button>
</form>
<section aria-labelledby="link-heading" id="link-section" hidden>
<h2 id="link-heading">${w("team.link.heading")}</h2>
<p>${w("team.link.send")}</p>
<label for="invite-link">${w("team.link.label")}</label>
<input id="invite-link" readonly>
</section>`,
    token,
  );
}
