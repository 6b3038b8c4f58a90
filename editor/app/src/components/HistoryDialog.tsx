/**
 * The saves made so far, newest first: when, who and what each changed, in words; and a way back to the site as it
 * was before one. A restore is saved, said in the save status, and Undo takes it back.
 */
import { useEffect, useRef, useState } from "react";
import * as api from "../store/api.ts";
import { ownerPlace } from "../model/owner-place.ts";
import { byDay, partLine } from "../model/history-words.ts";
import { say } from "../model/owner-messages.ts";
import { timeOfDay } from "../model/save-status.ts";
import { editorLanguage } from "../i18n/language.ts";
import { t, useEditorLanguage } from "../i18n/useT.ts";
import { type JsonSchema } from "../model/schema.ts";
import { Dialog } from "./Dialog.tsx";
import { useStore } from "../store/StoreProvider.tsx";

/** "at 2:41 PM" today, "on Sat, Nov 28, at 2:41 PM" another day. */
export function when(version: api.Version, now = new Date()): string {
  if (!version.savedAt) return t("shell.history.atUnknownTime");
  const at = new Date(version.savedAt);
  const time = timeOfDay(at);
  if (at.toDateString() === now.toDateString()) return t("shell.history.atTime", { time });
  const day = at.toLocaleDateString(editorLanguage() === "es" ? "es" : [], {
    weekday: "short",
    month: "short",
    day: "numeric",
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: "numeric" }),
  });
  return t("shell.history.onDay", { day, time });
}

/** "Saved by Ana at 2:41 PM"; "Saved at 2:41 PM" where nobody was signed in (the local editor). */
export const savedWords = (version: api.Version): string =>
  t("shell.history.saved", {
    signed: version.savedBy ? "yes" : "no",
    who: version.savedBy ?? "",
    time: timeOf(version),
  });

/** "2:41 PM": the time of a save, under the heading of its day. */
const timeOf = (version: api.Version): string =>
  version.savedAt ? timeOfDay(new Date(version.savedAt)) : t("shell.history.timeUnknown");

/**
 * What a save changed, part by part ("Palm Tree Trimming: title and heading"): from the server's parts where it sent
 * them, else from the first places it changed ("Home page › Gallery, Footer and 3 more changes").
 */
export function changeLines(changed: NonNullable<api.Version["changed"]>, site: unknown, schema: JsonSchema): string[] {
  if (changed.parts?.length) return changed.parts.map((part) => partLine(part, site, schema));
  const names = [...new Set(changed.places.map((place) => ownerPlace(place, site, schema) ?? say("place.wholeSite")))];
  const more = changed.count - changed.places.length;
  return more > 0 ? [...names, t("shell.history.more", { count: more })] : names;
}

/** What a save changed, part by part, with the one text it changed, if one. */
function SaveChanges({ changed }: { changed: api.Version["changed"] }) {
  const { site, schema } = useStore();
  if (!changed) return null;
  if (changed.count === 0) return <p className="version-changed">{t("shell.history.nothing")}</p>;
  const lines = changeLines(changed, site, schema);
  return (
    <ul className="version-changed">
      {lines.map((line, n) => (
        <li key={n}>
          {line}
          {changed.text && lines.length === 1 ? t("shell.history.textChange", changed.text) : null}
        </li>
      ))}
    </ul>
  );
}

export function HistoryDialog({ onClose }: { onClose: () => void }) {
  const { baseHash, dirty, replaceFromDisk } = useStore();
  // Drawn again in the language the owner switches to.
  useEditorLanguage();
  const [versions, setVersions] = useState<api.Version[] | undefined>();
  const [message, setMessage] = useState<string | undefined>();
  // The control that opened the dialog (read before the dialog takes the focus): focused again once it is gone.
  const opener = useRef(document.activeElement as HTMLElement | null);
  useEffect(() => {
    api
      .listVersions()
      .then((answer) => setVersions(answer.versions))
      .catch((e: unknown) => setMessage(String(e)));
    const back = opener.current;
    return () => back?.focus();
  }, []);

  async function restore(version: api.Version) {
    const answer = await api.restoreVersion(version.id, baseHash);
    if (answer.kind === "saved") {
      const loaded = await api.loadSite();
      if ("data" in loaded && loaded.data) {
        replaceFromDisk(loaded.hash, loaded.data, {
          words: t("shell.history.restored", {
            signed: version.savedBy ? "yes" : "no",
            who: version.savedBy ?? "",
            when: when(version),
          }),
        });
      }
      onClose();
    } else if (answer.kind === "invalid") setMessage(t("shell.history.invalid"));
    else setMessage(t("shell.history.conflict", { signed: answer.savedBy ? "yes" : "no", who: answer.savedBy ?? "" }));
  }

  return (
    <Dialog title={t("shell.history.title")} onClose={onClose}>
      <p>{t("shell.history.intro")}</p>
      {dirty ? <p className="problem problem-warning">{t("shell.history.unsaved")}</p> : null}
      {message ? <p role="alert">{message}</p> : null}
      {versions?.length === 0 ? <p>{t("shell.history.empty")}</p> : null}
      {byDay(versions ?? []).map(([day, saves]) => (
        <section key={day} className="versions-day" aria-labelledby={`day-${saves[0]!.id}`}>
          <h3 id={`day-${saves[0]!.id}`}>{day}</h3>
          <ul className="versions">
            {saves.map((version) => (
              <li key={version.id}>
                <div>
                  <p className="version-saved">{savedWords(version)}</p>
                  <SaveChanges changed={version.changed} />
                </div>
                <button
                  type="button"
                  autoFocus={version.id === versions?.[0]?.id}
                  onClick={() =>
                    restore(version).catch((error: Error) =>
                      setMessage(
                        error instanceof api.ApiError && error.status === 403
                          ? t("shell.history.notAllowed")
                          : t("shell.history.failed", { reason: error.message }),
                      ),
                    )
                  }
                >
                  {t("shell.history.restore")}
                  <span className="visually-hidden"> {t("shell.history.restoreWhat")}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          {t("shell.history.close")}
        </button>
      </div>
    </Dialog>
  );
}
