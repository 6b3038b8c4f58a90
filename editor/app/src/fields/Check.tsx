/** A yes-or-no field. */
import { fieldId, pathKey } from "../model/paths.ts";
import { labelFor } from "../model/schema.ts";
import { type FieldProps, useDescribedBy, Problems } from "./FieldShell.tsx";

export function Check(props: FieldProps) {
  const { schema, value, onChange, path, name } = props;
  const described = useDescribedBy(path, schema.description);
  const id = fieldId(path);
  return (
    <div className="field field-check" data-path={pathKey(path)}>
      <input
        id={id}
        type="checkbox"
        checked={value === true}
        aria-describedby={described}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{props.label ?? labelFor(name)}</label>
      {schema.description ? (
        <p className="field-help" id={`help-${pathKey(path)}`}>
          {schema.description}
        </p>
      ) : null}
      <Problems path={path} id={`problems-${pathKey(path)}`} />
    </div>
  );
}
