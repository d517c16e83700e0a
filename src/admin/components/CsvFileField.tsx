import { control, Field } from "./form/controls";

export interface ChosenFile {
  name: string;
  text: string;
}

/** A CSV file chosen for an import, read as text; null when the choice is cleared. */
export function CsvFileField({
  id,
  label,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  disabled: boolean;
  onChange: (file: ChosenFile | null) => void;
}) {
  return (
    <Field label={label} htmlFor={id}>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv,text/plain"
        disabled={disabled}
        className={control}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (!chosen) return onChange(null);
          void chosen.text().then((text) => onChange({ name: chosen.name, text }));
        }}
      />
    </Field>
  );
}
