/** The fields the owner typed in, or that a refused Save showed as errors, by their paths' keys. */
import { useCallback, useEffect, useRef, useState } from "react";
import { pathKey, type Path } from "../model/paths.ts";
import type { Site } from "../model/site.ts";
import { followTouched, type Touched } from "../model/touched.ts";

export function useTouched(site: Site) {
  const [touched, setTouched] = useState<Touched>(() => new Map());
  const touch = useCallback((path: Path) => {
    const key = pathKey(path);
    setTouched((map) => (map.has(key) ? map : new Map(map).set(key, path)));
  }, []);
  /** Pressed Save: a field left empty is a mistake now, marked as one. */
  const touchAll = useCallback((paths: readonly Path[]) => {
    setTouched((map) => new Map([...map, ...paths.map((path) => [pathKey(path), path] as const)]));
  }, []);
  // However the site changed (an edit, undo, a reload), a field typed in is followed to where it now is: a section
  // added above it leaves it typed in, and the new section's empty fields are still only to fill in.
  const followed = useRef(site);
  useEffect(() => {
    const before = followed.current;
    followed.current = site;
    setTouched((map) => followTouched(map, before, site));
  }, [site]);
  return { touched, touch, touchAll };
}
