/**
 * The page's one way to add a section: "Add section" opens a chooser of the types, each with its icon and a line on
 * what it is; the one chosen goes after the selected section (at the end when none is), selected, its fields next.
 */
import { useId, useRef, useState } from "react";
import { Plus } from "lucide-react";
import { useModal } from "../../components/Dialog.tsx";
import { useT } from "../../i18n/useT.ts";
import { usePuckState, ZONE } from "../../canvas/puck-state.ts";
import { useStore } from "../../store/StoreProvider.tsx";
import { descriptionOf, iconOf, typeNameOf } from "./section-types.tsx";
import type { Added } from "./SectionActions.tsx";

export function AddSectionChooser({ types, added }: { types: string[]; added: Added }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <>
      <button type="button" className="add-section-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Plus aria-hidden size={16} />
        {t("page.addSection")}
      </button>
      {open ? <Chooser types={types} added={added} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function Chooser({ types, added, onClose }: { types: string[]; added: Added; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useModal(dialog);
  const { schema } = useStore();
  const t = useT();
  const dispatch = usePuckState((s) => s.dispatch);
  const selected = usePuckState((s) => s.appState.ui.itemSelector?.index);
  const content = usePuckState((s) => s.appState.data.content);
  const id = useId();
  const after = selected === undefined ? undefined : content[selected];
  const afterName = after ? String(after.props.heading || typeNameOf(schema, after.type)) : undefined;
  const add = (type: string) => {
    const at = selected === undefined ? content.length : selected + 1;
    added.current = at;
    onClose();
    dispatch({ type: "insert", componentType: type, destinationIndex: at, destinationZone: ZONE });
    dispatch({ type: "setUi", ui: { itemSelector: { index: at, zone: ZONE } } });
  };
  return (
    <dialog
      ref={dialog}
      className="dialog section-chooser"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-where`}
      onClose={onClose}
    >
      <h2 id={`${id}-title`}>{t("page.chooser.title")}</h2>
      <p id={`${id}-where`} className="field-help">
        {afterName ? t("page.chooser.after", { name: afterName }) : t("page.chooser.atEnd")}
      </p>
      <ul className="section-types">
        {types.map((type) => {
          const Icon = iconOf(type);
          return (
            <li key={type}>
              <button
                type="button"
                aria-labelledby={`${id}-${type}`}
                aria-describedby={`${id}-${type}-about`}
                onClick={() => add(type)}
              >
                <Icon aria-hidden size={20} />
                <span id={`${id}-${type}`} className="section-type-name">
                  {typeNameOf(schema, type)}
                </span>
                <span id={`${id}-${type}-about`} className="section-type-about">
                  {descriptionOf(schema, type)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          {t("common.cancel")}
        </button>
      </div>
    </dialog>
  );
}
