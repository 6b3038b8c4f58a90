/**
 * The live check: the very check `npm run validate` runs, on the server, shortly after the last edit. Not while a
 * save runs: the save checks the same site and answers with its problems, and the server would do the one after the
 * other (a check due just after Save was clicked made the save wait).
 */
import { useCallback, useEffect, useState, type RefObject } from "react";
import type { Site } from "../model/site.ts";
import * as api from "./api.ts";
import { useEditorLanguage } from "../i18n/useT.ts";
import type { Problem } from "./api.ts";

const CHECK_DELAY_MS = 250;

export function useLiveCheck(
  site: Site,
  siteRef: RefObject<Site>,
  /** The version the edits are sent as changes from, read when the check runs. */
  base: RefObject<api.Base>,
  saving: RefObject<boolean>,
  setProblems: (problems: Problem[]) => void,
): () => void {
  // Bumped when an edit made during a save was not checked for that reason.
  const [unchecked, setUnchecked] = useState(0);
  // A language just chosen: the problems are asked again, in its words.
  const language = useEditorLanguage();
  useEffect(() => {
    const timer = setTimeout(() => {
      if (saving.current) return;
      api
        .checkSite(site, base.current)
        .then((answer) => {
          if (siteRef.current === site) setProblems(answer.problems);
        })
        .catch(() => undefined);
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [site, unchecked, language, siteRef, base, saving, setProblems]);
  return useCallback(() => setUnchecked((n) => n + 1), []);
}
