/**
 * The saves made so far, newest first: when, who and what each changed, in words; and a way back to the site as it
 * was before one. A restore is saved, said in the save status, and Undo takes it back.
 */
import { useEffect, useRef, useState } from "react";
import * as api from "../store/api.ts";
import { ownerPlace } from "../model/owner-place.ts";
import { byDay, partLine } from "../model/history-words.ts";
import { say } from "../model/owner-messages.ts";
import { type JsonSchema } from "../model/schema.ts";
import { Dialog } from "./Dialog.tsx";
import { useStore } from "../store/StoreProvider.tsx";

/** "at 2:41 PM" today, "on Sat, Nov 28, at 2:41 PM" another day. */
export function when(version: api.Version, now = new Date()): string {
  if (!version.savedAt) return say("history.atUnknownTime");
  const at = new Date(version.savedAt);
  const time = at.toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });
  if (at.toDateString() === now.toDateString()) return say("history.atTime", { time });
  const day = at.toLocaleDateString([], {
    weekday: "short",
    month: "short",
    day: "numeric",
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: "numeric" }),
  });
  return say("history.onDay", { day, time });
}

/** "Saved by Ana at 2:41 PM"; "Saved at 2:41 PM" where nobody was signed in (the local editor). */
export const savedWords = (version: api.Version): string =>
  say("history.saved", { signed: version.savedBy ? "yes" : "no", who: version.savedBy ?? "", time: timeOf(version) });

/** "2:41 PM": the time of a save, under the heading of its day. */
const timeOf = (version: api.Version): string =>
  version.savedAt
    ? new Date(version.savedAt).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" })
    : say("history.timeUnknown");

/**
 * What a save changed, part by part ("Palm Tree Trimming: title and heading"): from the server's parts where it sent
 * them, else from the first places it changed ("Home page › Gallery, Footer and 3 more changes").
 */
export function changeLines(changed: NonNullable<api.Version["changed"]>, site: unknown, schema: JsonSchema): string[] {
  if (changed.parts?.length) return changed.parts.map((part) => partLine(part, site, schema));
  const names = [...new Set(changed.places.map((place) => ownerPlace(place, site, schema) ?? say("place.wholeSite")))];
  const more = changed.count - changed.places.length;
  return more > 0 ? [...names, say("history.more", { count: more })] : names;
}

/** What a save changed, part by part, with the one text it changed, if one. */
function SaveChanges({ changed }: { changed: api.Version["changed"] }) {
  const { site, schema } = useStore();
  if (!changed) return null;
  if (changed.count === 0) return <p className="version-changed">{say("history.nothing")}</p>;
  const lines = changeLines(changed, site, schema);
  return (
    <ul className="version-changed">
      {lines.map((line, n) => (
        <li key={n}>
          {line}
          {changed.text && lines.length === 1 ? say("history.textChange", changed.text) : null}
        </li>
      ))}
    </ul>
  );
}

export function HistoryDialog({ onClose }: { onClose: () => void }) {
  const { baseHash, dirty, replaceFromDisk } = useStore();
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
          words: say("history.restored", {
            signed: version.savedBy ? "yes" : "no",
            who: version.savedBy ?? "",
            when: when(version),
          }),
        });
      }
      onClose();
    } else if (answer.kind === "invalid") setMessage(say("history.invalid"));
    else setMessage(say("history.conflict", { signed: answer.savedBy ? "yes" : "no", who: answer.savedBy ?? "" }));
  }

  return (
    <Dialog title={say("history.title")} onClose={onClose}>
      <p>{say("history.intro")}</p>
      {dirty ? <p className="problem problem-warning">{say("history.unsaved")}</p> : null}
      {message ? <p role="alert">{message}</p> : null}
      {versions?.length === 0 ? <p>{say("history.empty")}</p> : null}
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
                          ? say("history.notAllowed")
                          : say("history.failed", { reason: error.message }),
                      ),
                    )
                  }
                >
                  {say("history.restore")}
                  <span className="visually-hidden"> {say("history.restoreWhat")}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          {say("history.close")}
        </button>
      </div>
    </Dialog>
  );
}
