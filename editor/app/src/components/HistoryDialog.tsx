/** The versions saved before, with what each changed, and a way to put one back. */
import { useEffect, useState } from "react";
import * as api from "../store/api.ts";
import { placeInEditorWords } from "../model/problem-words.ts";
import { type JsonSchema } from "../model/schema.ts";
import { Dialog } from "./Dialog.tsx";
import { useStore } from "../store/StoreProvider.tsx";

export const when = (version: api.Version) =>
  version.savedAt ? new Date(version.savedAt).toLocaleString() : version.id;

/** "Header › Item 2 › Label, Footer › Services heading and 3 more": the places the save after a version changed. */
export function changedWords(changed: NonNullable<api.Version["changed"]>, site: unknown, schema: JsonSchema): string {
  const names = [
    ...new Set(changed.places.map((place) => placeInEditorWords(place, site, schema) ?? "the whole file")),
  ];
  const more = changed.count - changed.places.length;
  if (more > 0) return `${names.join(", ")} and ${more} more`;
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : names[0]!;
}

export function HistoryDialog({ onClose }: { onClose: () => void }) {
  const { baseHash, dirty, replaceFromDisk, site, schema } = useStore();
  const [versions, setVersions] = useState<api.Version[] | undefined>();
  const [message, setMessage] = useState<string | undefined>();
  useEffect(() => {
    api
      .listVersions()
      .then((answer) => setVersions(answer.versions))
      .catch((e: unknown) => setMessage(String(e)));
  }, []);
  return (
    <Dialog title="Saved versions" onClose={onClose}>
      <p>Each save keeps the version it replaced. Restoring one saves it as the current file.</p>
      {dirty ? <p className="problem problem-warning">Restoring replaces your unsaved changes.</p> : null}
      {message ? <p role="alert">{message}</p> : null}
      {versions?.length === 0 ? <p>No earlier versions yet: they appear after the first save.</p> : null}
      <ul className="versions">
        {versions?.map((version) => (
          <li key={version.id}>
            <span>
              {when(version)}
              {version.bytes ? ` (${Math.round(version.bytes / 1024)} KB)` : ""}
              {version.changed?.count ? (
                <span className="version-changed">
                  Before a change to {changedWords(version.changed, site, schema)}
                  {version.changed.text ? (
                    <>
                      : “{version.changed.text.was}” became “{version.changed.text.now}”
                    </>
                  ) : null}
                </span>
              ) : null}
            </span>
            <button
              type="button"
              onClick={async () => {
                const answer = await api.restoreVersion(version.id, baseHash);
                if (answer.kind === "saved") {
                  const loaded = await api.loadSite();
                  if ("data" in loaded && loaded.data) replaceFromDisk(loaded.hash, loaded.data);
                  onClose();
                } else if (answer.kind === "invalid")
                  setMessage("That version no longer passes the check, so it was not restored.");
                else setMessage("site.json changed on disk meanwhile; reload the editor first.");
              }}
            >
              Restore<span className="visually-hidden"> the version of {when(version)}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
