import { afterLoad } from "./after-load.ts";

/**
 * Adds the map's frame when its place comes within a screen's height of the viewport, and not before the page's
 * own first paint is done (afterLoad). A lazy <iframe> alone starts loading much earlier (browsers use generous
 * distances on slow networks), and the map provider's page then competes with the site's first paint, which made
 * the mobile LCP of a page with its map in the first screen slow in some runs.
 */
export function map(container: HTMLElement) {
  const show = () => {
    const frame = document.createElement("iframe");
    frame.src = container.dataset.src ?? "";
    frame.title = container.dataset.title ?? "";
    frame.referrerPolicy = "no-referrer-when-downgrade";
    frame.width = "600";
    frame.height = "450";
    container.append(frame);
  };
  afterLoad(() => {
    if (!("IntersectionObserver" in window)) return show();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        show();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(container);
  });
}
