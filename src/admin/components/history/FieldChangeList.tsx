import { changedValueText, type FieldChange } from "../../../lib/domain/publishing";

/** Changed fields of a record (`entity`: its collection) as before → after lines; rich text as its readable text, never rendered. */
export function FieldChangeList({ entity, changes }: { entity: string; changes: readonly FieldChange[] }) {
  if (changes.length === 0) return null;
  return (
    <dl className="mt-2 grid gap-1 text-xs">
      {changes.map((change) => (
        <div key={change.field} className="grid gap-1 sm:grid-cols-[10rem_1fr]">
          <dt className="font-bold tracking-widest">{change.field}</dt>
          <dd className="whitespace-pre-line break-words">
            <del className="text-red-300">{changedValueText(entity, change.field, change.before)}</del> →{" "}
            <ins className="text-green-300 no-underline">{changedValueText(entity, change.field, change.after)}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}
