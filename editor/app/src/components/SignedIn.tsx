/**
 * The served editor's person, in the top bar's "More" menu: who is signed in, their account, the Team screen for an
 * owner (both pages the server renders, editor/team/pages.ts), and Sign out. The local editor has no one signed in
 * and shows none of it.
 */
import { useEffect, useState } from "react";
import { call } from "../store/api.ts";
import { useT } from "../i18n/useT.ts";

interface Person {
  name: string;
  role: "owner" | "editor" | "translator";
}

export function SignedIn() {
  const [person, setPerson] = useState<Person | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const t = useT();
  useEffect(() => {
    // Only the served editor answers this address; the local one answers with its app page, read as no one.
    call<{ you?: Person }>("GET", "/api/team/me")
      .then((answer) => setPerson(answer.you?.name ? answer.you : undefined))
      .catch(() => setPerson(undefined));
  }, []);
  if (!person) return null;
  const signOut = async () => {
    try {
      await call("POST", "/api/team/sign-out", {});
      location.assign("/sign-in");
    } catch (error) {
      setProblem(t("shell.signIn.notOut", { reason: (error as Error).message }));
    }
  };
  return (
    <div className="signed-in" role="group" aria-label={t("shell.signIn.group")}>
      <p className="signed-in-name">
        {t("shell.signIn.as")} <strong>{person.name}</strong>
      </p>
      <a className="menu-item" href="/account">
        {t("shell.signIn.account")}
      </a>
      {person.role === "owner" ? (
        <a className="menu-item" href="/team">
          {t("shell.signIn.team")}
        </a>
      ) : null}
      <button type="button" className="menu-item" onClick={() => void signOut()}>
        {t("shell.signIn.out")}
      </button>
      {problem ? <span role="alert">{problem}</span> : null}
    </div>
  );
}
