import { afterLoad } from "./after-load.ts";

/** The form provider's global object, as its embed script defines it (Tally's popup API). */
interface FormProvider {
  openPopup(formId: string, options: { layout: string; width: number; autoClose: number }): void;
}

declare global {
  interface Window {
    Tally?: FormProvider;
  }
}

/**
 * An estimate button is a link to the form's own page. When the provider's script has loaded, a plain
 * click opens its popup instead; modified clicks (new tab) and a missing script keep the link.
 */
export function estimate(link: HTMLElement) {
  const load = () => loadProvider(link.dataset.script);
  afterLoad(load);
  // A visitor heading for the button gets the script at once: by the click it is often there.
  for (const intent of ["pointerover", "focusin", "touchstart"])
    link.addEventListener(intent, load, { once: true, passive: true });
  link.addEventListener("click", (event) => {
    const provider = window.Tally;
    if (!provider || typeof provider.openPopup !== "function") return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const { formId, layout, width, autoClose } = link.dataset;
    if (!formId) return;
    event.preventDefault();
    provider.openPopup(formId, { layout: layout ?? "modal", width: Number(width), autoClose: Number(autoClose) });
  });
}

/**
 * Adds the provider's embed script to the head once, asynchronously. Loaded from here rather than by a
 * <script src> in the HTML: the script is unversioned, so it cannot carry an integrity hash, and an external
 * script element without one costs the HTTP Observatory's subresource-integrity test.
 */
function loadProvider(src: string | undefined) {
  if (!src || document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  document.head.append(script);
}
