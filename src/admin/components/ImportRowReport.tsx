import type { ImportMerge, ImportRowError } from "../../lib/domain/fans";

/** The words of a preview's report, from the screen's texts. */
export interface ImportRowReportTexts {
  rowErrorsHeading: (n: number) => string;
  mergedHeading: (n: number) => string;
  mergedRow: (line: number, email: string, sameAs: number) => string;
  line: string;
  value: string;
  problem: string;
}

/** A CSV import preview's refused rows (line, cell, problem) and the rows merged into an earlier one. */
export function ImportRowReport({
  errors,
  merged,
  texts: T,
}: {
  errors: readonly ImportRowError[];
  merged: readonly ImportMerge[];
  texts: ImportRowReportTexts;
}) {
  return (
    <>
      {errors.length > 0 && (
        <div className="mt-3 max-h-60 overflow-auto">
          <table className="w-full text-left text-xs">
            <caption className="mb-1 text-left font-bold tracking-widest text-red-300">{T.rowErrorsHeading(errors.length)}</caption>
            <thead>
              <tr className="text-muted">
                <th scope="col" className="py-1 pr-3">
                  {T.line}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {T.value}
                </th>
                <th scope="col" className="py-1">
                  {T.problem}
                </th>
              </tr>
            </thead>
            <tbody>
              {errors.map((error) => (
                <tr key={error.line} className="border-t border-white/10">
                  <td className="py-1 pr-3">{error.line}</td>
                  <td className="break-all py-1 pr-3">{error.value}</td>
                  <td className="py-1">{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {merged.length > 0 && (
        <details className="mt-3 text-xs">
          <summary className="cursor-pointer font-bold tracking-widest">{T.mergedHeading(merged.length)}</summary>
          <ul className="mt-1 grid gap-1 text-muted">
            {merged.map((m) => (
              <li key={m.line}>{T.mergedRow(m.line, m.email, m.same_as)}</li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
