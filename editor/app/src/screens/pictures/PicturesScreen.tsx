/**
 * The Pictures screen: every picture of the site, where each is used and how it is described, found by name or
 * description; several added at once; one replaced everywhere in one step (one Undo, saved with Save); one no page
 * uses deleted.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { useAnnounce } from "../../components/Announcer.tsx";
import { ImageDialog } from "../../fields/ImageField.tsx";
import { useT } from "../../i18n/useT.ts";
import { useStore } from "../../store/StoreProvider.tsx";
import { withPictureReplaced } from "../../../../shared/picture-uses.ts";
import { DeletePictureDialog } from "./DeletePictureDialog.tsx";
import { PictureCard } from "./PictureCard.tsx";
import { findPictures, pictureName, picturesOf, type Picture } from "./picture-list.ts";
import { PictureUploads } from "./PictureUploads.tsx";
import "./pictures.css";

const describedNowhere = (picture: Picture) =>
  picture.uses.filter((use) => use.path[use.path.length - 1] !== "logo" && !use.alt?.trim()).length;

export function PicturesScreen() {
  const { images, site, saved, update } = useStore();
  const announce = useAnnounce();
  const t = useT();
  const [query, setQuery] = useState("");
  const [onlyUndescribed, setOnlyUndescribed] = useState(false);
  const [replacing, setReplacing] = useState<Picture | undefined>();
  const [deleting, setDeleting] = useState<Picture | undefined>();
  const [done, setDone] = useState<{ words: string; at: number } | undefined>();
  const doneRef = useRef<HTMLParagraphElement>(null);
  // The keyboard goes to what was done: the button pressed is gone with the picture replaced or deleted.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const pictures = useMemo(() => picturesOf(images, site, saved), [images, site, saved]);
  const found = useMemo(() => findPictures(pictures, query), [pictures, query]);
  const shown = onlyUndescribed ? found.filter((picture) => describedNowhere(picture) > 0) : found;
  const inUse = pictures.filter((picture) => picture.uses.length).length;
  const undescribed = pictures.reduce((sum, picture) => sum + describedNowhere(picture), 0);

  const say = (words: string) => {
    setDone({ words, at: Date.now() });
    announce(words);
  };

  function replace(from: Picture, to: string) {
    setReplacing(undefined);
    if (to === from.src) return;
    update((current) => withPictureReplaced(current, from.src, to));
    say(
      t("settings.pictures.replaced", {
        from: pictureName(from.src),
        to: pictureName(to),
        count: from.uses.length,
      }),
    );
  }

  return (
    <div className="screen pictures-screen">
      <h1>{t("settings.pictures.title")}</h1>
      <p className="lead">
        {t("settings.pictures.count", { count: pictures.length, inUse })}
        {undescribed ? "" : t("settings.pictures.allDescribed")}
      </p>
      {undescribed ? (
        <div className="problem problem-error pictures-undescribed">
          <p>{t("settings.pictures.undescribed", { count: undescribed })}</p>
          <button type="button" aria-pressed={onlyUndescribed} onClick={() => setOnlyUndescribed((only) => !only)}>
            {t("settings.pictures.onlyThose")}
          </button>
        </div>
      ) : null}
      <PictureUploads />
      <div className="pictures-find">
        <label htmlFor="pictures-find">{t("settings.pictures.find")}</label>
        <input id="pictures-find" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        <p role="status" className="field-help">
          {query.trim() || onlyUndescribed
            ? t("settings.pictures.found", { count: shown.length, total: pictures.length })
            : ""}
        </p>
      </div>
      {done ? (
        <p className="pictures-done" tabIndex={-1} ref={doneRef}>
          {done.words}
        </p>
      ) : null}
      <ul className="pictures">
        {shown.map((picture) => (
          <PictureCard
            key={picture.src}
            picture={picture}
            onReplace={() => setReplacing(picture)}
            onDelete={() => setDeleting(picture)}
          />
        ))}
      </ul>
      {replacing ? (
        <ImageDialog
          title={t("settings.pictures.instead", { name: pictureName(replacing.src) })}
          askAlt={false}
          onClose={() => setReplacing(undefined)}
          onChoose={(src) => replace(replacing, src)}
        />
      ) : null}
      {deleting ? (
        <DeletePictureDialog
          picture={deleting}
          onClose={() => setDeleting(undefined)}
          onDeleted={(src) => {
            setDeleting(undefined);
            say(t("settings.pictures.deleted", { name: pictureName(src) }));
          }}
        />
      ) : null}
    </div>
  );
}
