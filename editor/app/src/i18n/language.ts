/**
 * The editor's own language: English or Spanish, as the person chose (remembered in this browser), else as their
 * browser prefers; "xx" is the pseudo-language the tests use to find words not yet in the catalogues. Held outside
 * React, so the words of a field's label (model/schema.ts) follow it too; <html lang> follows it.
 */
export const EDITOR_LANGUAGES = ["en", "es"] as const;
export type EditorLanguage = (typeof EDITOR_LANGUAGES)[number] | "xx";

/** Where the choice is remembered. */
export const LANGUAGE_KEY = "editor-language";

const isLanguage = (value: unknown): value is EditorLanguage =>
  value === "xx" || (EDITOR_LANGUAGES as readonly unknown[]).includes(value);

function remembered(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** The first of the browser's languages the editor speaks (es-MX is Spanish), else English. */
export function fromBrowser(preferred: readonly string[]): EditorLanguage {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split("-")[0];
    if (base === "en" || base === "es") return base;
  }
  return "en";
}

/** The pages the server draws itself (signing in, the Team) have no app to ask in: they read this cookie. */
function tellServer(language: EditorLanguage): void {
  if (typeof document !== "undefined")
    document.cookie = `${LANGUAGE_KEY}=${language}; Path=/; Max-Age=31536000; SameSite=Strict`;
}

function initial(): EditorLanguage {
  const chosen = remembered();
  if (isLanguage(chosen)) {
    // A choice made before the cookie existed reaches those pages too.
    tellServer(chosen);
    return chosen;
  }
  return typeof navigator === "undefined" ? "en" : fromBrowser(navigator.languages ?? [navigator.language]);
}

let current: EditorLanguage = initial();
const listeners = new Set<() => void>();

/** <html lang>: the pseudo-language is English underneath. */
function showLanguage() {
  if (typeof document !== "undefined") document.documentElement.lang = current === "es" ? "es" : "en";
}
showLanguage();

export const editorLanguage = (): EditorLanguage => current;

export function chooseLanguage(language: EditorLanguage): void {
  current = language;
  tellServer(language);
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // a browser that keeps nothing: the choice lasts until the page is closed
  }
  showLanguage();
  for (const listener of listeners) listener();
}

export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
