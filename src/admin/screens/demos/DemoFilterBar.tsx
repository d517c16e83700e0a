import { DEMO_FILTERS, demoFilterLabel, type DemoFilter } from "../../../lib/domain/demos";

/** All / Pending / Reviewed / Accepted / Rejected, each with its count (null until the demos have loaded). */
export function DemoFilterBar({
  active,
  counts,
  onChange,
}: {
  active: DemoFilter;
  counts: Record<DemoFilter, number> | null;
  onChange: (filter: DemoFilter) => void;
}) {
  return (
    <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2">
      {DEMO_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={filter === active}
          onClick={() => onChange(filter)}
          className={`px-3 py-1.5 text-xs font-bold tracking-widest transition ${filter === active ? "bg-paper text-ink" : "border border-white/30 hover:border-accent hover:text-accent"}`}
        >
          {demoFilterLabel(filter)}
          {counts && ` (${counts[filter]})`}
        </button>
      ))}
    </div>
  );
}
