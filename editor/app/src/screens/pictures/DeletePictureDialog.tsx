/**
 * Deleting a picture: asked to confirm when no page uses it, refused with the places using it when one does (the
 * server refuses it too, and says the pages the saved site shows it on).
 */
import { useState } from "react";
import { Dialog } from "../../components/Dialog.tsx";
import { ownerPlaceAndField } from "../../model/owner-place.ts";
import { ApiError, deleteImage } from "../../store/api.ts";
import { useStore } from "../../store/StoreProvider.tsx";
import { pictureName, type Picture } from "./picture-list.ts";
import { UseLink } from "./UseLink.tsx";
import { useT } from "../../i18n/useT.ts";

export function DeletePictureDialog({
  picture,
  onClose,
  onDeleted,
}: {
  picture: Picture;
  onClose: () => void;
  onDeleted: (src: string) => void;
}) {
  const { site, schema, removeImage } = useStore();
  const t = useT();
  const name = pictureName(picture.src);
  const [refusedOn, setRefusedOn] = useState<string[] | undefined>();
  const [failed, setFailed] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  if (picture.uses.length) {
    return (
      <Dialog title={t("settings.pictureDelete.cannot", { name })} onClose={onClose}>
        <p>{t("settings.pictureDelete.usedOn")}</p>
        <ul className="picture-uses">
          {picture.uses.map((use) => (
            <li key={use.path.join("/")}>
              <UseLink path={use.path}>{ownerPlaceAndField(use.path, site, schema)}</UseLink>
            </li>
          ))}
        </ul>
        <div className="dialog-actions">
          <CloseButton />
        </div>
      </Dialog>
    );
  }

  async function remove() {
    setBusy(true);
    try {
      await deleteImage(picture.src);
      removeImage(picture.src);
      onDeleted(picture.src);
    } catch (error) {
      const usedOn = error instanceof ApiError ? error.body.usedOn : undefined;
      if (Array.isArray(usedOn)) setRefusedOn(usedOn.map(String));
      else setFailed(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={t(refusedOn ? "settings.pictureDelete.cannotYet" : "settings.pictureDelete.confirm", { name })}
      onClose={onClose}
    >
      {refusedOn ? (
        <>
          <p>{t("settings.pictureDelete.savedShows")}</p>
          <ul className="picture-uses">
            {refusedOn.map((place) => (
              <li key={place}>{place}</li>
            ))}
          </ul>
          <div className="dialog-actions">
            <CloseButton />
          </div>
        </>
      ) : (
        <>
          <p>{t("settings.pictureDelete.noPage")}</p>
          {failed ? (
            <p role="alert" className="problem problem-error">
              {t("settings.pictureDelete.failed", { message: failed })}
            </p>
          ) : null}
          <div className="dialog-actions">
            <button type="button" className="danger" disabled={busy} onClick={() => void remove()}>
              {t("settings.pictureDelete.delete")}
            </button>
            <CloseButton words={t("common.cancel")} />
          </div>
        </>
      )}
    </Dialog>
  );
}

/** Closes the dialog it is in (its `onClose` follows, as for Escape). */
function CloseButton({ words }: { words?: string }) {
  const t = useT();
  return (
    <button type="button" onClick={(e) => e.currentTarget.closest("dialog")?.close()}>
      {words ?? t("common.close")}
    </button>
  );
}
