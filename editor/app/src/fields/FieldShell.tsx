/** What every field has: its label, help, problems and notes around the input. */
import { ProblemWords } from "../components/ProblemWords.tsx";
import { pathKey, type Path } from "../model/paths.ts";
import type { JsonSchema } from "../model/schema.ts";
import { useStore } from "../store/StoreProvider.tsx";
import { shownAs, isError } from "../store/problems.ts";
import { useContext, type ReactNode } from "react";
import { RenamedNote } from "../components/RenamedNote.tsx";
import { TranslationContext, TranslationNote } from "../components/TranslationNote.tsx";
import { writtenOutToo } from "../model/renamed.ts";
import { useT } from "../i18n/useT.ts";

export interface FieldProps {
  schema: JsonSchema;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Where the value lives in site.json, for its problems and for jumping to it. */
  path: Path;
  name: string | number;
  parentKey?: string | number;
  required?: boolean;
  label?: string;
  /** A list's new item, where it is more than the schema's empty value (a language starts as a copy of the site's). */
  newItem?: () => unknown;
}

export function Problems({ path, id }: { path: Path; id?: string }) {
  const { problemsAt } = useStore();
  const list = problemsAt(path);
  if (!list.length) return null;
  return (
    <ul className="field-problems" id={id}>
      {list.map((problem, index) => (
        <li key={index} className={`problem problem-${shownAs(problem)}`}>
          <ProblemWords problem={problem} />
        </li>
      ))}
    </ul>
  );
}

export function Shell({
  path,
  label,
  help,
  required,
  children,
  htmlFor,
}: {
  path: Path;
  label: string;
  help?: string;
  required?: boolean;
  children: ReactNode;
  htmlFor?: string;
}) {
  const { problemsAt } = useStore();
  const say = useT();
  const bad = problemsAt(path).some(isError);
  return (
    <div className={`field${bad ? " field-bad" : ""}`} data-path={pathKey(path)}>
      <label className="field-label" htmlFor={htmlFor}>
        {label}
        {required ? null : <span className="field-optional">{say("fields.optional")}</span>}
      </label>
      {children}
      {help ? (
        <p className="field-help" id={`help-${pathKey(path)}`}>
          {help}
        </p>
      ) : null}
      <TranslationNote path={path} />
      {writtenOutToo(path) ? <RenamedNote path={path} /> : null}
      <Problems path={path} id={`problems-${pathKey(path)}`} />
    </div>
  );
}

/**
 * What describes a field, by the ids of what is shown under it (its help, its translation note, the places its old
 * words are still written, its problems): an id listed for something not shown names nothing.
 */
export function useDescribedBy(path: Path, help?: string): string | undefined {
  const { problemsAt } = useStore();
  const note = useContext(TranslationContext)?.(path);
  const key = pathKey(path);
  const ids = [
    help ? `help-${key}` : "",
    note ? `same-${key}` : "",
    writtenOutToo(path) ? `renamed-${key}` : "",
    problemsAt(path).length ? `problems-${key}` : "",
  ].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}
