import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { call, errorMessage } from "../../../lib/client/callables";
import { formatTrackTime, parseTrackTime, type DemoPriority } from "../../../lib/domain/demos";
import { DEMO_SUBMIT_TOASTS } from "../../../lib/domain/shared";
import type { DemoStaff, DemoView } from "../../../lib/domain/demos";
import { Button } from "../../components/Button";
import { COMPACT_CONTROL } from "../../components/form/controls";
import { useCallableQuery } from "../../hooks/useCallableQuery";
import type { DemoPlayer } from "./useDemoPlayer";
import { Waveform } from "./Waveform";
import { DEMO_PRIORITIES } from "../../../lib/domain/demos";

interface DemoReviewPanelProps {
  demo: DemoView;
  player: DemoPlayer;
  canEdit: boolean;
  staff: DemoStaff[];
  onUpdated: (demo: DemoView) => void;
}

const fail = (what: string) => (error: unknown) => {
  console.error(`${what} failed`, error);
  toast.error(errorMessage(error, DEMO_SUBMIT_TOASTS.fallbackDescription));
};

/**
 * The review player of one demo (docs/demos.md#the-review-player): the
 * waveform, private timestamped comments, the caller's rating, and for
 * staff with demos edit the priority, assignee and tags.
 */
export function DemoReviewPanel({ demo, player, canEdit, staff, onUpdated }: DemoReviewPanelProps) {
  const { data: review, loading, setData } = useCallableQuery("getDemoReview", { id: demo.id }, DEMO_SUBMIT_TOASTS.fallbackDescription);
  const [at, setAt] = useState("");
  const [comment, setComment] = useState("");
  const [tags, setTags] = useState(demo.tags.join(", "));
  const idFor = (part: string) => `demo-${demo.id}-${part}`;

  async function addComment(event: FormEvent) {
    event.preventDefault();
    const seconds = parseTrackTime(at === "" ? formatTrackTime(player.positionOf(demo.id)) : at);
    if (seconds === null) return void toast.error("Enter a time like 0:42");
    try {
      const added = await call("addDemoComment", { id: demo.id, at_seconds: seconds, body: comment });
      setData((current) => current && { ...current, comments: [...current.comments, added].sort((a, b) => a.at_seconds - b.at_seconds) });
      setComment("");
      setAt("");
    } catch (error) {
      fail("addDemoComment")(error);
    }
  }

  async function rate(rating: number) {
    try {
      onUpdated(await call("rateDemo", { id: demo.id, rating }));
      setData((current) => current && { ...current, my_rating: rating });
    } catch (error) {
      fail("rateDemo")(error);
    }
  }

  async function triage(patch: { priority?: DemoPriority; assignee_id?: string | null; tags?: string[] }) {
    try {
      onUpdated(await call("updateDemoTriage", { id: demo.id, ...patch }));
      toast.success("Saved");
    } catch (error) {
      fail("updateDemoTriage")(error);
    }
  }

  return (
    <section aria-label={`Review ${demo.track_title}`} className="mt-4 border-t border-white/10 pt-4">
      {loading && <p className="text-xs text-muted">LOADING...</p>}
      {review?.waveform ? (
        <Waveform
          peaks={review.waveform.peaks}
          duration={review.waveform.duration}
          media={player.loadedId === demo.id ? player.audioRef.current : null}
          label={`Waveform of ${demo.track_title}`}
          onSeek={(seconds) => void player.seek(demo.id, seconds)}
        />
      ) : (
        !loading && !demo.audio_removed_at && <p className="text-xs text-muted">Waveform not available</p>
      )}

      {review && (
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <div>
            <h4 className="text-xs font-bold tracking-widest">COMMENTS</h4>
            {review.comments.length === 0 && <p className="mt-2 text-xs text-muted">No comments yet</p>}
            <ul className="mt-2 space-y-2" aria-label="Comments">
              {review.comments.map((c) => (
                <li key={c.id} className="text-sm">
                  <button
                    type="button"
                    className="mr-2 font-mono text-accent hover:underline"
                    onClick={() => void player.seek(demo.id, c.at_seconds)}
                    aria-label={`Play from ${formatTrackTime(c.at_seconds)}`}
                  >
                    {formatTrackTime(c.at_seconds)}
                  </button>
                  <span className="whitespace-pre-line">{c.body}</span>
                  <span className="ml-2 text-xs text-muted">{c.author_email}</span>
                </li>
              ))}
            </ul>
            <form method="post" onSubmit={(e) => void addComment(e)} className="mt-3 flex flex-wrap items-end gap-2">
              <label className="text-xs tracking-widest" htmlFor={idFor("at")}>
                At
                <input
                  id={idFor("at")}
                  value={at}
                  onChange={(e) => setAt(e.target.value)}
                  placeholder={formatTrackTime(player.positionOf(demo.id))}
                  className={`ml-1 w-16 ${COMPACT_CONTROL}`}
                />
              </label>
              <label className="flex-1 text-xs tracking-widest" htmlFor={idFor("comment")}>
                Comment
                <input
                  id={idFor("comment")}
                  value={comment}
                  onChange={(e) => setComment(e.target.value)}
                  className={`ml-1 w-full ${COMPACT_CONTROL}`}
                />
              </label>
              <Button type="submit" disabled={comment.trim() === ""}>
                Add comment
              </Button>
            </form>
          </div>

          <div className="space-y-4">
            <div role="group" aria-label="Your rating">
              <h4 className="text-xs font-bold tracking-widest">YOUR RATING</h4>
              <div className="mt-2 flex gap-1">
                {[1, 2, 3, 4, 5].map((n) => (
                  <Button
                    key={n}
                    aria-pressed={review.my_rating === n}
                    variant={review.my_rating !== null && n <= review.my_rating ? "primary" : "secondary"}
                    onClick={() => void rate(n)}
                    aria-label={`Rate ${n} of 5`}
                  >
                    {n}
                  </Button>
                ))}
              </div>
              {review.ratings.length > 0 && (
                <p className="mt-1 text-xs text-muted">
                  {review.ratings.map((r) => `${r.reviewer_email ?? "—"}: ${r.rating}`).join(" · ")}
                </p>
              )}
            </div>

            {canEdit && (
              <div className="grid grid-cols-2 gap-3 text-xs tracking-widest">
                <label htmlFor={idFor("priority")}>
                  Priority
                  <select
                    id={idFor("priority")}
                    value={demo.priority}
                    onChange={(e) => void triage({ priority: e.target.value as DemoPriority })}
                    className={`mt-1 block w-full ${COMPACT_CONTROL}`}
                  >
                    {DEMO_PRIORITIES.map((p) => (
                      <option key={p} value={p}>
                        {p}
                      </option>
                    ))}
                  </select>
                </label>
                <label htmlFor={idFor("assignee")}>
                  Assignee
                  <select
                    id={idFor("assignee")}
                    value={demo.assignee_id ?? ""}
                    onChange={(e) => void triage({ assignee_id: e.target.value || null })}
                    className={`mt-1 block w-full ${COMPACT_CONTROL}`}
                  >
                    <option value="">Nobody</option>
                    {staff.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.email ?? s.id}
                      </option>
                    ))}
                  </select>
                </label>
                <form
                  method="post"
                  className="col-span-2 flex items-end gap-2"
                  onSubmit={(e) => {
                    e.preventDefault();
                    void triage({
                      tags: tags
                        .split(",")
                        .map((t) => t.trim())
                        .filter((t) => t !== ""),
                    });
                  }}
                >
                  <label htmlFor={idFor("tags")} className="flex-1">
                    Tags (comma separated)
                    <input
                      id={idFor("tags")}
                      value={tags}
                      onChange={(e) => setTags(e.target.value)}
                      className={`mt-1 block w-full ${COMPACT_CONTROL}`}
                    />
                  </label>
                  <Button type="submit">Save tags</Button>
                </form>
              </div>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
