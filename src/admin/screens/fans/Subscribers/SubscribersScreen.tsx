import { useState } from "react";
import { LABEL } from "../../../../config/label";
import { call } from "../../../../lib/client/callables";
import { canManageUsers } from "../../../../lib/domain/access";
import {
  FAN_LIST_SOURCES,
  LABEL_LIST,
  SUBSCRIBER_SCREEN_TEXTS as T,
  SUBSCRIBER_SOURCE_LABELS,
  SUBSCRIBER_STATUSES,
  SUBSCRIBER_STATUS_LABELS,
} from "../../../../lib/domain/fans";
import { AdminPage, ListState } from "../../../components/AdminPage";
import { Button } from "../../../components/Button";
import { useBusyAction } from "../../../hooks/useBusyAction";
import { useCallableQuery } from "../../../hooks/useCallableQuery";
import { useMyAccess } from "../../../hooks/useMyAccess";
import { downloadText } from "../../../lib/downloadText";
import { AddSubscriberDialog } from "./AddSubscriberDialog";
import { EraseSubscriberDialog } from "./EraseSubscriberDialog";
import { ImportSubscribersDialog } from "./ImportSubscribersDialog";
import { SubscriberFilterBar } from "./SubscriberFilterBar";
import { SubscriberGrowthChart } from "./SubscriberGrowthChart";
import { SubscriberTable } from "./SubscriberTable";
import { useSubscriberFilters } from "./useSubscriberFilters";

/**
 * /admin/subscribers: the label's fan list (docs/fans.md#staff). Viewing
 * needs user_management view; adding, importing, exporting and erasing need
 * edit (the server checks again). Search and filters live in the URL.
 */
export default function SubscribersScreen() {
  const access = useMyAccess();
  const { filters, searchText, setSearchText, change, clear } = useSubscriberFilters();
  const subscribers = useCallableQuery("listSubscribers", filters, T.loadFailed);
  const [dialog, setDialog] = useState<"add" | "import" | null>(null);
  const [erasing, setErasing] = useState<string | null>(null);
  const { busy: exporting, run } = useBusyAction();

  const canEdit = access !== null && canManageUsers(access, "addSubscriber");
  const data = subscribers.data;
  // The label's list is always offered, even before anyone joined it.
  const lists = data
    ? data.lists.some((l) => l.id === LABEL_LIST)
      ? data.lists
      : [{ id: LABEL_LIST, name: LABEL.name }, ...data.lists]
    : [{ id: LABEL_LIST, name: LABEL.name }];
  const filtered = filters.q !== "" || filters.list !== null || filters.source !== null || filters.status !== null;
  const reload = () => void subscribers.reload();
  const exportCsv = () =>
    run(
      "exportSubscribers",
      () => call("exportSubscribers", filters),
      T.exportFailed,
      ({ filename, csv }) => downloadText(filename, csv, "text/csv"),
    );

  return (
    <AdminPage breadcrumb={T.breadcrumb}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-black tracking-widest">{T.heading}</h1>
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setDialog("add")}>{T.add}</Button>
            <Button onClick={() => setDialog("import")}>{T.importCsv}</Button>
            <Button disabled={exporting} onClick={() => void exportCsv()}>
              {exporting ? T.exporting : T.exportCsv}
            </Button>
          </div>
        )}
      </div>
      <SubscriberFilterBar
        filters={filters}
        searchText={searchText}
        lists={lists}
        onSearch={setSearchText}
        onChange={change}
        onClear={clear}
      />
      <ListState
        loading={subscribers.loading}
        empty={!data || data.total === 0}
        emptyText={data === null ? T.loadFailed : filtered ? T.emptyFiltered : T.empty}
      />
      {data && (
        <>
          <div className="mt-6 grid gap-2 text-sm" data-testid="subscriber-counts" aria-live="polite">
            <p className="font-bold">{T.matching(data.total)}</p>
            <p className="text-xs text-muted">
              {T.countsByStatus}: {SUBSCRIBER_STATUSES.map((s) => `${SUBSCRIBER_STATUS_LABELS[s]} ${data.byStatus[s] ?? 0}`).join(" · ")}
            </p>
            <p className="text-xs text-muted">
              {T.countsBySource}: {FAN_LIST_SOURCES.map((s) => `${SUBSCRIBER_SOURCE_LABELS[s]} ${data.bySource[s] ?? 0}`).join(" · ")}
            </p>
          </div>
          <SubscriberGrowthChart growth={data.growth} />
          {data.rows.length > 0 && <SubscriberTable rows={data.rows} busy={subscribers.pending} onErase={canEdit ? setErasing : null} />}
          {data.rows.length < data.total && <p className="mt-2 text-xs text-muted">{T.shownOf(data.rows.length, data.total)}</p>}
        </>
      )}
      <AddSubscriberDialog open={dialog === "add"} lists={lists} onClose={() => setDialog(null)} onAdded={reload} />
      <ImportSubscribersDialog open={dialog === "import"} lists={lists} onClose={() => setDialog(null)} onImported={reload} />
      <EraseSubscriberDialog email={erasing} onClose={() => setErasing(null)} onErased={reload} />
    </AdminPage>
  );
}
