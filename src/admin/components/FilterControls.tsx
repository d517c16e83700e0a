import { COMPACT_CONTROL } from "./form/controls";

/** A list screen's search box, labelled, above its filters. */
export function SearchBox({
  label,
  value,
  onChange,
  className = "w-64",
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  className?: string;
}) {
  return (
    <label className="grid gap-1 text-xs tracking-widest">
      {label}
      <input
        type="search"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${COMPACT_CONTROL} ${className}`}
      />
    </label>
  );
}

/** One filter: "All" (null) or one of its values. */
export function FilterSelect<V extends string>({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: V | null;
  options: readonly (readonly [V, string])[];
  onChange: (value: V | null) => void;
}) {
  return (
    <label className="grid gap-1 text-xs tracking-widest">
      {label}
      <select value={value ?? ""} onChange={(event) => onChange((event.target.value || null) as V | null)} className={COMPACT_CONTROL}>
        <option value="">{allLabel}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
