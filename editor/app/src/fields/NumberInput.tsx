/** A number field, a distance said in miles and kilometres too. */
import { useState, useEffect } from "react";
import { MILE } from "../../../../src/validate/rules/service-area.ts";
import { type FieldProps, Shell, useDescribedBy } from "./FieldShell.tsx";
import { labelFor } from "../model/schema.ts";
import { fieldId, pathKey } from "../model/paths.ts";
import { t, useT } from "../i18n/useT.ts";
import { editorLanguage } from "../i18n/language.ts";

/** A distance in metres, as an owner who thinks in miles or kilometres reads it: "About 31 miles (50 km)." */
export function inMilesAndKilometres(metres: number): string {
  const round = (amount: number) =>
    amount >= 10 ? Math.round(amount) : amount >= 1 ? Math.round(amount * 10) / 10 : Number(amount.toPrecision(2));
  // Written as the editor's language writes numbers ("1,243.5" or "1243,5"), every digit kept.
  const written = new Intl.NumberFormat(editorLanguage() === "es" ? "es" : "en-US", { maximumFractionDigits: 20 });
  const miles = round(metres / MILE);
  return t("fields.distance", {
    miles: written.format(miles),
    count: miles,
    kilometres: written.format(round(metres / 1000)),
  });
}

export function NumberInput(props: FieldProps) {
  const { schema, value, onChange, path, name, required } = props;
  const described = useDescribedBy(path, schema.description);
  const id = fieldId(path);
  useT();
  // A distance in metres (the service radius), which few owners think in: said in miles and kilometres too.
  const inMetres = String(name).endsWith("Meters");
  // The box keeps what is typed; an empty box is "no number", never 0.
  const [text, setText] = useState(value === undefined || value === null ? "" : String(value));
  useEffect(() => {
    if (String(value ?? "") !== text && Number(text) !== value) setText(value === undefined ? "" : String(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return (
    <Shell path={path} label={props.label ?? labelFor(name)} help={schema.description} required={required} htmlFor={id}>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        value={text}
        aria-required={required || undefined}
        aria-describedby={[described, inMetres ? `miles-${pathKey(path)}` : ""].filter(Boolean).join(" ") || undefined}
        onChange={(e) => {
          setText(e.target.value);
          const trimmed = e.target.value.trim();
          if (trimmed === "") onChange(undefined);
          else if (Number.isFinite(Number(trimmed))) onChange(Number(trimmed));
          else onChange(trimmed);
        }}
      />
      {inMetres && typeof value === "number" && value > 0 ? (
        <p className="field-help" id={`miles-${pathKey(path)}`}>
          {inMilesAndKilometres(value)}
        </p>
      ) : null}
    </Shell>
  );
}
