/** Every problem the check found, each with a way to its field and, where the editor has one, its remedy. */
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { jumpTo } from "./jump.ts";
import { ProblemWords } from "./ProblemWords.tsx";
import { shownAs } from "../store/problems.ts";
import { ownerPlace } from "../model/owner-place.ts";
import { say } from "../model/owner-messages.ts";
import { useStore } from "../store/StoreProvider.tsx";
import { useT } from "../i18n/useT.ts";

export function ProblemsPanel({ onClose }: { onClose: () => void }) {
  const { problems, site, schema } = useStore();
  const navigate = useNavigate();
  const t = useT();
  // Opened, the panel takes the keyboard: on a phone it is drawn above the screen, where the owner's eyes are not yet.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus();
    title.current?.scrollIntoView({ block: "nearest" });
  }, []);
  // Errors first, then the fields to fill in, then warnings; each in the file's order.
  const rank = { error: 0, fill: 1, warning: 2 };
  const sorted = [...problems].sort((a, b) => rank[shownAs(a)] - rank[shownAs(b)] || a.line - b.line);
  return (
    <aside
      className="problems-panel"
      aria-labelledby="problems-title"
      onKeyDown={(event) => {
        if (event.key === "Escape" && !event.defaultPrevented) {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <div className="panel-head">
        <h2 id="problems-title" ref={title} tabIndex={-1}>
          {t("problems.panel.title")}
        </h2>
        <button type="button" onClick={onClose}>
          {t("problems.panel.close")}
          <span className="visually-hidden">{t("problems.panel.closeWhat")}</span>
        </button>
      </div>
      {sorted.length === 0 ? <p>{say("problem.none")}</p> : null}
      <ol>
        {sorted.map((problem, index) => (
          <li key={index} className={`problem problem-${shownAs(problem)}`}>
            <button type="button" className="link-button" onClick={() => jumpTo(navigate, problem.path)}>
              <span className="problem-place">{ownerPlace(problem.path, site, schema) ?? say("place.wholeSite")}</span>
            </button>
            <ProblemWords problem={problem} />
          </li>
        ))}
      </ol>
    </aside>
  );
}
