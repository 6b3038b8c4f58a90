/**
 * A map embed's address with the page's language, so the map's labels and buttons speak it rather than the
 * browser's. Each provider takes the language its own way; an address that already names one is left as written.
 */
interface MapProvider {
  /** The embed's host, and the path it starts with. */
  matches(url: URL): boolean;
  /** The query parameter that carries the language, and the language as the provider writes it. */
  parameter: string;
  value(tag: string): string;
}

const PROVIDERS: readonly MapProvider[] = [
  {
    // Google Maps embeds (maps?…&output=embed and maps/embed?pb=…) take hl, a language code like es.
    matches: (url) =>
      /^(www\.)?google\.[a-z.]+$|^maps\.google\.[a-z.]+$/.test(url.hostname) && url.pathname.startsWith("/maps"),
    parameter: "hl",
    value: (tag) => tag.split("-")[0]!.toLowerCase(),
  },
];

export function mapInLanguage(src: string, tag: string): string {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return src;
  }
  const provider = PROVIDERS.find((candidate) => candidate.matches(url));
  if (!provider || url.searchParams.has(provider.parameter)) return src;
  // Appended to the address as written, so the owner's own parameters keep their form (+ for spaces).
  const separator = url.search ? "&" : "?";
  const hash = src.indexOf("#");
  const [before, after] = hash < 0 ? [src, ""] : [src.slice(0, hash), src.slice(hash)];
  return `${before}${separator}${provider.parameter}=${encodeURIComponent(provider.value(tag))}${after}`;
}
