/**
 * What an undo or a redo changed, said, and the owner taken to it: the session's history spans every screen, so a step
 * may change another page than the one open (a saved heading among them), which before went by unseen.
 */
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { ownerField, ownerPlace } from "../model/owner-place.ts";
import { say } from "../model/owner-messages.ts";
import { t } from "../i18n/useT.ts";
import { useStore } from "../store/StoreProvider.tsx";
import { jumpTo } from "./jump.ts";

/** How long the notice stays on screen (a screen reader has said it at once). */
const NOTICE_MS = 8000;

export function UndoNotice() {
  const { lastMove, site, schema } = useStore();
  const navigate = useNavigate();
  const [said, setSaid] = useState("");
  useEffect(() => {
    if (!lastMove) return;
    const { kind, places } = lastMove;
    const path = places[0] ?? [];
    setSaid(
      t("shell.undo.done", {
        move: kind,
        field: (places.length === 1 && ownerField(path, site, schema)) || "none",
        place: ownerPlace(path, site, schema) ?? say("place.site"),
        more: places.length > 1 ? "yes" : "no",
      }),
    );
    // Said, then gone: left standing, it lay over the canvas long after, through every dialog.
    const fading = setTimeout(() => setSaid(""), NOTICE_MS);
    // A change of several places (a name written in every text) is said only: the screen it was made on stays.
    if (places.length > 1) return () => clearTimeout(fading);
    const [top, index] = path;
    // A page's own change opens its screen at the field; a page added or removed, the list of pages.
    if ((top === "pages" || top === "posts") && typeof index !== "number") navigate("/");
    else if (path.length) jumpTo(navigate, path);
    return () => clearTimeout(fading);
    // Said once for each move, in the words of the site as the move left it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastMove]);
  return (
    <p className="undo-notice" role="status">
      {said}
    </p>
  );
}
