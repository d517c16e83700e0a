import { fieldValueText, type FieldChange } from "../../../lib/domain";

/** Changed fields as before → after lines (HTML content shown as its source text, never rendered). */
export function FieldChangeList({ changes }: { changes: readonly FieldChange[] }) {
  if (changes.length === 0) return null;
  return (
    <dl className="mt-2 grid gap-1 text-xs">
      {changes.map((change) => (
        <div key={change.field} className="grid gap-1 sm:grid-cols-[10rem_1fr]">
          <dt className="font-bold tracking-widest">{change.field}</dt>
          <dd className="break-words">
            <del className="text-red-300">{fieldValueText(change.before)}</del> → <ins className="text-green-300 no-underline">{fieldValueText(change.after)}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}
