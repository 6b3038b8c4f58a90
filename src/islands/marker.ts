/** The attribute that marks server-rendered HTML as an island; its value names the behaviour. */
export const ISLAND_ATTRIBUTE = "data-island";

export type IslandName = "nav" | "estimate" | "gallery" | "map" | "not-found";

/** Spread onto an element to make it an island: `<nav {...island("nav")}>`. */
export function island(name: IslandName): Record<string, string> {
  return { [ISLAND_ATTRIBUTE]: name };
}
