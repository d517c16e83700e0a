import { call } from "../../../../lib/client/callables";
import { canManageUsers } from "../../../../lib/domain/access";
import { FAN_DATA_TEXTS as T } from "../../../../lib/domain/fans";
import { useCallableQuery } from "../../../hooks/useCallableQuery";
import { useMyAccess } from "../../../hooks/useMyAccess";
import { useBusyAction } from "../../../hooks/useBusyAction";
import { Button } from "../../../components/Button";
import { downloadText } from "../../../lib/downloadText";

/** A saved release's fans (docs/reminders.md#staff): pre-saves and reminder counts; the CSV export for user_management edit. */
export function ReleaseFansPanel({ releaseId }: { releaseId: string }) {
  const access = useMyAccess();
  // The export hands out addresses: user_management edit (the server checks again).
  const canExport = access !== null && canManageUsers(access, "exportFanEmails");
  const stats = useCallableQuery("releaseReminderStats", { releaseId }, T.statsFailed);
  const { busy: exporting, run } = useBusyAction();

  const exportCsv = () =>
    run(
      "exportReminderEmails",
      () => call("exportReminderEmails", { releaseId }),
      T.exportFailed,
      ({ filename, csv }) => downloadText(filename, csv, "text/csv"),
    );

  const counts = stats.data;
  return (
    <section aria-labelledby="release-fans-title" className="mt-8 border-t border-white/10 pt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="release-fans-title" className="text-sm font-bold tracking-widest">
          {T.panelTitle}
        </h3>
        {canExport && (
          <Button disabled={exporting} onClick={() => void exportCsv()}>
            {exporting ? T.exporting : T.exportCsv}
          </Button>
        )}
      </div>
      <p className="mt-1 text-xs text-muted">{T.panelHint}</p>
      {counts && (
        <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3" data-testid="release-fans">
          {(Object.keys(T.counts) as (keyof typeof T.counts)[]).map((key) => (
            <div key={key}>
              <dt className="text-xs tracking-widest text-muted">{T.counts[key]}</dt>
              <dd className="font-bold">{counts[key]}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
