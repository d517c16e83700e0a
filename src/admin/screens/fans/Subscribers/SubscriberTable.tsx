import { SUBSCRIBER_SCREEN_TEXTS as T, SUBSCRIBER_SOURCE_LABELS, SUBSCRIBER_STATUS_LABELS } from "../../../../lib/domain/fans";
import type { SubscriberRow } from "../../../../lib/domain/fans";
import { Button } from "../../../components/Button";

const day = (at: Date) => at.toISOString().slice(0, 10);

/** The rows that match, newest first, each with the consent it was given; ERASE per row for those who may erase. */
export function SubscriberTable({
  rows,
  busy,
  onErase,
}: {
  rows: readonly SubscriberRow[];
  busy: boolean;
  onErase: ((email: string) => void) | null;
}) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table aria-busy={busy} className="w-full text-left text-sm">
        <caption className="sr-only">{T.heading}</caption>
        <thead className="text-xs tracking-widest text-muted">
          <tr>
            <th scope="col" className="py-2 pr-3">
              {T.columns.email}
            </th>
            <th scope="col" className="py-2 pr-3">
              {T.columns.list}
            </th>
            <th scope="col" className="py-2 pr-3">
              {T.columns.source}
            </th>
            <th scope="col" className="py-2 pr-3">
              {T.columns.status}
            </th>
            <th scope="col" className="py-2 pr-3">
              {T.columns.since}
            </th>
            <th scope="col" className="py-2 pr-3">
              {T.columns.consent}
            </th>
            {onErase && (
              <th scope="col" className="py-2">
                <span className="sr-only">{T.columns.actions}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-white/10 align-top" data-testid="subscriber-row">
              <td className="break-all py-2 pr-3">{row.email}</td>
              <td className="py-2 pr-3">{row.list_name}</td>
              <td className="py-2 pr-3">{SUBSCRIBER_SOURCE_LABELS[row.source]}</td>
              <td className="py-2 pr-3">{SUBSCRIBER_STATUS_LABELS[row.status]}</td>
              <td className="py-2 pr-3">
                <time dateTime={row.created_at.toISOString()}>{day(row.created_at)}</time>
              </td>
              <td className="max-w-xs py-2 pr-3 text-xs text-muted">{row.consent.text}</td>
              {onErase && (
                <td className="py-2">
                  <Button variant="danger" aria-label={T.eraseLabel(row.email)} onClick={() => onErase(row.email)}>
                    {T.erase}
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
