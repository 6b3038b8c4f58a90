/**
 * A remedy the editor can carry out for the owner, offered as a button beside the problem: a service page missing
 * from its menu is added to it; a link into the other language is led to its page's version in its own; an old address
 * in a page's way, or listed twice, is removed. The change goes through the store like any edit, so Undo takes it
 * back.
 */
import type { Problem } from "../../../../src/validate/report/problem.ts";
import { useNavigate } from "react-router-dom";
import { languageName } from "../model/words.ts";
import { say } from "../model/owner-messages.ts";
import type { StartState } from "./jump.ts";
import { useStore } from "../store/StoreProvider.tsx";
import { remedyFor, versionToAdd } from "../model/remedies.ts";

export function RemedyButton({ problem }: { problem: Problem }) {
  const { site, update } = useStore();
  const navigate = useNavigate();
  const version = versionToAdd(problem);
  if (version) {
    // Not a change of the site but a dialog (the version's title and address are the owner's): the list's own.
    const state: StartState = { open: { kind: "add", collection: version.collection, version } };
    return (
      <button type="button" className="remedy" onClick={() => navigate("/", { state })}>
        {say("remedy.addVersion", { language: languageName(version.language) })}
      </button>
    );
  }
  const remedy = remedyFor(problem, site);
  if (!remedy) return null;
  return (
    <button type="button" className="remedy" onClick={() => update(remedy.apply)}>
      {remedy.label}
    </button>
  );
}
