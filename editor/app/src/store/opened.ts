/** The site as the editor opened it, from which the translations left behind by a change are counted. */
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { anyBehind, sharedWith } from "../model/behind.ts";
import { keepOpened, readOpened } from "../model/drafts.ts";
import { setAt, type Path } from "../model/paths.ts";
import type { Site } from "../model/site.ts";

export function useOpened(file: string, loaded: Site, siteRef: RefObject<Site>) {
  const [opened, setOpened] = useState<Site>(loaded);
  const settle = useCallback((path: Path) => setOpened((site) => setAt(site, path, null) as Site), []);
  // A site opened before and kept (a translation was behind a change then) is where changes are counted from, so
  // closing the editor forgets none; once nothing is behind, it is forgotten.
  const [openedRead, setOpenedRead] = useState(false);
  useEffect(() => {
    readOpened(file)
      .then((kept) => {
        if (kept) setOpened(sharedWith(kept as Site, loaded));
      })
      .finally(() => setOpenedRead(true));
  }, [file, loaded]);
  useEffect(() => {
    if (openedRead) keepOpened(file, anyBehind(opened, siteRef.current) ? opened : undefined).catch(() => {});
    // Kept when it changes (read, settled, begun again after a save); a save with something behind keeps it too.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, openedRead]);
  const openedRef = useRef(opened);
  openedRef.current = opened;

  /** After a save of `saved`: nothing behind, changes are counted from it on; else the site opened is kept. */
  const afterSave = useCallback(
    (saved: Site) => {
      if (!anyBehind(openedRef.current, saved)) setOpened(saved);
      else keepOpened(file, openedRef.current).catch(() => {});
    },
    [file],
  );
  return { opened, settle, afterSave };
}
