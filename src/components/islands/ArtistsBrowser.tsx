/** @jsxImportSource preact */
import { EMPTY_STATES, showingArtists } from "../../lib/domain/shared/pageTexts";
import { PUBLIC_LABELS } from "../../lib/domain/shared/publicTexts";
import { artistSearchText } from "../../lib/site/listFilters";
import type { ArtistListItem } from "../../lib/site/views";
import { ArtistCard } from "../cards/ArtistCard";
import { ListFilters } from "./ListFilters";
import { Pagination } from "./Pagination";
import { useFilteredList } from "./useFilteredList";
import { useListData } from "./useListData";
import { useListQuery } from "./useListQuery";

const genreOf = (artist: ArtistListItem) => artist.genreKey;

/** /artists: search by name, genre, 'Showing X of Y artists', 12 per page. */
export default function ArtistsBrowser({ initial, total, dataUrl }: { initial: ArtistListItem[]; total: number; dataUrl: string }) {
  const { items, loaded } = useListData(dataUrl, initial);
  const [query, update, filterRefs] = useListQuery();
  const list = useFilteredList(items, query, artistSearchText, genreOf, update);
  const count = loaded ? items.length : total;
  const shown = loaded ? list.filtered.length : total;
  return (
    <div>
      <ListFilters
        searchLabel={PUBLIC_LABELS.searchArtists}
        q={query.q}
        genre={query.genre}
        onSearch={list.onSearch}
        onGenre={list.onGenre}
        {...filterRefs}
      />
      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {showingArtists(shown, count)}
      </p>
      {list.pageItems.length === 0 ? (
        <p className="mt-12 text-center text-muted">{EMPTY_STATES.artistsList}</p>
      ) : (
        <section aria-labelledby="artists-results" className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          <h2 id="artists-results" className="sr-only">
            Artists
          </h2>
          {list.pageItems.map((artist, i) => (
            <ArtistCard key={artist.href} artist={artist} eager={i < 4} priority={i === 0} />
          ))}
        </section>
      )}
      <Pagination query={{ ...query, page: list.page }} total={list.pages} onPage={list.onPage} />
    </div>
  );
}
