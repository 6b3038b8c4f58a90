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
  afterLoad(() => loadProvider(link.dataset.script));
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
 * Runs once the page has loaded and the browser is idle: a third-party script fetched earlier competes with the
 * page's own pictures (a new connection to another host), and delayed the largest picture of a page by about
 * 0.7 s in Lighthouse's mobile run. A click before then follows the link to the form's own page.
 */
function afterLoad(work: () => void) {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(() => work()) : setTimeout(work, 200));
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
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
