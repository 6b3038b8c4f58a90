/**
 * The page's outline, the left column: its settings, the site's header (the same on every page, so locked here, a
 * way to its own screen), the page's sections, the footer (locked too), and the one way to add a section.
 */
import { Link } from "react-router-dom";
import { Lock, PanelBottom, PanelTop, Settings } from "lucide-react";
import { usePuckState } from "../../canvas/puck-state.ts";
import { useT } from "../../i18n/useT.ts";
import type { Translation } from "../../model/translations.ts";
import { AddSectionChooser } from "./AddSectionChooser.tsx";
import { SectionList, type Chosen } from "./SectionList.tsx";
import type { Added } from "./SectionActions.tsx";

export function Outline({
  types,
  added,
  translation,
  onChosen,
}: {
  types: string[];
  added: Added;
  translation?: Translation;
  onChosen: (chosen: Chosen) => void;
}) {
  const dispatch = usePuckState((s) => s.dispatch);
  const selected = usePuckState((s) => s.appState.ui.itemSelector?.index);
  const t = useT();
  return (
    <aside className="panel panel-left outline" aria-label={t("page.outline")}>
      <button
        type="button"
        className="outline-row"
        aria-pressed={selected === undefined}
        onClick={() => dispatch({ type: "setUi", ui: { itemSelector: null } })}
      >
        <Settings aria-hidden size={16} />
        {t("page.settings")}
      </button>
      <Link to="/settings/navigation" className="outline-row outline-locked">
        <PanelTop aria-hidden size={16} />
        {t("page.header")}
        <Lock aria-hidden size={14} className="outline-lock" />
        <span className="visually-hidden">{t("page.lockedNote")}</span>
      </Link>
      <div className="outline-head">
        <h2>{t("page.outline")}</h2>
        <AddSectionChooser types={types} added={added} />
      </div>
      <SectionList translation={translation} onChosen={onChosen} />
      <Link to="/settings/footer" className="outline-row outline-locked">
        <PanelBottom aria-hidden size={16} />
        {t("page.footer")}
        <Lock aria-hidden size={14} className="outline-lock" />
        <span className="visually-hidden">{t("page.lockedNote")}</span>
      </Link>
    </aside>
  );
}
