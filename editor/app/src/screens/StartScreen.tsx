/**
 * The start screen: every page (title and address) and post, found by typing, each opened, duplicated,
 * moved to a new address (every link to it follows) or deleted (links to it are listed and sent elsewhere first).
 */
import { useState, useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { type Open, type StartState } from "../components/jump.ts";
import { RenameDialog } from "./start/RenameDialog.tsx";
import { DeleteDialog } from "./start/DeleteDialog.tsx";
import { AddDialog } from "./start/AddDialog.tsx";
import { Table } from "./start/PageTable.tsx";
import { MakeItYours } from "./start/MakeItYours.tsx";
import { useT } from "../i18n/useT.ts";

export function StartScreen() {
  const [query, setQuery] = useState("");
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const [open, setOpen] = useState<Open | undefined>(() => (location.state as StartState | null)?.open);
  // Opened once: going back to this entry of the history later does not open the dialog again.
  useEffect(() => {
    if ((location.state as StartState | null)?.open) navigate(".", { replace: true, state: null });
  }, [location.state, navigate]);
  const close = () => setOpen(undefined);
  return (
    <div className="screen start">
      <MakeItYours />
      <h1>{t("settings.start.title")}</h1>
      <label className="field-label" htmlFor="find">
        {t("settings.start.find")}
      </label>
      <input id="find" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      <section aria-labelledby="pages-heading">
        <h2 id="pages-heading">{t("settings.start.pages")}</h2>
        <Table collection="pages" query={query} setOpen={setOpen} />
      </section>
      <section aria-labelledby="posts-heading">
        <h2 id="posts-heading">{t("settings.start.posts")}</h2>
        <Table collection="posts" query={query} setOpen={setOpen} />
      </section>
      {open?.kind === "rename" ? (
        <RenameDialog collection={open.collection} index={open.index} onClose={close} />
      ) : null}
      {open?.kind === "delete" ? (
        <DeleteDialog collection={open.collection} index={open.index} onClose={close} />
      ) : null}
      {open?.kind === "add" ? (
        <AddDialog collection={open.collection} version={open.version} from={open.from} onClose={close} />
      ) : null}
    </div>
  );
}
