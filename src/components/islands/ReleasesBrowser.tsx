/** @jsxImportSource preact */
import { useMemo } from "preact/hooks";
import { EMPTY_STATES, showingReleases } from "../../lib/domain/shared/pageTexts";
import { PUBLIC_LABELS } from "../../lib/domain/shared/publicTexts";
import { groupByMonth, releaseSearchText } from "../../lib/site/listFilters";
import type { ReleaseListItem } from "../../lib/site/views";
import { ReleaseCard } from "../cards/ReleaseCard";
import { ListFilters } from "./ListFilters";
import { Pagination } from "./Pagination";
import { useFilteredList } from "./useFilteredList";
import { useListData } from "./useListData";
import { useListQuery } from "./useListQuery";

const genreOf = (release: ReleaseListItem) => release.genreKey;

/**
 * /releases: search over title and every credited artist, genre, 12 per
 * page, the page grouped under MONTH YEAR headings (undated releases under
 * the month of the build, `builtAt`, where the list's order puts them).
 */
export default function ReleasesBrowser({
  initial,
  total,
  dataUrl,
  builtAt,
}: {
  initial: ReleaseListItem[];
  total: number;
  dataUrl: string;
  builtAt: string;
}) {
  const { items, loaded } = useListData(dataUrl, initial);
  const [query, update, filterRefs] = useListQuery();
  const list = useFilteredList(items, query, releaseSearchText, genreOf, update);
  const groups = useMemo(() => groupByMonth(list.pageItems, new Date(builtAt)), [list.pageItems, builtAt]);
  const count = loaded ? items.length : total;
  const shown = loaded ? list.filtered.length : total;
  return (
    <div>
      <ListFilters
        searchLabel={PUBLIC_LABELS.searchReleases}
        q={query.q}
        genre={query.genre}
        onSearch={list.onSearch}
        onGenre={list.onGenre}
        {...filterRefs}
      />
      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {showingReleases(shown, count)}
      </p>
      {groups.length === 0 ? (
        <p className="mt-12 text-center text-muted">{EMPTY_STATES.releasesList}</p>
      ) : (
        groups.map((group) => (
          <section key={group.heading} className="mt-10" aria-label={group.heading}>
            <h2 className="mb-6 border-b border-white/10 pb-2 text-xl font-bold tracking-widest">{group.heading}</h2>
            <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
              {group.items.map((release) => {
                // The first row (4 across on a wide screen) is the list's first screen, as on /artists.
                const position = list.pageItems.indexOf(release);
                return <ReleaseCard key={release.id} release={release} eager={position < 4} priority={position === 0} />;
              })}
            </div>
          </section>
        ))
      )}
      <Pagination query={{ ...query, page: list.page }} total={list.pages} onPage={list.onPage} />
    </div>
  );
}
