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
