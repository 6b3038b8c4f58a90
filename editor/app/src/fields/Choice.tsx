/** A field whose value is one of the schema's listed values. */
import { fieldId } from "../model/paths.ts";
import { labelFor } from "../model/schema.ts";
import { type FieldProps, Shell, useDescribedBy } from "./FieldShell.tsx";
import { useT } from "../i18n/useT.ts";

export function Choice(props: FieldProps & { options: unknown[] }) {
  const { schema, value, onChange, path, name, required, options } = props;
  const described = useDescribedBy(path, schema.description);
  const id = fieldId(path);
  const say = useT();
  return (
    <Shell path={path} label={props.label ?? labelFor(name)} help={schema.description} required={required} htmlFor={id}>
      <select
        id={id}
        value={value === undefined ? "" : JSON.stringify(value)}
        aria-describedby={described}
        aria-required={required || undefined}
        onChange={(e) => onChange(e.target.value === "" ? undefined : JSON.parse(e.target.value))}
      >
        {required && value !== undefined ? null : (
          <option value="">{required ? say("fields.choose") : say("fields.none")}</option>
        )}
        {options.map((option) => (
          <option key={JSON.stringify(option)} value={JSON.stringify(option)}>
            {typeof option === "string" ? labelFor(option) : String(option)}
          </option>
        ))}
      </select>
    </Shell>
  );
}
