/**
 * The served editor's own screens, rendered by the server: signing in, a one-time link, and the Team. Plain HTML
 * with labels and large targets; their behaviour is in team.js (editor/team/browser.ts), since the editor's policy
 * runs no inline script.
 */
import type { Account } from "./accounts.ts";
import type { Person } from "./roles.ts";
import { MIN_PASSWORD_LENGTH } from "./passwords.ts";

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function page(title: string, body: string, token = ""): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${token ? `<meta name="editor-token" content="${escape(token)}">` : ""}
<title>${escape(title)} · Site editor</title>
<link rel="stylesheet" href="/team/team.css">
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

const passwordField = (id: string, autocomplete: string, hint: string) => `
<label for="${id}">Password</label>
<input id="${id}" name="password" type="password" autocomplete="${autocomplete}" required minlength="${MIN_PASSWORD_LENGTH}" aria-describedby="${id}-hint">
<p id="${id}-hint" class="hint">${hint}</p>`;

export const signInPage = (): string =>
  page(
    "Sign in",
    `<h1>Sign in to the site editor</h1>
<button type="button" id="passkey-sign-in">Sign in with a passkey</button>
<h2>Or with your password</h2>
<form id="password-sign-in">
<label for="name">Your name</label>
<input id="name" name="name" autocomplete="username" required>
${passwordField("password", "current-password", "The one you chose when you set up your sign-in.")}
<button type="submit">Sign in</button>
</form>`,
  );

const roleWords = (account: Account): string =>
  account.role === "owner"
    ? "an owner"
    : account.role === "editor"
      ? "an editor"
      : `a translator (${escape((account.languages ?? []).join(", "))})`;

/** A one-time link's page: a new member's first sign-in, or a member's fresh link after losing their passkey. */
export function invitationPage(account: Account): string {
  const member = account.passkeys.length > 0 || account.password !== undefined;
  const intro = member
    ? `<h1>A new sign-in for ${escape(account.name)}</h1>
<p>Add a passkey on this phone or computer, or choose a new password. This link works once.</p>`
    : `<h1>Welcome, ${escape(account.name)}</h1>
<p>You are invited as ${roleWords(account)}. This link works once.</p>`;
  return page(
    member ? "A new sign-in" : "Set up your sign-in",
    `${intro}
<h2>Use a passkey</h2>
<p>Your phone or computer keeps it; you sign in with your fingerprint, face or screen lock.</p>
<button type="button" id="invite-passkey">Create a passkey</button>
<h2>Or choose a password</h2>
<form id="invite-password">
${passwordField("new-password", "new-password", `At least ${MIN_PASSWORD_LENGTH} characters; a few words together make a good one.`)}
<button type="submit">Save my password</button>
</form>`,
  );
}

/** Who is signed in, and signing out: for every member, whose editor's screens have no such button yet. */
export const accountPage = (person: Person, token: string): string =>
  page(
    "Your sign-in",
    `<h1>Signed in as ${escape(person.name)}</h1>
<p>Your role: ${person.role}${person.role === "translator" ? ` (${escape((person.languages ?? []).join(", "))})` : ""}.</p>
<p><a href="/">Back to the editor</a>${person.role === "owner" ? ` · <a href="/team">Team</a>` : ""}</p>
<button type="button" id="sign-out">Sign out</button>`,
    token,
  );

/** A screen a person's role does not reach, said in words. */
export const refusedPage = (words: string): string =>
  page(
    "Not for your role",
    `<h1>This is not for your role</h1>
<p>${escape(words)}.</p>
<p><a href="/">Back to the editor</a></p>`,
  );

export const invitationGonePage = (): string =>
  page(
    "Link no longer works",
    `<h1>This sign-in link no longer works</h1>
<p>It was used already or is more than a day old. Ask the site's owner for a new one.</p>
<p><a href="/sign-in">Sign in</a></p>`,
  );

function memberRow(account: Account, you: string): string {
  const rights =
    account.role === "translator"
      ? `translator (${escape((account.languages ?? []).join(", "))})`
      : account.role === "editor"
        ? `editor, ${account.mayPublish ? "may publish" : "may not publish"}`
        : "owner";
  const state = account.invitation ? "invited, not signed in yet" : "active";
  const actions =
    account.name === you
      ? "(you)"
      : `<button type="button" class="new-link" data-name="${escape(account.name)}">New sign-in link for ${escape(account.name)}</button>
<button type="button" class="remove" data-name="${escape(account.name)}">Remove ${escape(account.name)}</button>`;
  return `<tr><th scope="row">${escape(account.name)}</th><td>${rights}</td><td>${state}</td><td><div class="actions">${actions}</div></td></tr>`;
}

export const teamPage = (accounts: Account[], you: string, token: string): string =>
  page(
    "Team",
    `<nav aria-label="Editor"><a href="/">Back to the editor</a> <button type="button" id="sign-out">Sign out</button></nav>
<h1>Team</h1>
<table>
<caption>Who may edit this site</caption>
<thead><tr><th scope="col">Name</th><th scope="col">Role</th><th scope="col">State</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
<tbody>${accounts.map((account) => memberRow(account, you)).join("")}</tbody>
</table>
<p class="hint">Someone who lost their passkey or forgot their password: make them a new sign-in link. The link they had before stops working.</p>
<h2>Invite someone</h2>
<form id="invite">
<label for="invite-name">Their name</label>
<input id="invite-name" name="name" required>
<fieldset>
<legend>Role</legend>
<label class="choice"><input type="radio" name="role" value="editor" checked> Editor: edits and saves</label>
<label class="choice"><input type="radio" name="role" value="translator"> Translator: only the pages of their languages</label>
<label class="choice"><input type="radio" name="role" value="owner"> Owner: everything, the team too</label>
</fieldset>
<label for="invite-languages">Languages, for a translator</label>
<input id="invite-languages" name="languages" aria-describedby="invite-languages-hint">
<p id="invite-languages-hint" class="hint">Like es-US; several separated by commas.</p>
<label class="choice"><input type="checkbox" name="mayPublish"> An editor may publish</label>
<button type="submit">Make a sign-in link</button>
</form>
<section aria-labelledby="link-heading" id="link-section" hidden>
<h2 id="link-heading">Their one-time sign-in link</h2>
<p>Send it to them privately; it works once, for 24 hours.</p>
<label for="invite-link">Sign-in link</label>
<input id="invite-link" readonly>
</section>`,
    token,
  );

export const TEAM_CSS = `
body { font: 1.125rem/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
main { max-width: 40rem; margin: 0 auto; padding: 1rem; }
label { display: block; margin-top: 1rem; font-weight: 600; }
label.choice { font-weight: 400; display: flex; gap: .5rem; align-items: center; min-height: 44px; margin: 0; }
input:not([type=radio]):not([type=checkbox]) { display: block; width: 100%; box-sizing: border-box; min-height: 44px; font: inherit; padding: .5rem; border: 2px solid #555; border-radius: 4px; }
input[type=radio], input[type=checkbox] { width: 24px; height: 24px; }
button { min-height: 44px; min-width: 44px; font: inherit; padding: .5rem 1rem; margin-top: 1rem; border: 2px solid #1f3f8f; border-radius: 4px; background: #1f3f8f; color: #fff; cursor: pointer; }
button.remove, button.new-link, nav button { background: #fff; color: #1f3f8f; margin: 0; }
:focus-visible { outline: 3px solid #b35900; outline-offset: 2px; }
a { color: #1f3f8f; display: inline-block; min-height: 24px; padding: .5rem 0; }
.actions { display: flex; flex-wrap: wrap; gap: .5rem; }
.hint { margin: .25rem 0 0; color: #444; font-size: 1rem; }
fieldset { margin-top: 1rem; border: 2px solid #ccc; }
table { width: 100%; border-collapse: collapse; margin-top: 1rem; }
th, td { text-align: left; padding: .5rem .25rem; border-bottom: 1px solid #ccc; vertical-align: middle; }
caption { text-align: left; font-weight: 600; }
nav { display: flex; justify-content: space-between; align-items: center; }
#message:not(:empty) { padding: .75rem; border: 2px solid #1f3f8f; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
@media (max-width: 30rem) { table, caption, tbody, tr, th, td { display: block; } thead { display: none; } td { border: 0; } }
`;
