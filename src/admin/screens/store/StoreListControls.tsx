import type { ReactNode } from "react";
import { pagePlace, type ListPage } from "../../../lib/domain/shared";
import { ListState } from "../../components/AdminPage";
import { Button } from "../../components/Button";
import { COMPACT_CONTROL } from "../../components/form/controls";
import type { StoreListNav as StoreList } from "./useStoreList";

/**
 * A store list's search box and status filter (and the list's own filters,
 * `children`, in the same row), then LOADING... or its empty text (another
 * when a search or filter finds nothing).
 */
export function StoreListFilters({
  id,
  list,
  searchLabel,
  statuses,
  loading,
  empty,
  emptyTexts,
  children,
}: {
  id: string;
  list: StoreList;
  searchLabel: string;
  statuses: readonly (readonly [string, string])[];
  loading: boolean;
  empty: boolean;
  emptyTexts: { none: string; noMatches: string };
  children?: ReactNode;
}) {
  return (
    <>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <label htmlFor={`${id}-search`} className="text-xs tracking-widest">
          {searchLabel}
          <input
            id={`${id}-search`}
            type="search"
            value={list.searchText}
            onChange={(e) => list.setSearchText(e.target.value)}
            className={`${COMPACT_CONTROL} mt-1 block w-64 max-w-full`}
          />
        </label>
        <label htmlFor={`${id}-status`} className="text-xs tracking-widest">
          STATUS
          <select
            id={`${id}-status`}
            value={list.location.status}
            onChange={(e) => list.setStatus(e.target.value)}
            className={`${COMPACT_CONTROL} mt-1 block`}
          >
            <option value="">All</option>
            {statuses.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {children}
      </div>
      <ListState loading={loading} empty={empty} emptyText={list.filtered ? emptyTexts.noMatches : emptyTexts.none} />
    </>
  );
}

/** PREVIOUS / NEXT with where the page sits in the whole list ("1,000+ in all" past the orders' count cap). */
export function StoreListPager({ label, page, list }: { label: string; page: ListPage | undefined; list: StoreList }) {
  if (!page || page.total === 0) return null;
  return (
    <nav aria-label={`${label} pages`} className="mt-4 flex items-center gap-3 text-xs">
      <Button disabled={!page.previous} onClick={() => page.previous && list.goPrevious(page.previous)}>
        PREVIOUS
      </Button>
      <span>{pagePlace(page)}</span>
      <Button disabled={!page.next} onClick={() => page.next && list.goNext(page.next)}>
        NEXT
      </Button>
    </nav>
  );
}
