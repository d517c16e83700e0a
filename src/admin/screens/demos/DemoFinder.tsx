import { genreDisplayName } from "../../../lib/domain/catalog";
import {
  DEMO_SORTS,
  DEMO_SORT_LABELS,
  UNASSIGNED,
  type DemoDuplicateView,
  type DemoListQueryInput,
  type DemoSort,
} from "../../../lib/domain/demos";
import type { DemoStaff } from "../../../lib/domain/demos";
import { COMPACT_CONTROL } from "../../components/form/controls";

interface DemoFinderProps {
  query: DemoListQueryInput;
  onChange: (patch: Partial<DemoListQueryInput>) => void;
  genres: string[];
  tags: string[];
  staff: DemoStaff[];
}

interface Choice {
  value: string;
  label: string;
}

/** The no-filter choice of a select; its value "" is sent as null. */
const ANY: Choice = { value: "", label: "Any" };
const nullable = (value: string) => (value === "" ? null : value);

/** One labelled select of the finder. */
function FinderSelect({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
}) {
  return (
    <label>
      {label}{" "}
      <select value={value} onChange={(e) => onChange(e.target.value)} className={COMPACT_CONTROL}>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Search, filters and sort of the demos list (docs/demos.md#finding-demos); the server applies them. */
export function DemoFinder({ query, onChange, genres, tags, staff }: DemoFinderProps) {
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3 text-xs tracking-widest">
      <label className="flex-1">
        <span className="sr-only">Search demos</span>
        <input
          type="search"
          placeholder="Search artist, title or email..."
          value={query.query ?? ""}
          onChange={(e) => onChange({ query: e.target.value })}
          className={`w-full min-w-48 ${COMPACT_CONTROL}`}
        />
      </label>
      <FinderSelect
        label="Genre"
        value={query.genre ?? ""}
        choices={[ANY, ...genres.map((g) => ({ value: g, label: genreDisplayName(g) }))]}
        onChange={(v) => onChange({ genre: nullable(v) })}
      />
      <FinderSelect
        label="Assignee"
        value={query.assignee ?? ""}
        choices={[
          { value: "", label: "Anyone" },
          { value: UNASSIGNED, label: "Unassigned" },
          ...staff.map((s) => ({ value: s.id, label: s.email ?? s.id })),
        ]}
        onChange={(v) => onChange({ assignee: nullable(v) })}
      />
      <FinderSelect
        label="Rating"
        value={query.min_rating == null ? "" : String(query.min_rating)}
        choices={[ANY, ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: n === 5 ? "5" : `${n}+` }))]}
        onChange={(v) => onChange({ min_rating: v === "" ? null : Number(v) })}
      />
      <FinderSelect
        label="Tag"
        value={query.tag ?? ""}
        choices={[ANY, ...tags.map((t) => ({ value: t, label: t }))]}
        onChange={(v) => onChange({ tag: nullable(v) })}
      />
      <FinderSelect
        label="Duplicates"
        value={query.duplicates ?? "hide"}
        choices={[
          { value: "hide", label: "Hidden" },
          { value: "include", label: "Shown" },
          { value: "only", label: "Only duplicates" },
        ]}
        onChange={(v) => onChange({ duplicates: v as DemoDuplicateView })}
      />
      <FinderSelect
        label="Sort"
        value={query.sort ?? "newest"}
        choices={DEMO_SORTS.map((s) => ({ value: s, label: DEMO_SORT_LABELS[s] }))}
        onChange={(v) => onChange({ sort: v as DemoSort })}
      />
    </div>
  );
}
