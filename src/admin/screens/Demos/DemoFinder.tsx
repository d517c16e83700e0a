import { DEMO_SORTS, DEMO_SORT_LABELS, UNASSIGNED, genreDisplayName, type DemoDuplicateView, type DemoListQueryInput, type DemoSort } from "../../../lib/domain";
import type { DemoStaff } from "../../../lib/domain/contracts/demos";

const control = "border border-white/20 bg-ink px-2 py-1.5 text-xs focus:border-accent";

interface DemoFinderProps {
  query: DemoListQueryInput;
  onChange: (patch: Partial<DemoListQueryInput>) => void;
  genres: string[];
  tags: string[];
  staff: DemoStaff[];
}

/** Search, filters and sort of the demos list (docs/demos.md#finding-demos); the server applies them. */
export function DemoFinder({ query, onChange, genres, tags, staff }: DemoFinderProps) {
  const nullable = (value: string) => (value === "" ? null : value);
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3 text-xs tracking-widest">
      <label className="flex-1">
        <span className="sr-only">Search demos</span>
        <input type="search" placeholder="Search artist, title or email..." value={query.query ?? ""} onChange={(e) => onChange({ query: e.target.value })} className={`w-full min-w-48 ${control}`} />
      </label>
      <label>
        Genre{" "}
        <select value={query.genre ?? ""} onChange={(e) => onChange({ genre: nullable(e.target.value) })} className={control}>
          <option value="">Any</option>
          {genres.map((g) => <option key={g} value={g}>{genreDisplayName(g)}</option>)}
        </select>
      </label>
      <label>
        Assignee{" "}
        <select value={query.assignee ?? ""} onChange={(e) => onChange({ assignee: nullable(e.target.value) })} className={control}>
          <option value="">Anyone</option>
          <option value={UNASSIGNED}>Unassigned</option>
          {staff.map((s) => <option key={s.id} value={s.id}>{s.email ?? s.id}</option>)}
        </select>
      </label>
      <label>
        Rating{" "}
        <select value={query.min_rating ?? ""} onChange={(e) => onChange({ min_rating: e.target.value === "" ? null : Number(e.target.value) })} className={control}>
          <option value="">Any</option>
          {[5, 4, 3, 2, 1].map((n) => <option key={n} value={n}>{n === 5 ? "5" : `${n}+`}</option>)}
        </select>
      </label>
      <label>
        Tag{" "}
        <select value={query.tag ?? ""} onChange={(e) => onChange({ tag: nullable(e.target.value) })} className={control}>
          <option value="">Any</option>
          {tags.map((t) => <option key={t} value={t}>{t}</option>)}
        </select>
      </label>
      <label>
        Duplicates{" "}
        <select value={query.duplicates ?? "hide"} onChange={(e) => onChange({ duplicates: e.target.value as DemoDuplicateView })} className={control}>
          <option value="hide">Hidden</option>
          <option value="include">Shown</option>
          <option value="only">Only duplicates</option>
        </select>
      </label>
      <label>
        Sort{" "}
        <select value={query.sort ?? "newest"} onChange={(e) => onChange({ sort: e.target.value as DemoSort })} className={control}>
          {DEMO_SORTS.map((s) => <option key={s} value={s}>{DEMO_SORT_LABELS[s]}</option>)}
        </select>
      </label>
    </div>
  );
}
