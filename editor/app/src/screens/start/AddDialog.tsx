/** The dialog that adds a page or a post, or another language's version of one. */
import { useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import {
  dropOldAddress,
  leadToVersion,
  oldAddresses,
  oldAddressTarget,
  relink,
} from "../../../../../src/site/links.ts";
import { blockTypesIn } from "../../../../../src/validate/rules/heroes.ts";
import { emptyValue, type JsonSchema } from "../../model/schema.ts";
import { useLanguageName, useT } from "../../i18n/useT.ts";
import { behindIn } from "../../model/behind.ts";
import { byAddress, translationOf, withLanguageWords } from "../../model/translations.ts";
import { useStore } from "../../store/StoreProvider.tsx";
import type { Collection, Entry, Site } from "../../model/site.ts";
import { Dialog } from "../../components/Dialog.tsx";
import {
  addresses,
  addressProblem,
  folderOf,
  languagesOf,
  suggestedAddress,
  today,
  versionAddresses,
  versionPlace,
} from "../../model/addresses.ts";
import { AddressError } from "./RenameDialog.tsx";

/**
 * Adds a page or post: its title, what it starts from and its address. With `version`, the version in another
 * language of the page at `index`: a copy of it, in that language, naming it as its original (`translationOf`), for
 * the owner to translate. With `from`, a copy of the page at that index (its Duplicate), named and placed here.
 */
export function AddDialog({
  collection,
  onClose,
  version,
  from,
}: {
  collection: Collection;
  onClose: () => void;
  version?: { index: number; language: string };
  from?: number;
}) {
  const { site, update, schema } = useStore();
  const navigate = useNavigate();
  const t = useT();
  const languageName = useLanguageName();
  const list = (site[collection] as Entry[]) ?? [];
  const recordSchema = schema.properties?.[collection]?.items as JsonSchema;
  const pattern = recordSchema.properties?.path?.pattern;
  const kind = collection === "pages" ? "page" : "post";
  // An empty post goes in the blog of the site's own language (its labels' blogPath), where the rules want it.
  const blogPath = (site.labels as { blogPath?: unknown } | undefined)?.blogPath;
  const blankFolder =
    collection === "pages"
      ? "/"
      : typeof blogPath === "string" && blogPath !== "/"
        ? `${blogPath}/`
        : folderOf(list[0], "/");
  const [title, setTitle] = useState("");
  // A new page starts empty: a copy of another (the home page's hero, its service type) is chosen, never assumed. A
  // post starts as a copy of the first, which holds the blog's usual sections.
  const [template, setTemplate] = useState(
    version
      ? String(version.index)
      : from !== undefined
        ? String(from)
        : collection === "posts" && list.length
          ? "0"
          : "blank",
  );
  // The address follows the title and the chosen start until the owner writes one.
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [tried, setTried] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const pathRef = useRef<HTMLInputElement>(null);
  const serviceRef = useRef<HTMLInputElement>(null);
  const original = version ? list[version.index] : undefined;
  // A copy of a service page is a service page (search engines are told so): the service it offers is said here, and
  // follows the title until the owner writes one, where a copy kept the other page's service unseen.
  const copied = version || template === "blank" ? undefined : list[Number(template)];
  const isService = (copied?.structuredData as { type?: unknown } | undefined)?.type === "Service";
  const [serviceTyped, setServiceTyped] = useState<string | undefined>(undefined);
  const serviceShown = serviceTyped ?? title.split(" | ")[0]!.trim();
  const service = serviceShown.trim();
  const noService = isService && !service;
  const copiedService = String((copied?.structuredData as { serviceType?: unknown } | undefined)?.serviceType ?? "");
  const place = original && version ? versionPlace(site, collection, original, version.language) : undefined;
  const folder = place?.folder ?? (template === "blank" ? blankFolder : folderOf(list[Number(template)], blankFolder));
  // An old address that leads on already is not offered; written by the owner, the new page answers it instead.
  const path = typed ?? place?.home ?? suggestedAddress(title, folder, [...addresses(site), ...oldAddresses(site)]);
  const leadsOn = oldAddressTarget(site, path);
  const noTitle = !title.trim();
  const badPath = addressProblem(site, pattern, path);
  // The address is worth a word once the owner wrote it, or tried to add with a title it still does not follow from.
  const sayPath = typed !== undefined || (tried && !noTitle);
  return (
    <Dialog
      title={
        original && version
          ? t("add.versionTitle", {
              language: languageName(version.language),
              name: String(original.title ?? original.path),
            })
          : from !== undefined && list[from]
            ? t("add.duplicateTitle", { name: String(list[from].title ?? list[from].path) })
            : t(kind === "page" ? "start.addPage" : "start.addPost")
      }
      onClose={onClose}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (noTitle || badPath || noService) {
            // Said at each field, and the first one to mend is where the keyboard goes.
            setTried(true);
            (noTitle ? titleRef : badPath ? pathRef : serviceRef).current?.focus();
            return;
          }
          let record: Entry;
          if (template === "blank") {
            record = emptyValue(recordSchema) as Entry;
            // One section of the first type the record may hold: a page's hero, a post's text.
            const first = recordSchema.properties?.blocks?.items;
            const variants = first?.oneOf ?? first?.anyOf ?? [];
            const typeOf = (variant: JsonSchema) => variant.properties?.type?.const;
            const allowed = blockTypesIn(
              kind,
              variants.map((variant) => String(typeOf(variant))),
            );
            const variant = variants.find((v) => allowed.includes(String(typeOf(v))));
            record.blocks = variant ? [emptyValue(variant)] : [];
          } else {
            // A copy is a page of its own, not a second translation of the page the copied one translates.
            const { translationOf: _, ...copy } = structuredClone(list[Number(template)]!);
            record = copy;
          }
          record = { ...record, title: title.trim(), path };
          if (isService) record.structuredData = { type: "Service", serviceType: service };
          if (recordSchema.properties?.heading) {
            // The headline visitors read is the title before its " | " (the business's name); a copy's was the other's.
            const { heading: _, ...rest } = record;
            const headline = title.trim().split(" | ")[0]!.trim();
            record = headline && headline !== title.trim() ? { ...rest, heading: headline } : rest;
          }
          if (recordSchema.properties?.published) {
            // A new post is published today: a copy's dates, and the date it showed, were the other post's.
            const { displayDate: _, ...rest } = record;
            record = { ...rest, published: today(), ...("modified" in record ? { modified: today() } : {}) };
          }
          if (original && version) {
            // In its language (the default one is written as no language at all), naming the page it translates.
            const { language: _, translationOf: __, ...rest } = record;
            const isDefault = languagesOf(site)[0]?.tag === version.language;
            record = { ...rest, ...(isDefault ? {} : { language: version.language }), translationOf: original.path };
            record = relink(record, versionAddresses(site, version.language)) as Entry;
            record = withLanguageWords(record, site, isDefault ? undefined : version.language);
          }
          update((s) => {
            const added = dropOldAddress({ ...s, [collection]: [...((s[collection] as Entry[]) ?? []), record] }, path);
            // That language's pages and menus led to the original while it had no version there: now to this one.
            return (
              original?.path && version ? leadToVersion(added, version.language, original.path, path) : added
            ) as Site;
          });
          onClose();
          navigate(`/${collection}/${list.length}`);
        }}
      >
        {version ? (
          <p>
            {t(kind === "page" ? "add.versionIntroPage" : "add.versionIntroPost", {
              language: languageName(version.language),
              original: String(original?.path ?? ""),
            })}
          </p>
        ) : null}
        <div className="field">
          <label className="field-label" htmlFor="new-title">
            {t("add.title")}
          </label>
          <input
            id="new-title"
            ref={titleRef}
            value={title}
            autoFocus
            aria-invalid={tried && noTitle ? true : undefined}
            aria-describedby={tried && noTitle ? "title-error" : undefined}
            onChange={(e) => setTitle(e.target.value)}
          />
          {tried && noTitle ? (
            <p className="problem problem-error" id="title-error" role="alert">
              {t(kind === "page" ? "add.noTitlePage" : "add.noTitlePost")}
            </p>
          ) : null}
        </div>
        {version ? null : (
          <div className="field">
            <label className="field-label" htmlFor="new-template">
              {t("add.startFrom")}
            </label>
            <select id="new-template" value={template} onChange={(e) => setTemplate(e.target.value)}>
              {list.map((entry, i) => (
                <option key={i} value={String(i)}>
                  {t("add.copyOf", { name: String(entry.title ?? entry.path), address: String(entry.path) })}
                </option>
              ))}
              <option value="blank">{t(kind === "page" ? "add.emptyPage" : "add.emptyPost")}</option>
            </select>
          </div>
        )}
        {isService ? (
          <div className="field">
            <label className="field-label" htmlFor="new-service">
              {t("add.service")}
            </label>
            <input
              id="new-service"
              ref={serviceRef}
              value={serviceShown}
              aria-invalid={tried && noService ? true : undefined}
              aria-describedby={tried && noService ? "service-help service-error" : "service-help"}
              onChange={(e) => setServiceTyped(e.target.value)}
            />
            <p className="field-help" id="service-help">
              {t("add.serviceHelp", { service: copiedService })}
            </p>
            {tried && noService ? (
              <p className="problem problem-error" id="service-error" role="alert">
                {t("add.noService")}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="field">
          <label className="field-label" htmlFor="new-path">
            {t("add.address")}
          </label>
          <input
            id="new-path"
            ref={pathRef}
            value={path}
            aria-invalid={sayPath && badPath ? true : undefined}
            aria-describedby={leadsOn === undefined ? "address-error" : "address-error address-old"}
            onChange={(e) => setTyped(e.target.value.trim())}
          />
          {sayPath ? <AddressError site={site} value={path} /> : null}
          {leadsOn !== undefined && !badPath ? (
            <p className="field-help" id="address-old">
              {t(kind === "page" ? "add.oldAddressPage" : "add.oldAddressPost", { address: path, target: leadsOn })}
            </p>
          ) : null}
        </div>
        <div className="dialog-actions">
          <button type="submit" className="primary">
            {version
              ? t("start.addVersion", { language: languageName(version.language) })
              : t(kind === "page" ? "add.addPage" : "add.addPost")}
          </button>
          <button type="button" onClick={onClose}>
            {t("common.cancel")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Beside a translation, how many of its texts are still word for word its original's, and how many still read as
 * before a change to the original since the editor opened (behind.ts).
 */
export function LeftToTranslate({
  collection,
  index,
  originals,
}: {
  collection: Collection;
  index: number;
  originals: { now: ReturnType<typeof byAddress>; opened: ReturnType<typeof byAddress> };
}) {
  const { site, opened } = useStore();
  const t = useT();
  const languageName = useLanguageName();
  const translation = translationOf(site, collection, index, originals.now);
  if (!translation) return null;
  const left = behindIn(opened, site, collection, index, originals);
  const pictures = left.filter((text) => text.picture).length;
  const behind = left.length - pictures;
  const from = languageName(translation.original.language);
  const count = translation.same.length;
  return (
    <>
      {count ? <span className="badge-todo">{t("start.sameAs", { count, language: from })}</span> : null}
      {behind ? <span className="badge-todo">{t("start.behind", { count: behind, language: from })}</span> : null}
      {pictures ? (
        <span className="badge-todo">{t("start.picturesReplaced", { count: pictures, language: from })}</span>
      ) : null}
    </>
  );
}
