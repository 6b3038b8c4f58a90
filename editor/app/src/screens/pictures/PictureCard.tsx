/**
 * One picture of the Pictures screen: how it looks, its name and size, each place the site shows it (a link to that
 * field) with the description given there, and Replace everywhere and Delete.
 */
import { ownerPlaceAndField } from "../../model/owner-place.ts";
import { previewUrl } from "../../store/api.ts";
import { useStore } from "../../store/StoreProvider.tsx";
import { useT } from "../../i18n/useT.ts";
import type { PictureUse } from "../../../../shared/picture-uses.ts";
import { pictureName, sizeInWords, type Picture } from "./picture-list.ts";
import { UseLink } from "./UseLink.tsx";

/** The logo sits beside the business's name: it has no description, and needs none (the check agrees). */
const isLogo = (use: PictureUse) => use.path[use.path.length - 1] === "logo";

export function PictureCard({
  picture,
  onReplace,
  onDelete,
}: {
  picture: Picture;
  onReplace: () => void;
  onDelete: () => void;
}) {
  const { site, schema } = useStore();
  const t = useT();
  const name = pictureName(picture.src);
  const headingId = `picture-${picture.src.replace(/[^A-Za-z0-9_-]/g, "-")}`;
  return (
    <li className="picture">
      {picture.file ? (
        <img src={previewUrl(picture.src)} alt="" loading="lazy" width={160} height={110} />
      ) : (
        <span className="picture-missing-file" aria-hidden="true" />
      )}
      <div className="picture-about">
        <h2 id={headingId}>{name}</h2>
        {picture.file ? (
          <p className="picture-size">{sizeInWords(picture.file)}</p>
        ) : (
          <p className="problem problem-error">{t("settings.picture.notInSite")}</p>
        )}
        {picture.uses.length ? (
          <>
            <p className="picture-used">{t("settings.picture.usedIn", { count: picture.uses.length })}</p>
            <ul className="picture-uses">
              {picture.uses.map((use) => (
                <li key={use.path.join("/")}>
                  <UseLink path={use.path}>{ownerPlaceAndField(use.path, site, schema)}</UseLink>
                  {isLogo(use) ? (
                    <span className="picture-description">{t("settings.picture.logo")}</span>
                  ) : use.alt?.trim() ? (
                    <span className="picture-description">{t("settings.picture.description", { alt: use.alt })}</span>
                  ) : (
                    <span className="problem problem-error">
                      {t("settings.picture.noDescription")}
                      <UseLink path={[...use.path, "alt"]}>
                        {t("settings.picture.addOne")}
                        <span className="visually-hidden">
                          {t("settings.picture.addOneAt", { place: ownerPlaceAndField(use.path, site, schema) ?? "" })}
                        </span>
                      </UseLink>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="picture-used">
            {t("settings.picture.unused")}
            {picture.usedWhenSaved ? t("settings.picture.savedStillUses") : ""}
          </p>
        )}
        <div className="picture-actions">
          {picture.uses.length ? (
            <button type="button" onClick={onReplace}>
              {t("settings.picture.replace")}
              <span className="visually-hidden"> {name}</span>
            </button>
          ) : null}
          {picture.file ? (
            <button type="button" onClick={onDelete}>
              {t("settings.picture.delete")}
              <span className="visually-hidden"> {name}</span>
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
