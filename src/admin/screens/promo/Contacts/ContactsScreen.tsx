import { useState } from "react";
import type { ContactView } from "../../../../lib/domain/promo";
import { contactFiltersSchema, type ContactFilters } from "../../../../lib/domain/promo";
import { CONTACT_SCREEN_TEXTS as T } from "../../../../lib/domain/promo";
import { AdminPage, ListState } from "../../../components/AdminPage";
import { Button } from "../../../components/Button";
import { useCallableQuery } from "../../../hooks/useCallableQuery";
import { useUrlFilters } from "../../../hooks/useUrlFilters";
import { filtersLocation } from "../../../lib/filtersLocation";
import { ContactDialog } from "./ContactDialog";
import { ContactFilterBar } from "./ContactFilterBar";
import { ContactTable } from "./ContactTable";
import { EraseContactDialog } from "./EraseContactDialog";
import { ImportContactsDialog } from "./ImportContactsDialog";

const location = filtersLocation<ContactFilters>(contactFiltersSchema, ["q", "role", "tag", "page"]);
/** A new search or filter starts again at the first page. */
const FIRST_PAGE: Partial<ContactFilters> = { page: 1 };

/**
 * /admin/promo/contacts: the promo contact book (docs/promo.md#contacts).
 * Viewing needs press view; adding, editing and importing press edit;
 * erasing press delete (the server checks again). Search, filters and the
 * page live in the URL.
 */
export default function ContactsScreen() {
  const { filters, searchText, setSearchText, change, clear } = useUrlFilters(location, FIRST_PAGE);
  const contacts = useCallableQuery("listPromoContacts", filters, T.loadFailed);
  const [editing, setEditing] = useState<ContactView | "new" | null>(null);
  const [importing, setImporting] = useState(false);
  const [erasing, setErasing] = useState<ContactView | null>(null);

  const data = contacts.data;
  const filtered = filters.q !== "" || filters.role !== null || filters.tag !== null;
  const reload = () => void contacts.reload();

  return (
    <AdminPage breadcrumb={`PROMO / ${T.breadcrumb}`}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-black tracking-widest">{T.heading}</h1>
        {data?.abilities.edit && (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setEditing("new")}>{T.add}</Button>
            <Button onClick={() => setImporting(true)}>{T.import}</Button>
          </div>
        )}
      </div>
      <ContactFilterBar
        filters={filters}
        searchText={searchText}
        tags={data?.tags ?? []}
        onSearch={setSearchText}
        onChange={change}
        onClear={clear}
      />
      <ListState
        loading={contacts.loading}
        empty={!data || data.total === 0}
        emptyText={data === null ? T.loadFailed : filtered ? T.emptyFiltered : T.empty}
      />
      {data && data.total > 0 && (
        <>
          <p className="mt-6 text-sm font-bold" aria-live="polite" data-testid="contact-count">
            {T.matching(data.total)}
          </p>
          <ContactTable
            contacts={data.contacts}
            busy={contacts.pending}
            onEdit={data.abilities.edit ? setEditing : null}
            onErase={data.abilities.erase ? setErasing : null}
          />
          {data.page_count > 1 && (
            <nav aria-label="Pages" className="mt-4 flex items-center gap-3 text-xs tracking-widest">
              <Button disabled={data.page <= 1} onClick={() => change({ page: data.page - 1 })}>
                {T.previous}
              </Button>
              <span>{T.pageOf(data.page, data.page_count)}</span>
              <Button disabled={data.page >= data.page_count} onClick={() => change({ page: data.page + 1 })}>
                {T.next}
              </Button>
            </nav>
          )}
        </>
      )}
      <ContactDialog
        key={editing === null || editing === "new" ? String(editing) : editing.id}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={reload}
      />
      <ImportContactsDialog open={importing} onClose={() => setImporting(false)} onImported={reload} />
      <EraseContactDialog contact={erasing} onClose={() => setErasing(null)} onErased={reload} />
    </AdminPage>
  );
}
