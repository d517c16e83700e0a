import { useState } from "react";
import { abilityAllows } from "../../../lib/domain/access";
import { HIDDEN_DUPLICATES_TEXTS, isDemoDecision, type DemoListQueryInput } from "../../../lib/domain/demos";
import { EMPTY_STATES } from "../../../lib/domain/shared";
import { AdminPage, ListState } from "../../components/AdminPage";
import { Button } from "../../components/Button";
import { useCallableQuery } from "../../hooks/useCallableQuery";
import { DemoCard } from "./DemoCard";
import { DemoFilterBar } from "./DemoFilterBar";
import { DemoFinder } from "./DemoFinder";
import { DemoReviewPanel } from "./DemoReviewPanel";
import { ReplyDialog, type ReplyTarget } from "./ReplyDialog";
import { ReplyTemplatesDialog } from "./ReplyTemplatesDialog";
import { useDemoPlayer } from "./useDemoPlayer";
import { useDemos } from "./useDemos";

/** /admin/demos: review submissions (docs/product.md#admin-demos, docs/demos.md). The top bar links to the dashboard and signs out. */
export default function DemosScreen() {
  const [query, setQuery] = useState<DemoListQueryInput>({ status: "all", page: 1 });
  const { page, demos, abilities, loading, replace, setStatus, saveNotes, remove } = useDemos(query);
  const { data: staffData } = useCallableQuery("listDemoStaff", {}, null);
  const staff = staffData?.staff ?? [];
  const player = useDemoPlayer();
  const [reviewId, setReviewId] = useState<string | null>(null);
  const [replyTarget, setReplyTarget] = useState<ReplyTarget | null>(null);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const canEdit = abilityAllows(abilities, "edit");
  // A new search or filter starts again at page one.
  const change = (patch: Partial<DemoListQueryInput>) => setQuery((current) => ({ ...current, page: 1, ...patch }));
  const emailOf = (uid: string | null) => (uid ? (staff.find((s) => s.id === uid)?.email ?? uid) : null);

  return (
    <AdminPage breadcrumb="DEMOS">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-black tracking-widest">DEMO SUBMISSIONS</h1>
        <DemoFilterBar
          active={query.status ?? "all"}
          counts={loading || !page ? null : page.counts}
          onChange={(status) => change({ status })}
        />
        {!loading && page && page.hidden_duplicates > 0 && (
          <p className="flex items-center gap-2 text-xs text-muted" role="status">
            {HIDDEN_DUPLICATES_TEXTS.count(page.hidden_duplicates)}
            <Button onClick={() => change({ duplicates: "include" })}>{HIDDEN_DUPLICATES_TEXTS.show}</Button>
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <DemoFinder query={query} onChange={change} genres={page?.genres ?? []} tags={page?.tags ?? []} staff={staff} />
        {canEdit && <Button onClick={() => setTemplatesOpen(true)}>Reply templates</Button>}
      </div>
      <audio ref={player.audioRef} preload="none" data-testid="demo-player" hidden />
      <ListState loading={loading} empty={demos.length === 0} emptyText={EMPTY_STATES.demos} />
      {!loading && (
        <div className="mt-6 space-y-4">
          {demos.map((demo) => (
            <DemoCard
              key={demo.id}
              demo={demo}
              playing={player.playingId === demo.id}
              canEdit={canEdit}
              canDelete={abilityAllows(abilities, "delete")}
              onTogglePlay={() => void player.toggle(demo.id)}
              onDownload={() => void player.download(demo.id)}
              onStatus={(status) =>
                void setStatus(demo.id, status).then((updated) => {
                  // The reply is a step after the status change, offered once per decision.
                  if (updated && isDemoDecision(updated.status) && !updated.replies_sent.includes(updated.status))
                    setReplyTarget({ demo: updated, decision: updated.status });
                })
              }
              onSaveNotes={(notes) => saveNotes(demo.id, notes)}
              onDelete={() => void remove(demo.id)}
              assigneeName={emailOf(demo.assignee_id)}
              reviewOpen={reviewId === demo.id}
              onToggleReview={() => setReviewId(reviewId === demo.id ? null : demo.id)}
              onReply={() => isDemoDecision(demo.status) && setReplyTarget({ demo, decision: demo.status })}
            >
              {reviewId === demo.id && <DemoReviewPanel demo={demo} player={player} canEdit={canEdit} staff={staff} onUpdated={replace} />}
            </DemoCard>
          ))}
        </div>
      )}
      {page && page.page_count > 1 && (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-center gap-3 text-xs">
          <Button disabled={page.page <= 1} onClick={() => setQuery({ ...query, page: page.page - 1 })}>
            Previous page
          </Button>
          <span>
            Page {page.page} of {page.page_count} · {page.total} demos
          </span>
          <Button disabled={page.page >= page.page_count} onClick={() => setQuery({ ...query, page: page.page + 1 })}>
            Next page
          </Button>
        </nav>
      )}
      <ReplyDialog target={replyTarget} onClose={() => setReplyTarget(null)} onSent={replace} />
      <ReplyTemplatesDialog open={templatesOpen} onClose={() => setTemplatesOpen(false)} />
    </AdminPage>
  );
}
