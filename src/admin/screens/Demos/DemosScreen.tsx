import { useState } from "react";
import { abilityAllows, countDemosByFilter, EMPTY_STATES, filterDemos, type DemoFilter } from "../../../lib/domain";
import { AdminPage, ListState } from "../../components/AdminPage";
import { DemoCard } from "./DemoCard";
import { DemoFilterBar } from "./DemoFilterBar";
import { useDemoPlayer } from "./useDemoPlayer";
import { useDemos } from "./useDemos";

/** /admin/demos: review submissions (docs/product.md#admin-demos). The top bar links to the dashboard and signs out. */
export default function DemosScreen() {
  const { demos, abilities, loading, setStatus, saveNotes, remove } = useDemos();
  const player = useDemoPlayer();
  const [filter, setFilter] = useState<DemoFilter>("all");
  const shown = filterDemos(demos, filter);

  return (
    <AdminPage breadcrumb="DEMOS">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-black tracking-widest">DEMO SUBMISSIONS</h1>
        <DemoFilterBar active={filter} counts={loading ? null : countDemosByFilter(demos)} onChange={setFilter} />
      </div>
      <audio ref={player.audioRef} preload="none" data-testid="demo-player" hidden />
      <ListState loading={loading} empty={shown.length === 0} emptyText={EMPTY_STATES.demos} />
      {!loading && (
        <div className="mt-6 space-y-4">
          {shown.map((demo) => (
            <DemoCard
              key={demo.id}
              demo={demo}
              playing={player.playingId === demo.id}
              canEdit={abilityAllows(abilities, "edit")}
              canDelete={abilityAllows(abilities, "delete")}
              onTogglePlay={() => void player.toggle(demo.id)}
              onDownload={() => void player.download(demo.id)}
              onStatus={(status) => void setStatus(demo.id, status)}
              onSaveNotes={(notes) => saveNotes(demo.id, notes)}
              onDelete={() => void remove(demo.id)}
            />
          ))}
        </div>
      )}
    </AdminPage>
  );
}
