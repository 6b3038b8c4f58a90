/**
 * The top bar's overflow: Preview, Published versions, History on a phone (beside the others on a computer), and the
 * served editor's person. A disclosure: Escape or a choice closes it and gives the keyboard back to its button, so a
 * dialog opened from it returns there too.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Ellipsis } from "lucide-react";
import { IconButton } from "./IconButton.tsx";
import { SignedIn } from "./SignedIn.tsx";
import { LanguageChoice } from "../i18n/LanguageChoice.tsx";
import { useT } from "../i18n/useT.ts";
import { usePublishBlocked, type PublishDialogName } from "./PublishButton.tsx";

export function MoreMenu({
  onOpen,
  onHistory,
}: {
  onOpen: (dialog: PublishDialogName) => void;
  onHistory: () => void;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const blocked = usePublishBlocked();
  const why = useId();
  const t = useT();
  // A press anywhere else closes it.
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", away);
    return () => document.removeEventListener("pointerdown", away);
  }, [open]);
  const choose = (then: () => void) => () => {
    setOpen(false);
    button.current?.focus();
    then();
  };
  return (
    <div className="more">
      <IconButton
        ref={button}
        label={t("shell.more")}
        icon={Ellipsis}
        aria-expanded={open}
        aria-controls="more-panel"
        onClick={() => setOpen(!open)}
      />
      <div
        id="more-panel"
        ref={panel}
        className="more-panel"
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.preventDefault();
            setOpen(false);
            button.current?.focus();
          }
        }}
      >
        <button
          type="button"
          className="menu-item"
          aria-disabled={Boolean(blocked)}
          aria-describedby={blocked && open ? why : undefined}
          onClick={blocked ? undefined : choose(() => onOpen("preview"))}
        >
          {t("shell.preview")}
        </button>
        {blocked && open ? (
          <p className="menu-why" id={why}>
            {blocked}
          </p>
        ) : null}
        <button type="button" className="menu-item" onClick={choose(() => onOpen("versions"))}>
          {t("shell.publishedVersions")}
        </button>
        <button type="button" className="menu-item phone-only" onClick={choose(onHistory)}>
          {t("shell.history")}
        </button>
        <SignedIn />
        <LanguageChoice />
      </div>
    </div>
  );
}
