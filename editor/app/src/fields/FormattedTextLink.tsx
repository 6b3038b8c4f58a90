/**
 * The Link button's dialog: a page or post of the site found by its title (picked, the link is made), or an address
 * typed, refused in the words a link field's check uses. The words the link shows can be changed here too.
 */
import { useId, useState } from "react";
import { linkMistake } from "../../../../src/validate/report/address-mistakes.ts";
import { Dialog } from "../components/Dialog.tsx";
import { capital, sentence } from "../model/words.ts";
import { useT } from "../i18n/useT.ts";
import { editorLanguage } from "../i18n/language.ts";

/** How many pages are listed at once: a few, found by typing. */
const SHOWN = 8;

export interface LinkTarget {
  title: string;
  path: string;
  language?: string;
}

export function FormattedTextLink({
  words: given,
  href: current,
  entries,
  onLink,
  onRemove,
  onClose,
}: {
  words: string;
  href: string;
  entries: LinkTarget[];
  /** Makes the link; a refusal, in the owner's words, when it cannot. */
  onLink: (href: string, words: string) => string | undefined;
  onRemove?: () => void;
  onClose: () => void;
}) {
  const [query, setQuery] = useState("");
  const [words, setWords] = useState(given);
  const [address, setAddress] = useState(current);
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState("");
  const ids = useId();
  const say = useT();
  const q = query.trim().toLowerCase();
  const found = entries.filter((entry) => !q || `${entry.title} ${entry.path}`.toLowerCase().includes(q));
  // The check's own words, in Spanish where the editor is (the pseudo-language reads them in English).
  const mistake = linkMistake(address.trim(), editorLanguage() === "es" ? "es" : "en");
  const link = (href: string, shown: string) => setRefused(onLink(href, shown) ?? "");
  const submit = () => {
    setTried(true);
    if (mistake) {
      document.getElementById(`${ids}-address`)?.focus();
      return;
    }
    link(address.trim(), words);
  };
  return (
    <Dialog title={say(current ? "fields.link.change" : "fields.link.addTitle")} onClose={onClose}>
      {/* No <form>: the field sits inside another form (a settings screen, Puck's fields), whose submit it would set
          off. */}
      <div
        className="formatted-link"
        onKeyDown={(e) => {
          if (e.key !== "Enter" || !(e.target instanceof HTMLInputElement)) return;
          e.preventDefault();
          // Enter in the search links to the first page found; in the address or the words, to the address.
          if (e.target.type !== "search") submit();
          else if (found[0]) link(found[0].path, words.trim() ? words : found[0].title);
        }}
      >
        <div className="field">
          <label className="field-label" htmlFor={`${ids}-find`}>
            {say("fields.link.find")}
          </label>
          <input
            id={`${ids}-find`}
            type="search"
            value={query}
            autoFocus
            aria-controls={`${ids}-found`}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              // Down goes to the pages found, as in a list of results.
              if (e.key !== "ArrowDown") return;
              e.preventDefault();
              document.getElementById(`${ids}-found`)?.querySelector("button")?.focus();
            }}
          />
          <p className="field-help" role="status">
            {found.length > SHOWN
              ? say("fields.link.foundFirst", { count: found.length, shown: SHOWN })
              : say("fields.link.found", { count: found.length })}
          </p>
          <ul className="formatted-link-found" id={`${ids}-found`} aria-label={say("fields.link.foundList")}>
            {found.slice(0, SHOWN).map((entry) => (
              <li key={entry.path}>
                <button
                  type="button"
                  aria-label={say("fields.link.to", { title: entry.title })}
                  aria-describedby={`${ids}-${entry.path}`}
                  onClick={() => link(entry.path, words.trim() ? words : entry.title)}
                >
                  {entry.title}
                  <span className="formatted-link-path" id={`${ids}-${entry.path}`}>
                    {entry.path}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${ids}-address`}>
            {say("fields.link.address")}
          </label>
          <input
            id={`${ids}-address`}
            value={address}
            placeholder={say("fields.link.addressExample")}
            aria-invalid={tried && mistake ? true : undefined}
            aria-describedby={tried && mistake ? `${ids}-address-error` : `${ids}-address-help`}
            onChange={(e) => {
              setAddress(e.target.value);
              setTried(false);
            }}
          />
          {tried && mistake ? (
            <p className="problem problem-error" id={`${ids}-address-error`} role="alert">
              {sentence(capital(mistake.message))}{" "}
              {/* The owner's words: what to write, not the check's "Expected:" (issue 54). */}
              <span className="problem-hint">
                {mistake.hint
                  ? sentence(capital(mistake.hint))
                  : sentence(say("fields.link.write", { expected: mistake.expected }))}
              </span>
            </p>
          ) : (
            <p className="field-help" id={`${ids}-address-help`}>
              {say("fields.link.addressHelp")}
            </p>
          )}
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${ids}-words`}>
            {say("fields.link.words")}
          </label>
          <input id={`${ids}-words`} value={words} onChange={(e) => setWords(e.target.value)} />
        </div>
        {refused ? (
          <p className="problem problem-error" role="alert">
            {refused}
          </p>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="primary" onClick={submit}>
            {say(current ? "fields.link.change" : "fields.link.add")}
          </button>
          {onRemove ? (
            <button type="button" onClick={onRemove}>
              {say("fields.link.remove")}
            </button>
          ) : null}
          <button type="button" onClick={onClose}>
            {say("common.cancel")}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
