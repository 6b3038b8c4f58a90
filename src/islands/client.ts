import { estimate } from "./estimate.ts";
import { gallery } from "./gallery.ts";
import { map } from "./map.ts";
import { ISLAND_ATTRIBUTE, type IslandName } from "./marker.ts";
import { nav } from "./nav.ts";
import { notFound } from "./not-found.ts";

/*
 * The only code that runs in the browser. The server renders complete HTML; each element marked
 * data-island="name" gets its behaviour here. Plain DOM code: the behaviours need a few hundred bytes,
 * where hydrating React for them would cost about 60 KB.
 */
const behaviours: Record<IslandName, (element: HTMLElement) => void> = {
  nav,
  estimate,
  gallery,
  map,
  "not-found": notFound,
};

for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
  behaviours[element.getAttribute(ISLAND_ATTRIBUTE) as IslandName]?.(element);
}
