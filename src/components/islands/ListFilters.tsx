/** @jsxImportSource preact */
import { PUBLIC_LABELS } from "../../lib/domain/shared/publicTexts";
import { GenreOptions } from "./GenreOptions";
import type { ListFilterRefs } from "./useListQuery";

/** Search box and genre select of the artists and releases lists. */
export function ListFilters({
  searchRef,
  genreRef,
  ...props
}: ListFilterRefs & {
  searchLabel: string;
  q: string;
  genre: string;
  onSearch: (q: string) => void;
  onGenre: (genre: string) => void;
}) {
  const field = "w-full border border-white/20 bg-ink px-4 py-3 text-paper placeholder:text-muted focus:border-accent";
  return (
    <div className="grid gap-4 sm:grid-cols-[2fr_1fr]" role="search">
      <label className="block">
        <span className="sr-only">{props.searchLabel}</span>
        <input
          ref={searchRef}
          type="search"
          value={props.q}
          placeholder={props.searchLabel}
          onInput={(e) => props.onSearch(e.currentTarget.value)}
          className={field}
        />
      </label>
      <label className="block">
        <span className="sr-only">Genre</span>
        <select ref={genreRef} value={props.genre} onChange={(e) => props.onGenre(e.currentTarget.value)} className={field}>
          <GenreOptions none={PUBLIC_LABELS.allGenres} />
        </select>
      </label>
    </div>
  );
}
