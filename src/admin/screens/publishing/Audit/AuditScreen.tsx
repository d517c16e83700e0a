import { useState, type FormEvent } from "react";
import {
  AUDIT_ENTITIES,
  AUDIT_TEXTS,
  SYSTEM_ACTOR,
  actedAsOf,
  restoredFromVersion,
  type AuditEntity,
} from "../../../../lib/domain/publishing";
import type { AuditRow } from "../../../../lib/domain/publishing";
import { call } from "../../../../lib/client/callables";
import { AdminPage, ListState, Panel } from "../../../components/AdminPage";
import { Button } from "../../../components/Button";
import { FieldChangeList } from "../../../components/history/FieldChangeList";
import { useBusyAction } from "../../../hooks/useBusyAction";
import { useCallableQuery } from "../../../hooks/useCallableQuery";
import { useSettled } from "../../../hooks/useSettled";

interface Filters {
  actor: string | null;
  entity: AuditEntity | null;
  entity_id: string | null;
  from: string | null;
  to: string | null;
}

type AuditCursor = { at: Date; id: string };

const NO_FILTERS: Filters = { actor: null, entity: null, entity_id: null, from: null, to: null };
const inputClass = "mt-1 block w-full border border-white/20 bg-transparent px-2 py-1 text-sm";

/** A day's start or end in the browser's time, as the server's range expects. */
const dayBound = (day: string | null, end: boolean) => (day ? new Date(`${day}T${end ? "23:59:59.999" : "00:00:00"}`).toISOString() : null);

/** /admin/audit: who changed what, newest first, filtered and paged on the server (docs/version-history.md). */
export default function AuditScreen() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // The pages after the first, with where the next one starts; null while only the first is shown.
  const [more, setMore] = useState<{ entries: AuditRow[]; next: AuditCursor | null } | null>(null);
  const { busy: loadingMore, run } = useBusyAction();
  const request = { ...filters, from: dayBound(filters.from, false), to: dayBound(filters.to, true) };
  const page = useCallableQuery("listAuditEntries", request, AUDIT_TEXTS.loadFailed);
  const [personSearch, setPersonSearch] = useState("");
  const users = useCallableQuery("listUsers", { q: useSettled(personSearch) }, null);
  const nextCursor = more ? more.next : (page.data?.next_cursor ?? null);
  const rows = [...(page.data?.entries ?? []), ...(more?.entries ?? [])];

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim() || null;
    setMore(null);
    setFilters({
      actor: text("actor"),
      entity: text("entity") as AuditEntity | null,
      entity_id: text("entity_id"),
      from: text("from"),
      to: text("to"),
    });
  }

  async function loadMore() {
    if (!nextCursor) return;
    const cursor = { at: nextCursor.at.toISOString(), id: nextCursor.id };
    await run(
      "listAuditEntries",
      () => call("listAuditEntries", { ...request, cursor }),
      AUDIT_TEXTS.loadFailed,
      (next) => setMore((current) => ({ entries: [...(current?.entries ?? []), ...next.entries], next: next.next_cursor })),
    );
  }

  const who = (row: AuditRow) => (row.actor === SYSTEM_ACTOR ? AUDIT_TEXTS.system : (row.actor_email ?? AUDIT_TEXTS.unknownPerson));

  return (
    <AdminPage breadcrumb="AUDIT">
      <Panel title={AUDIT_TEXTS.heading} id="audit-heading">
        <form method="post" onSubmit={apply} className="mt-4 grid gap-3 sm:grid-cols-5" aria-label="Audit filters">
          <label className="text-xs tracking-widest">
            {AUDIT_TEXTS.person}
            <input
              type="search"
              aria-label={AUDIT_TEXTS.findPerson}
              placeholder={AUDIT_TEXTS.findPerson}
              value={personSearch}
              onChange={(e) => setPersonSearch(e.target.value)}
              className={inputClass}
            />
            <select name="actor" className={inputClass} defaultValue="">
              <option value="">All</option>
              <option value={SYSTEM_ACTOR}>{AUDIT_TEXTS.system}</option>
              {(users.data?.users ?? []).map((u) => (
                <option key={u.user_id} value={u.user_id}>
                  {u.email ?? u.user_id}
                </option>
              ))}
            </select>
          </label>
          <label className="text-xs tracking-widest">
            {AUDIT_TEXTS.record}
            <select name="entity" className={inputClass} defaultValue="">
              <option value="">All</option>
              {AUDIT_ENTITIES.map((e) => (
                <option key={e} value={e}>
                  {e}
                </option>
              ))}
            </select>
            <input name="entity_id" aria-label="Record id" placeholder="id" className={inputClass} />
          </label>
          <label className="text-xs tracking-widest">
            {AUDIT_TEXTS.from}
            <input type="date" name="from" className={inputClass} />
          </label>
          <label className="text-xs tracking-widest">
            {AUDIT_TEXTS.to}
            <input type="date" name="to" className={inputClass} />
          </label>
          <div className="self-end">
            <Button type="submit">{AUDIT_TEXTS.filter}</Button>
          </div>
        </form>
        <ListState loading={page.loading} empty={rows.length === 0} emptyText={AUDIT_TEXTS.empty} />
        {!page.loading && rows.length > 0 && (
          <ol className="mt-6 grid gap-3" aria-label="Audit entries">
            {rows.map((row) => {
              const asOf = actedAsOf(row, (date) => date.toLocaleString());
              return (
                <li key={row.id} className="border border-white/10 p-3 text-sm">
                  <p>
                    <time dateTime={row.at.toISOString()}>{row.at.toLocaleString()}</time>
                    {asOf && <span className="text-muted"> ({asOf})</span>} · <strong>{who(row)}</strong> · {row.action} · {row.entity}{" "}
                    {row.label ?? ""} <span className="text-muted">{row.entity_id}</span>
                  </p>
                  {row.restored_from && <p className="text-xs text-muted">{restoredFromVersion(row.restored_from.at.toLocaleString())}</p>}
                  <FieldChangeList entity={row.entity} changes={row.fields} />
                </li>
              );
            })}
          </ol>
        )}
        {nextCursor && (
          <div className="mt-4 text-center">
            <Button type="button" onClick={() => void loadMore()} disabled={loadingMore}>
              {AUDIT_TEXTS.loadMore}
            </Button>
          </div>
        )}
      </Panel>
    </AdminPage>
  );
}
