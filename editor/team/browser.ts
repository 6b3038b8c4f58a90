/**
 * The script of the served editor's own screens (pages.ts), bundled by esbuild at start: passkeys through
 * @simplewebauthn/browser, passwords, invitations and the Team's actions, each a JSON call to the editor's API.
 */
import { startAuthentication, startRegistration } from "@simplewebauthn/browser";

const message = document.getElementById("message")!;
const token = document.querySelector<HTMLMetaElement>('meta[name="editor-token"]')?.content ?? "";
const code = new URLSearchParams(location.search).get("code") ?? "";
/** The words this script says, in the page's language (pages.ts), "{name}" and "{status}" to fill. */
const words = JSON.parse(document.getElementById("team-words")?.textContent ?? "{}") as Record<string, string>;
const fill = (template: string | undefined, values: Record<string, string>): string =>
  (template ?? "").replace(/\{(name|status)\}/g, (_, key: string) => values[key] ?? "");

async function call(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { "x-editor-token": token } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new Error(String(answer.error ?? fill(words.answered, { status: String(response.status) })));
  return answer;
}

function act(element: Element | null, event: string, run: (event: Event) => Promise<void>): void {
  element?.addEventListener(event, (happened) => {
    happened.preventDefault();
    message.textContent = "";
    run(happened).catch((error: Error) => {
      message.textContent = error.name === "NotAllowedError" ? fill(words.passkeyNotUsed, {}) : error.message;
    });
  });
}

const field = (form: EventTarget | null, name: string): string =>
  String(new FormData(form as HTMLFormElement).get(name) ?? "");

act(document.getElementById("password-sign-in"), "submit", async (event) => {
  await call("/api/team/sign-in", { name: field(event.target, "name"), password: field(event.target, "password") });
  location.assign("/");
});

act(document.getElementById("passkey-sign-in"), "click", async () => {
  const optionsJSON = (await call("/api/team/passkey/options", {})) as never;
  const response = await startAuthentication({ optionsJSON });
  await call("/api/team/passkey/verify", { response });
  location.assign("/");
});

act(document.getElementById("invite-password"), "submit", async (event) => {
  await call("/api/team/invite/password", { code, password: field(event.target, "password") });
  location.assign("/");
});

act(document.getElementById("invite-passkey"), "click", async () => {
  const optionsJSON = (await call("/api/team/invite/passkey/options", { code })) as never;
  const response = await startRegistration({ optionsJSON });
  await call("/api/team/invite/passkey/verify", { code, response });
  location.assign("/");
});

/** A one-time link made for someone: shown once, selected to copy. */
function showLink(link: string, heading: string): void {
  const field = document.getElementById("invite-link") as HTMLInputElement;
  field.value = link;
  document.getElementById("link-heading")!.textContent = heading;
  document.getElementById("link-section")!.hidden = false;
  field.focus();
  field.select();
}

act(document.getElementById("invite"), "submit", async (event) => {
  const form = event.target as HTMLFormElement;
  const answer = await call("/api/team/invite", {
    name: field(form, "name"),
    role: field(form, "role"),
    languages: field(form, "languages")
      .split(",")
      .map((language) => language.trim())
      .filter(Boolean),
    mayPublish: field(form, "mayPublish") === "on",
  });
  showLink(String(answer.link), fill(words.oneTimeLink, { name: field(form, "name").trim() }));
});

for (const button of document.querySelectorAll<HTMLButtonElement>("button.new-link")) {
  act(button, "click", async () => {
    const answer = await call("/api/team/link", { name: button.dataset.name });
    showLink(String(answer.link), fill(words.newLink, { name: button.dataset.name ?? "" }));
  });
}

for (const button of document.querySelectorAll<HTMLButtonElement>("button.remove")) {
  act(button, "click", async () => {
    if (!confirm(fill(words.removeConfirm, { name: button.dataset.name ?? "" }))) return;
    await call("/api/team/remove", { name: button.dataset.name });
    location.reload();
  });
}

act(document.getElementById("sign-out"), "click", async () => {
  await call("/api/team/sign-out", {});
  location.assign("/sign-in");
});
