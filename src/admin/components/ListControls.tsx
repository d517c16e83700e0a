import type { MouseEvent, ReactNode } from "react";
import { ADMIN_LIST_TEXTS, pageOfPages, type ListPage } from "../../lib/domain/shared";
import type { AdminListControls } from "../hooks/useAdminList";
import { FIRST_PAGE, listLocationSearch, type ListLocation } from "../lib/listLocation";

const control = "w-full border border-white/20 bg-transparent px-3 py-2 text-sm focus:border-accent";

/** The search box above a paged list; Enter searches at once, typing after a pause. */
export function ListSearch({
  id,
  label,
  value,
  onChange,
  onSubmit,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  onSubmit: () => void;
}) {
  return (
    <div role="search" className="mt-4">
      <label htmlFor={id} className="block text-xs tracking-widest">
        {label}
      </label>
      <input
        id={id}
        type="search"
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          onSubmit();
        }}
        className={`mt-1 ${control}`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        {ADMIN_LIST_TEXTS.searchHint}
      </p>
    </div>
  );
}

interface PagerProps {
  /** e.g. "Releases pages". */
  label: string;
  page: ListPage | null;
  location: ListLocation;
  onGo: (next: ListLocation) => void;
  /** Receives focus after a page change, so keyboard and screen-reader users start reading the new page. */
  focusId: string;
}

/**
 * First, previous, next and last page as links (shareable, openable in a new
 * tab), the current page and the total. The page numbers count from the
 * start of the list; the links carry the neighbouring rows' ids as cursors.
 */
export function ListPager({ label, page, location, onGo, focusId }: PagerProps) {
  if (!page || page.page_count <= 1) return null;
  const { q } = location;
  const go = (next: ListLocation) => {
    onGo(next);
    const target = document.getElementById(focusId);
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: "start" });
  };
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-center gap-3 text-xs tracking-widest">
      <PageLink to={{ ...FIRST_PAGE, q }} enabled={page.previous !== null} onGo={go}>
        {ADMIN_LIST_TEXTS.first}
      </PageLink>
      <PageLink to={{ ...FIRST_PAGE, q, before: page.previous }} enabled={page.previous !== null} onGo={go}>
        {ADMIN_LIST_TEXTS.previous}
      </PageLink>
      <span>{pageOfPages(page.page, page.page_count, page.total)}</span>
      <PageLink to={{ ...FIRST_PAGE, q, after: page.next }} enabled={page.next !== null} onGo={go}>
        {ADMIN_LIST_TEXTS.next}
      </PageLink>
      <PageLink to={{ ...FIRST_PAGE, q, last: true }} enabled={page.next !== null} onGo={go}>
        {ADMIN_LIST_TEXTS.last}
      </PageLink>
    </nav>
  );
}

function PageLink({
  to,
  enabled,
  onGo,
  children,
}: {
  to: ListLocation;
  enabled: boolean;
  onGo: (next: ListLocation) => void;
  children: ReactNode;
}) {
  if (!enabled)
    return (
      <span aria-disabled="true" className="px-2 py-1 text-muted opacity-50">
        {children}
      </span>
    );
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click opens the page elsewhere, as any link does.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onGo(to);
  };
  return (
    <a
      href={`${window.location.pathname}${listLocationSearch(to)}`}
      onClick={follow}
      className="border border-white/30 px-2 py-1 font-bold hover:border-accent hover:text-accent"
    >
      {children}
    </a>
  );
}

/** What a list panel shows around its rows: the search box, the state, the pager. */
export interface PagedListView {
  /** A request is under way (the rows shown may still be those of the page before). */
  loading: boolean;
  /** A first page has arrived. */
  loaded: boolean;
  searching: boolean;
  search: ReactNode;
  pager: ReactNode;
}

/** The search box and pager of a list screen's `useAdminList`. */
export function pagedListView(
  list: AdminListControls,
  page: ListPage | null,
  names: { search: string; searchLabel: string; pagerLabel: string; headingId: string },
): PagedListView {
  return {
    loading: list.loading,
    loaded: page !== null,
    searching: list.location.q !== "",
    search: (
      <ListSearch
        id={names.search}
        label={names.searchLabel}
        value={list.searchText}
        onChange={list.setSearchText}
        onSubmit={list.submitSearch}
      />
    ),
    pager: <ListPager label={names.pagerLabel} page={page} location={list.location} onGo={list.goTo} focusId={names.headingId} />,
  };
}

/**
 * A list panel's body: search box, LOADING... before the first page, the
 * rows (marked busy while another page loads), the empty text (the screen's
 * own when nothing is listed at all, "Nothing matches this search" when a
 * search finds nothing) and the pager.
 */
export function PagedItems({
  view,
  label,
  count,
  emptyText,
  children,
}: {
  view: PagedListView;
  label: string;
  count: number;
  emptyText: string;
  children: ReactNode;
}) {
  const empty = view.loaded && count === 0;
  return (
    <>
      {view.search}
      {view.loading && !view.loaded && (
        <p role="status" className="py-6 text-center text-sm tracking-widest text-muted">
          LOADING...
        </p>
      )}
      {empty && <p className="py-6 text-center text-sm text-muted">{view.searching ? ADMIN_LIST_TEXTS.noMatches : emptyText}</p>}
      <ul aria-label={label} aria-busy={view.loading} className="mt-4 space-y-3 aria-busy:opacity-60">
        {children}
      </ul>
      {view.pager}
    </>
  );
}
