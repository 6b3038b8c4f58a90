/**
 * A text that may hold bold, italics and links (the schema marks it as Markdown): a text area with Bold, Italic and
 * Link buttons above it, and Ctrl+B, Ctrl+I and Ctrl+K in it, which write the site's markup around the words selected
 * as GitHub's comment box does, so the owner never types `**` or `[words](/address)`. What is saved is the same text.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { Bold, Italic, Link } from "lucide-react";
import { fieldId } from "../model/paths.ts";
import { labelFor } from "../model/schema.ts";
import { isError } from "../store/problems.ts";
import { useStore } from "../store/StoreProvider.tsx";
import { useAnnounce } from "../components/Announcer.tsx";
import { Toolbar } from "../components/Toolbar.tsx";
import {
  isFormattedText,
  isMarked,
  linkAt,
  linkWords,
  removeLink,
  setLink,
  toggleMark,
  type Edit,
  type Mark,
  type Selection,
} from "../model/formatted-text.ts";
import { type FieldProps, useDescribedBy, Shell } from "./FieldShell.tsx";
import { recordLanguage } from "./TextInput.tsx";
import { FormattedTextLink, type LinkTarget } from "./FormattedTextLink.tsx";
import { useT } from "../i18n/useT.ts";

export { isFormattedText };
import "./formatted-text.css";

/** The help without its sentence on writing the marks by hand: here the buttons write them. */
const withoutMarkup = (help: string | undefined) =>
  help
    ?.split(/(?<=\.)\s+/)
    .filter((sentence) => !sentence.includes("]("))
    .join(" ") || undefined;

const MAC = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);
const KEY_NAME = MAC ? "⌘" : "Ctrl+";

export function FormattedText(props: FieldProps) {
  const { schema, value, onChange, path, name, parentKey, required } = props;
  const help = withoutMarkup(schema.description);
  const described = useDescribedBy(path, help);
  const { problemsAt, site } = useStore();
  const announce = useAnnounce();
  const say = useT();
  const id = fieldId(path);
  const label = props.label ?? labelFor(name, parentKey);
  const text = typeof value === "string" ? value : "";
  const area = useRef<HTMLTextAreaElement>(null);
  const [selection, setSelection] = useState<Selection>({ start: 0, end: 0 });
  const [note, setNote] = useState("");
  const [linking, setLinking] = useState<Selection | undefined>(undefined);
  // Where the words go once the text is drawn anew: selected, and the keyboard back in the text.
  const after = useRef<Edit | undefined>(undefined);

  const set = (next: string) => onChange(next === "" && !required ? undefined : next);
  const current = (): Selection => {
    const element = area.current;
    return element ? { start: element.selectionStart, end: element.selectionEnd } : selection;
  };
  // Placed once drawn, after a dialog is gone (the text behind a modal dialog cannot take the keyboard).
  const [, redraw] = useState(0);
  const backToText = (edit: Edit) => {
    after.current = edit;
    if (edit.text !== text) set(edit.text);
    redraw((n) => n + 1);
  };
  const placeSelection = () => {
    const element = area.current;
    const wanted = after.current;
    if (!element || !wanted || element.value !== wanted.text) return;
    after.current = undefined;
    element.focus();
    element.setSelectionRange(wanted.start, wanted.end);
    setSelection({ start: wanted.start, end: wanted.end });
  };
  useLayoutEffect(placeSelection);
  // The note says why the last press changed nothing; it goes once the text or the selection moves on.
  useEffect(() => setNote(""), [text]);

  const mark = (kind: Mark) => {
    const at = current();
    const edit = toggleMark(text, at, kind);
    if ("refused" in edit) {
      setNote(edit.refused);
      announce(edit.refused);
      area.current?.focus();
      return;
    }
    setNote("");
    const words = edit.text.slice(edit.start, edit.end);
    const wasOn = isMarked(text, at, kind);
    if (words) announce(say(wasOn ? "fields.format.off" : "fields.format.on", { mark: kind, words }));
    backToText(edit);
  };
  const openLink = () => setLinking(current());

  const bold = isMarked(text, selection, "strong");
  const italic = isMarked(text, selection, "em");
  const inLink = Boolean(linkAt(text, selection));
  const noteId = `${id}-note`;
  return (
    <Shell path={path} label={label} help={help} required={required} htmlFor={id}>
      <div className="formatted-text">
        <Toolbar label={say("fields.format.toolbar", { label })} className="formatted-toolbar">
          <FormatButton
            label={say("fields.format.bold")}
            tip={say("fields.format.tip", { name: say("fields.format.bold"), keys: `${KEY_NAME}B` })}
            shortcut="B"
            pressed={bold}
            onPress={() => mark("strong")}
          >
            <Bold aria-hidden="true" size={18} strokeWidth={2.5} />
          </FormatButton>
          <FormatButton
            label={say("fields.format.italic")}
            tip={say("fields.format.tip", { name: say("fields.format.italic"), keys: `${KEY_NAME}I` })}
            shortcut="I"
            pressed={italic}
            onPress={() => mark("em")}
          >
            <Italic aria-hidden="true" size={18} />
          </FormatButton>
          <FormatButton
            label={say("fields.format.link")}
            tip={say("fields.format.tip", {
              name: say(inLink ? "fields.link.change" : "fields.format.link"),
              keys: `${KEY_NAME}K`,
            })}
            shortcut="K"
            dialog
            onPress={openLink}
          >
            <Link aria-hidden="true" size={18} />
          </FormatButton>
        </Toolbar>
        <textarea
          ref={area}
          id={id}
          value={text}
          rows={Math.min(8, Math.max(2, Math.ceil(text.length / 60)))}
          aria-describedby={[described, note ? noteId : ""].filter(Boolean).join(" ") || undefined}
          aria-invalid={problemsAt(path).some(isError) || undefined}
          aria-required={required || undefined}
          lang={recordLanguage(site, path)}
          onChange={(e) => set(e.target.value)}
          onSelect={(e) => setSelection({ start: e.currentTarget.selectionStart, end: e.currentTarget.selectionEnd })}
          onKeyDown={(e) => {
            if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
            const key = e.key.toLowerCase();
            if (key !== "b" && key !== "i" && key !== "k") return;
            e.preventDefault();
            if (key === "k") openLink();
            else mark(key === "b" ? "strong" : "em");
          }}
        />
        <p className="formatted-note" id={noteId}>
          {note}
        </p>
      </div>
      {linking ? (
        <FormattedTextLink
          words={linkWords(text, linking)}
          href={
            linkAt(text, linking)?.token.kind === "link" ? (linkAt(text, linking)!.token as { href: string }).href : ""
          }
          entries={entriesOf(site, recordLanguage(site, path))}
          onLink={(href, words) => {
            const edit = setLink(text, linking, href, words);
            if ("refused" in edit) return edit.refused;
            setLinking(undefined);
            announce(say("fields.format.linked", { words: edit.text.slice(edit.start, edit.end) }));
            backToText(edit);
            return undefined;
          }}
          onRemove={
            linkAt(text, linking)
              ? () => {
                  setLinking(undefined);
                  announce(say("fields.format.unlinked"));
                  backToText(removeLink(text, linking));
                }
              : undefined
          }
          onClose={() => {
            setLinking(undefined);
            backToText({ text, ...linking });
          }}
        />
      ) : null}
    </Shell>
  );
}

function FormatButton({
  label,
  tip,
  shortcut,
  pressed,
  dialog,
  onPress,
  children,
}: {
  label: string;
  tip: string;
  shortcut: string;
  pressed?: boolean;
  dialog?: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="formatted-button"
      aria-label={label}
      aria-pressed={dialog ? undefined : pressed}
      aria-haspopup={dialog ? "dialog" : undefined}
      aria-keyshortcuts={`Control+${shortcut} Meta+${shortcut}`}
      // The text keeps its selection while the button is pressed: the words it acts on stay in sight.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onPress}
    >
      {children}
      <span className="formatted-tip" aria-hidden="true">
        {tip}
      </span>
    </button>
  );
}

/** The site's pages and posts a link may lead to, by their titles: those in the text's own language first. */
function entriesOf(site: Record<string, unknown>, language: string | undefined): LinkTarget[] {
  const all = (["pages", "posts"] as const).flatMap((collection) =>
    ((site[collection] as { title?: unknown; path?: unknown; language?: unknown }[] | undefined) ?? [])
      .filter((entry) => typeof entry.path === "string")
      .map((entry) => ({
        title: typeof entry.title === "string" && entry.title ? entry.title : String(entry.path),
        path: String(entry.path),
        language: typeof entry.language === "string" ? entry.language : undefined,
      })),
  );
  return [...all.filter((entry) => entry.language === language), ...all.filter((entry) => entry.language !== language)];
}
