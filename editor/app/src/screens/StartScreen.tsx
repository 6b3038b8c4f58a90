/**
 * The start screen: every page (title and address) and post, found by typing, each opened, duplicated,
 * moved to a new address (every link to it follows) or deleted (links to it are listed and sent elsewhere first).
 */
import { useMemo, useRef, useState, useEffect, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { slugify } from "../../../../src/validate/report/address-mistakes.ts";
import {
  languageFolder,
  siteLanguages,
  versionsOf,
  type SiteLanguage,
  type Version,
} from "../../../../src/site/languages.ts";
import {
  dropOldAddress,
  leadToVersion,
  linksTo,
  moveAddress,
  oldAddresses,
  oldAddressTarget,
  relink,
  removeLinkItems,
  untiedFrom,
  type LinkPlace,
} from "../../../../src/site/links.ts";
import { blockTypesIn } from "../../../../src/validate/rules/heroes.ts";
import { emptyValue, labelFor, partTitle, type JsonSchema } from "../model/schema.ts";
import { languageName, placeInEditorWords } from "../model/problem-words.ts";
import { behindIn } from "../model/behind.ts";
import { byAddress, translationOf } from "../model/translations.tsx";
import { getAt, useStore } from "../store/StoreProvider.tsx";
import { jumpTo } from "../components/jump.ts";
import type { Site } from "../store/api.ts";
import type { SiteData } from "../../../../schema/site.ts";

type Collection = "pages" | "posts";
type Entry = { title?: string; path?: string; blocks?: unknown[] } & Record<string, unknown>;

const SHOWN = 100;

export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (!ref.current?.open) ref.current?.showModal();
  }, []);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="dialog-title" onClose={onClose}>
      <h2 id="dialog-title">{title}</h2>
      {children}
    </dialog>
  );
}

function addresses(site: Site): string[] {
  return (["pages", "posts"] as const).flatMap((c) => ((site[c] as Entry[]) ?? []).map((e) => String(e.path ?? "")));
}

function AddressError({ site, value, own }: { site: Site; value: string; own?: string }) {
  const { schema } = useStore();
  const pattern = schema.properties?.pages?.items?.properties?.path?.pattern;
  let message = "";
  if (pattern && !new RegExp(pattern).test(value))
    message = "An address starts with / and uses lower-case letters, digits and single hyphens, like /tree-removal.";
  else if (value !== own && addresses(site).includes(value))
    message = `${value} is already the address of another page.`;
  return message ? (
    <p className="problem problem-error" id="address-error" role="alert">
      {message}
    </p>
  ) : null;
}

function addressProblem(site: Site, pattern: string | undefined, value: string, own?: string): boolean {
  return (
    (pattern !== undefined && !new RegExp(pattern).test(value)) || (value !== own && addresses(site).includes(value))
  );
}

/**
 * The links a rename or a deletion changes, each named as the editor's screens and the problems name a place
 * (“Header › Item 2 › Link 7 › Link”), not by the file's keys; the first 50.
 */
function LinkPlaces({ places, site, schema }: { places: LinkPlace[]; site: Site; schema: JsonSchema }) {
  return (
    <ul className="link-places">
      {places.slice(0, 50).map((p, i) => {
        const words = placeInEditorWords(p.path, site, schema) ?? p.place;
        return <li key={i}>{p.place.startsWith("a link inside the text") ? `A link in ${words}` : words}</li>;
      })}
    </ul>
  );
}

function RenameDialog({ collection, index, onClose }: { collection: Collection; index: number; onClose: () => void }) {
  const { site, update, schema } = useStore();
  const entry = (site[collection] as Entry[])[index]!;
  const from = String(entry.path);
  const [to, setTo] = useState(from);
  const [keepOld, setKeepOld] = useState(true);
  const places = linksTo(site, from).filter(
    (p) => !(p.path[0] === collection && p.path[1] === index && p.path[2] === "path"),
  );
  const pattern = schema.properties?.pages?.items?.properties?.path?.pattern;
  const bad = to === from || addressProblem(site, pattern, to, from);
  return (
    <Dialog title={`Change the address of “${entry.title ?? from}”`} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (bad) return;
          update((s) => moveAddress(s, from, to, keepOld) as Site);
          onClose();
        }}
      >
        <label className="field-label" htmlFor="new-address">
          New address
        </label>
        <input
          id="new-address"
          value={to}
          autoFocus
          aria-describedby="address-error"
          onChange={(e) => setTo(e.target.value.trim())}
        />
        {to !== from ? <AddressError site={site} value={to} own={from} /> : null}
        <p>
          {places.length === 0
            ? "No other link on the site leads here."
            : `${places.length} ${places.length === 1 ? "link leads" : "links lead"} here and will follow the new address:`}
        </p>
        {places.length ? <LinkPlaces places={places} site={site} schema={schema} /> : null}
        <div className="field-check">
          <input type="checkbox" id="keep-old" checked={keepOld} onChange={(e) => setKeepOld(e.target.checked)} />
          <label htmlFor="keep-old">
            Keep {from} working: send its visitors on to the page (links from other websites, bookmarks and search
            results use it)
          </label>
        </div>
        <div className="dialog-actions">
          <button type="submit" className="primary" disabled={bad}>
            Change the address
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function DeleteDialog({ collection, index, onClose }: { collection: Collection; index: number; onClose: () => void }) {
  const { site, update, schema } = useStore();
  const list = site[collection] as Entry[];
  const entry = list[index]!;
  const from = String(entry.path);
  const places = linksTo(site, from).filter((p) => p.path[0] !== collection || p.path[1] !== index);
  const others = addresses(site).filter((a) => a !== from);
  const [target, setTarget] = useState(others.includes("/") ? "/" : (others[0] ?? ""));
  const [mode, setMode] = useState<"remove" | "redirect">("remove");
  // Its address kept leading on (an old address), to the page chosen: not by default, as a page gone is not always
  // replaced by another (search engines treat a move to an unrelated page as a page not found).
  const [keepOld, setKeepOld] = useState(false);
  const options = (
    <select id="redirect-links" value={target} onChange={(e) => setTarget(e.target.value)}>
      {others.map((a) => (
        <option key={a} value={a}>
          {a}
        </option>
      ))}
    </select>
  );
  return (
    <Dialog title={`Delete “${entry.title ?? from}”?`} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          update((s) => {
            // Its translations stay, as pages of their own (no longer tied to an original).
            const without = { ...s, [collection]: (s[collection] as Entry[]).filter((_, i) => i !== index) };
            const copy = untiedFrom(without, new Set([from])) as Site;
            if (!keepOld && !places.some((p) => p.path.at(-1) !== "translationOf")) return copy;
            const kept = mode === "remove" ? (removeLinkItems(copy, from) as Site) : copy;
            return moveAddress(kept, from, target, keepOld) as Site;
          });
          onClose();
        }}
      >
        {places.length ? (
          <>
            <p>
              {places.length} {places.length === 1 ? "link leads" : "links lead"} to {from}. So that none is left
              leading nowhere, choose what becomes of them:
            </p>
            <LinkPlaces places={places} site={site} schema={schema} />
            <fieldset className="field-group">
              <legend>What to do with these links</legend>
              <div className="field-check">
                <input
                  type="radio"
                  id="links-remove"
                  name="links"
                  checked={mode === "remove"}
                  onChange={() => setMode("remove")}
                />
                <label htmlFor="links-remove">
                  Remove its entries from the menus, the footer and the buttons; send links inside texts elsewhere
                </label>
              </div>
              <div className="field-check">
                <input
                  type="radio"
                  id="links-redirect"
                  name="links"
                  checked={mode === "redirect"}
                  onChange={() => setMode("redirect")}
                />
                <label htmlFor="links-redirect">Send every one of them to another page</label>
              </div>
            </fieldset>
            <label className="field-label" htmlFor="redirect-links">
              Send the links that stay to
            </label>
            {options}
          </>
        ) : (
          <p>No link on the site leads to {from}.</p>
        )}
        <div className="field-check">
          <input type="checkbox" id="keep-deleted" checked={keepOld} onChange={(e) => setKeepOld(e.target.checked)} />
          <label htmlFor="keep-deleted">
            Keep {from} working: send its visitors to {places.length ? "that page" : "another page"} (for a page that
            replaces it: links from other websites, bookmarks and search results use its address)
          </label>
        </div>
        {keepOld && !places.length ? (
          <>
            <label className="field-label" htmlFor="redirect-links">
              Send its visitors to
            </label>
            {options}
          </>
        ) : null}
        <p>You can undo this until you save, and restore a saved version from History afterwards.</p>
        <div className="dialog-actions">
          <button type="submit" className="danger">
            Delete {collection === "pages" ? "the page" : "the post"}
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The folder a new page or post started from `entry` goes in: its language's when it is that language's home page (a
 * copy of /es goes in /es/), else the entry's own (a copy of /blog/a-post or /es/contacto goes in /blog/ or /es/).
 */
export function folderOf(entry: Entry | undefined, otherwise: string): string {
  if (typeof entry?.path !== "string") return otherwise;
  if (typeof entry.language === "string" && entry.path === languageFolder(entry.language)) return `${entry.path}/`;
  return entry.path.replace(/\/[^/]*$/, "/");
}

/**
 * The address a new page titled `title` is offered in `folder`: its title up to a " | " (the part after it is most
 * often the business's name) in address words, made free with -2, -3 when another page has it; the folder alone
 * when the title has no letter or digit.
 */
export function suggestedAddress(title: string, folder: string, taken: readonly string[]): string {
  const words = slugify(title.split(" | ")[0]!.replace(/\//g, " ")).slice(1);
  if (!words) return folder;
  const first = `${folder}${words}`;
  let address = first;
  for (let n = 2; taken.includes(address); n++) address = `${first}-${n}`;
  return address;
}

/** The site's languages, the default first; none while the file is too broken to say (the check says why). */
function languagesOf(site: Site): SiteLanguage[] {
  try {
    const languages = siteLanguages(site as unknown as SiteData);
    return languages.every((language) => typeof language.tag === "string") ? languages : [];
  } catch {
    return [];
  }
}

/** The versions of the page or post at `path` (the site's own versionsOf); none while the file is too broken to say. */
function versionsAt(site: Site, path: string): Version[] {
  try {
    return versionsOf(site as unknown as SiteData, path);
  } catch {
    return [];
  }
}

/**
 * The languages a page or post has no version in yet, as the check's advice counts them: an original (it translates
 * nothing) of a site in two languages or more, and no page or post names it as its original in that language.
 */
export function missingVersions(site: Site, entry: Entry): string[] {
  const languages = languagesOf(site);
  if (languages.length < 2 || entry.translationOf !== undefined || typeof entry.path !== "string") return [];
  const own = typeof entry.language === "string" ? entry.language : languages[0]!.tag;
  const have = new Set(versionsAt(site, entry.path).map((version) => version.language.tag));
  return languages.map((language) => language.tag).filter((tag) => tag !== own && !have.has(tag));
}

/**
 * For each page or post that has a version in `tag`, its address and that version's: a copy being translated into
 * Spanish then links to the Spanish pages (/about to /es/nosotros) where the site has them.
 */
export function versionAddresses(site: Site, tag: string): Map<string, string> {
  const to = new Map<string, string>();
  for (const entry of (["pages", "posts"] as const).flatMap((c) => (site[c] as Entry[] | undefined) ?? [])) {
    if (typeof entry.path !== "string") continue;
    const there = versionsAt(site, entry.path).find((version) => version.language.tag === tag);
    if (there && there.path !== entry.path) to.set(entry.path, there.path);
  }
  return to;
}

/**
 * Where the version in `tag` of `entry` goes: a post in that language's blog (its labels' blogPath); a page in that
 * language's folder, in the folder the original is in there (/services/x in Spanish: /es/services/); a home page, at
 * that language's home, which the title does not change.
 */
export function versionPlace(
  site: Site,
  collection: Collection,
  entry: Entry,
  tag: string,
): { folder: string; home?: string } {
  const languages = languagesOf(site);
  const language = languages.find((l) => l.tag === tag) ?? languages[0]!;
  const from = languages.find((l) => !l.isDefault && l.tag === entry.language);
  const path = String(entry.path ?? "/");
  // The original's address in its own language's folder taken off: /es/contacto is /contacto there.
  const inside =
    from && (path === from.prefix || path.startsWith(`${from.prefix}/`)) ? path.slice(from.prefix.length) || "/" : path;
  if (inside === "/") return { folder: `${language.prefix}/`, home: language.home };
  const labels = language.isDefault
    ? site.labels
    : (site.languages as { language?: string; labels?: unknown }[] | undefined)?.find((l) => l.language === tag)
        ?.labels;
  const blogPath = (labels as { blogPath?: unknown } | undefined)?.blogPath;
  if (collection === "posts" && typeof blogPath === "string" && blogPath !== "/") return { folder: `${blogPath}/` };
  return { folder: `${language.prefix}${folderOf({ path: inside }, "/")}` };
}

/** Today's date where the owner is, as site.json writes dates: 2026-11-27. */
function today(): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/**
 * Adds a page or post: its title, what it starts from and its address. With `version`, the version in another
 * language of the page at `index`: a copy of it, in that language, naming it as its original (`translationOf`), for
 * the owner to translate.
 */
function AddDialog({
  collection,
  onClose,
  version,
}: {
  collection: Collection;
  onClose: () => void;
  version?: { index: number; language: string };
}) {
  const { site, update, schema } = useStore();
  const navigate = useNavigate();
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
  const [template, setTemplate] = useState(version ? String(version.index) : list.length ? "0" : "blank");
  // The address follows the title and the chosen start until the owner writes one.
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [tried, setTried] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const pathRef = useRef<HTMLInputElement>(null);
  const original = version ? list[version.index] : undefined;
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
          ? `Add the ${languageName(version.language)} version of “${original.title ?? original.path}”`
          : `Add a ${kind}`
      }
      onClose={onClose}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (noTitle || badPath) {
            // Said at each field, and the first one to mend is where the keyboard goes.
            setTried(true);
            (noTitle ? titleRef : pathRef).current?.focus();
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
            record = structuredClone(list[Number(template)]!);
          }
          record = { ...record, title: title.trim(), path };
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
            Write its title in {languageName(version.language)}. It starts as a copy of the {kind}, its sections, texts
            and pictures for you to translate, its links leading to the {languageName(version.language)} pages where the
            site has them. The {languageName(version.language)} pages and menus that led to{" "}
            {original ? <code>{String(original.path)}</code> : `the ${kind}`} lead to this one.
          </p>
        ) : null}
        <div className="field">
          <label className="field-label" htmlFor="new-title">
            Title
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
              Write the {kind}&rsquo;s title: it heads the browser&rsquo;s tab and search results.
            </p>
          ) : null}
        </div>
        {version ? null : (
          <div className="field">
            <label className="field-label" htmlFor="new-template">
              Start from
            </label>
            <select id="new-template" value={template} onChange={(e) => setTemplate(e.target.value)}>
              {list.map((entry, i) => (
                <option key={i} value={String(i)}>
                  A copy of &ldquo;{entry.title ?? entry.path}&rdquo; ({entry.path})
                </option>
              ))}
              <option value="blank">An empty {kind} with one section</option>
            </select>
          </div>
        )}
        <div className="field">
          <label className="field-label" htmlFor="new-path">
            Address
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
              {path} is an old address that sends its visitors on to {leadsOn}: this {kind} will answer it instead.
            </p>
          ) : null}
        </div>
        <div className="dialog-actions">
          <button type="submit" className="primary">
            {version ? `Add the ${languageName(version.language)} version` : `Add the ${kind}`}
          </button>
          <button type="button" onClick={onClose}>
            Cancel
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
function LeftToTranslate({
  collection,
  index,
  originals,
}: {
  collection: Collection;
  index: number;
  originals: { now: ReturnType<typeof byAddress>; opened: ReturnType<typeof byAddress> };
}) {
  const { site, opened } = useStore();
  const translation = translationOf(site, collection, index, originals.now);
  if (!translation) return null;
  const behind = behindIn(opened, site, collection, index, originals).length;
  const from = languageName(translation.original.language);
  const count = translation.same.length;
  return (
    <>
      {count ? (
        <span className="badge-todo">
          {" "}
          {count} {count === 1 ? "text" : "texts"} as in {from}
        </span>
      ) : null}
      {behind ? (
        <span className="badge-todo">
          {" "}
          {behind} {behind === 1 ? "text" : "texts"} behind a change in {from}
        </span>
      ) : null}
    </>
  );
}

export type Open =
  | { kind: "rename" | "delete"; collection: Collection; index: number }
  | { kind: "add"; collection: Collection; version?: { index: number; language: string } };

/** What another screen hands the list when it leads there to open one of its dialogs (a problem's remedy). */
export interface StartState {
  open: Open;
}

function Table({ collection, query, setOpen }: { collection: Collection; query: string; setOpen: (o: Open) => void }) {
  const { site, update, problems, opened } = useStore();
  const list = (site[collection] as Entry[]) ?? [];
  const q = query.trim().toLowerCase();
  const matches = useMemo(
    () =>
      list
        .map((entry, index) => ({ entry, index }))
        .filter(({ entry }) => !q || `${entry.title ?? ""} ${entry.path ?? ""}`.toLowerCase().includes(q)),
    [list, q],
  );
  // Beside each page: its mistakes, and apart from them its fields still to fill in (a section just added).
  const [errorsIn, toFillIn] = useMemo(() => {
    const [errors, toFill] = [new Map<number, number>(), new Map<number, number>()];
    for (const p of problems) {
      if (p.path[0] !== collection || p.severity !== "error") continue;
      const map = p.toFill ? toFill : errors;
      map.set(Number(p.path[1]), (map.get(Number(p.path[1])) ?? 0) + 1);
    }
    return [errors, toFill];
  }, [problems, collection]);
  const originals = useMemo(() => ({ now: byAddress(site), opened: byAddress(opened) }), [site, opened]);
  const noun = collection === "pages" ? "page" : "post";
  return (
    <>
      <p className="count" role="status">
        {q ? `${matches.length} of ${list.length} ${noun}s match` : `${list.length} ${noun}s`}
        {matches.length > SHOWN ? `; the first ${SHOWN} are shown, type to narrow them down` : ""}
      </p>
      <table className="records">
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Address</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {matches.slice(0, SHOWN).map(({ entry, index }) => (
            <tr key={index}>
              <th scope="row">
                <Link to={`/${collection}/${index}`}>{entry.title || `(untitled ${noun})`}</Link>
                {errorsIn.get(index) ? <span className="badge-error"> {errorsIn.get(index)} to fix</span> : null}
                {toFillIn.get(index) ? <span className="badge-fill"> {toFillIn.get(index)} to fill in</span> : null}
                <LeftToTranslate collection={collection} index={index} originals={originals} />
              </th>
              <td>
                <code>{entry.path}</code>
                {typeof entry.language === "string" ? (
                  <span className="lang-tag" lang={entry.language}>
                    {" "}
                    {entry.language}
                  </span>
                ) : null}
              </td>
              <td className="row-actions">
                <button
                  type="button"
                  aria-label={`Duplicate ${entry.title ?? entry.path}`}
                  onClick={() => {
                    const copy = structuredClone(entry);
                    let n = 2;
                    while (addresses(site).includes(`${entry.path}-${n}`)) n++;
                    copy.path = `${entry.path === "/" ? "/home" : entry.path}-${n}`;
                    copy.title = `${entry.title ?? ""} (copy)`;
                    update((s) => {
                      const next = ((s[collection] as Entry[]) ?? []).slice();
                      next.splice(index + 1, 0, copy);
                      return { ...s, [collection]: next };
                    });
                  }}
                >
                  Duplicate
                </button>
                <button
                  type="button"
                  aria-label={`Change the address of ${entry.title ?? entry.path}`}
                  onClick={() => setOpen({ kind: "rename", collection, index })}
                >
                  Change address
                </button>
                <button
                  type="button"
                  aria-label={`Delete ${entry.title ?? entry.path}`}
                  onClick={() => setOpen({ kind: "delete", collection, index })}
                >
                  Delete
                </button>
                {missingVersions(site, entry).map((language) => (
                  <button
                    key={language}
                    type="button"
                    aria-label={`Add the ${languageName(language)} version of ${entry.title ?? entry.path}`}
                    onClick={() => setOpen({ kind: "add", collection, version: { index, language } })}
                  >
                    Add the {languageName(language)} version
                  </button>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="primary" onClick={() => setOpen({ kind: "add", collection })}>
        Add a {noun}
      </button>
    </>
  );
}

/** Where NewSite leaves the name of the site a new one was copied from, for this tab, until the owner is done. */
export const STARTED_FROM = "site-editor-started-from";

/** The screens to go through first on a copy, in order, with why where it is not plain. */
const FIRST_STEPS: [key: string, why?: string][] = [
  ["business", "your name, phone, address and hours, and an email of your own"],
  ["site", "the address your site will be online at"],
  [
    "estimateForm",
    "the copy's form belongs to its business: your visitors' requests would go there; put your own, or remove it",
  ],
  ["theme"],
  ["navigation"],
  ["footer"],
];

/** How each of a business's own facts is said (editor/server/new-site.ts's OWN_FACTS). */
const OWN_FACTS: Record<string, string> = {
  "business.name": "name",
  "site.url": "web address",
  "business.phone.display": "phone number",
  "business.email": "email",
  "business.address.street": "street",
};

/**
 * The business's own facts the site still shares with the site it was copied from (the server tells which, as it
 * opened: loaded.copyOf), as it reads now: each goes from the list once the owner changes it.
 */
function useStillShared(): { name: string; paths: string[] } | undefined {
  const { site, copyOf } = useStore();
  const paths = Object.entries(copyOf?.facts ?? {})
    .filter(([path, value]) => path in OWN_FACTS && getAt(site, path.split(".")) === value)
    .map(([path]) => path);
  return copyOf && paths.length ? { name: copyOf.name, paths } : undefined;
}

/** Those facts in a sentence, each a way to its field. */
function StillShared() {
  const navigate = useNavigate();
  const still = useStillShared();
  if (!still) return null;
  const shared = still.paths;
  return (
    <p>
      Your site still has {still.name}'s{" "}
      {shared.map((path, index) => (
        <span key={path}>
          {index === 0 ? "" : index === shared.length - 1 ? " and " : ", "}
          <button type="button" className="link-button" onClick={() => jumpTo(navigate, path.split("."))}>
            {OWN_FACTS[path]}
          </button>
        </span>
      ))}
      .
    </p>
  );
}

/** A site that still says another business's name or number, between sessions too: what is still that business's. */
function StillACopy() {
  if (!useStillShared()) return null;
  return (
    <section className="translation-status make-it-yours" aria-labelledby="still-a-copy-title">
      <h2 id="still-a-copy-title">Not yet yours everywhere</h2>
      <StillShared />
    </section>
  );
}

/**
 * Right after a site is started as a copy of another (screens/NewSite.tsx): what to change first to make it one's own,
 * each a link to its screen, until the owner says it is done.
 */
function MakeItYours() {
  const { schema, site } = useStore();
  const navigate = useNavigate();
  // The copy's kind of business (schema.org's category) is told to search engines: a plumber's copy of the bakery
  // would be listed as a bakery. Not one of the facts above (a bakery copying the bakery keeps it rightly): said here.
  const category = getAt(site, ["business", "category"]);
  const [from, setFrom] = useState(() => {
    try {
      return sessionStorage.getItem(STARTED_FROM);
    } catch {
      return null; // storage off: nothing to show
    }
  });
  // Once the owner is done with the first steps (or in another session), what still is the copy's business's.
  if (!from) return <StillACopy />;
  const screens = FIRST_STEPS.filter(([key]) => schema.properties?.[key]);
  return (
    <section className="translation-status make-it-yours" aria-labelledby="make-it-yours-title">
      <h2 id="make-it-yours-title">Your site is a copy of {from}</h2>
      <p>Make it yours, in this order: each screen shows the copy's words and pictures, to replace with your own.</p>
      <StillShared />
      <ol>
        {screens.map(([key, why]) => (
          <li key={key}>
            <Link to={`/settings/${key}`}>{partTitle(schema, key)}</Link>
            {why ? `: ${why}` : null}
            {key === "business" && typeof category === "string" ? (
              <>
                ; and your{" "}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => jumpTo(navigate, ["business", "category"])}
                >
                  kind of business
                </button>
                , which search engines are told: the copy's is {labelFor(category)}
              </>
            ) : null}
          </li>
        ))}
        <li>Each page and post below, and its pictures (Upload, on a picture's field).</li>
      </ol>
      <button
        type="button"
        onClick={() => {
          setFrom(null);
          try {
            sessionStorage.removeItem(STARTED_FROM);
          } catch {
            /* storage off */
          }
        }}
      >
        Done: hide this
      </button>
    </section>
  );
}

export function StartScreen() {
  const [query, setQuery] = useState("");
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open | undefined>(() => (location.state as StartState | null)?.open);
  // Opened once: going back to this entry of the history later does not open the dialog again.
  useEffect(() => {
    if ((location.state as StartState | null)?.open) navigate(".", { replace: true, state: null });
  }, [location.state, navigate]);
  const close = () => setOpen(undefined);
  return (
    <div className="screen start">
      <MakeItYours />
      <h1>Pages and posts</h1>
      <label className="field-label" htmlFor="find">
        Find a page or post by title or address
      </label>
      <input id="find" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      <section aria-labelledby="pages-heading">
        <h2 id="pages-heading">Pages</h2>
        <Table collection="pages" query={query} setOpen={setOpen} />
      </section>
      <section aria-labelledby="posts-heading">
        <h2 id="posts-heading">Blog posts</h2>
        <Table collection="posts" query={query} setOpen={setOpen} />
      </section>
      {open?.kind === "rename" ? (
        <RenameDialog collection={open.collection} index={open.index} onClose={close} />
      ) : null}
      {open?.kind === "delete" ? (
        <DeleteDialog collection={open.collection} index={open.index} onClose={close} />
      ) : null}
      {open?.kind === "add" ? <AddDialog collection={open.collection} version={open.version} onClose={close} /> : null}
    </div>
  );
}
