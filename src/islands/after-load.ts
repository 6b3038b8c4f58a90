/**
 * How long after the load event a third party's request waits. The load event can come before the largest picture
 * is painted (the picture is decoded after it arrives); a third-party request started then (a new connection to
 * another host) delayed that paint in Lighthouse's mobile run where the two raced. THIRD_PARTY_DELAY_MS later, the
 * page's own first paint is done on any phone that loaded it at all.
 */
export const THIRD_PARTY_DELAY_MS = 2_000;

/**
 * Runs once the page has loaded, THIRD_PARTY_DELAY_MS have passed and the browser is idle: a third party fetched
 * earlier (the form's script, the map's page) competes with the page's own pictures.
 */
export function afterLoad(work: () => void) {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(() => work()) : work());
  const later = () => setTimeout(idle, THIRD_PARTY_DELAY_MS);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}
