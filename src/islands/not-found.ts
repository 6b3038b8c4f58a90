/** Tells whoever looks at the console which address was missing, as the not-found page promises. */
export function notFound(section: HTMLElement) {
  console.warn(section.dataset.message ?? "", window.location.pathname);
}
