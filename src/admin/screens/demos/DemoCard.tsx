import { useState, type ReactNode } from "react";
import { genreDisplayName } from "../../../lib/domain/catalog";
import {
  demoAudioRemovedText,
  demoFilterLabel,
  demoRatingAverage,
  demoReference,
  demoWaitingText,
  formatFileSizeMb,
  isDemoDecision,
} from "../../../lib/domain/demos";
import { formatLongDate } from "../../../lib/domain/shared";
import type { DemoView } from "../../../lib/domain/demos";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { DEMO_STATUSES, type DemoStatus } from "../../../lib/domain/demos";

interface DemoCardProps {
  demo: DemoView;
  playing: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onTogglePlay: () => void;
  onDownload: () => void;
  onStatus: (status: DemoStatus) => void;
  /** Resolves true once saved. */
  onSaveNotes: (notes: string) => Promise<boolean>;
  onDelete: () => void;
  /** The staff member it is assigned to, by email. */
  assigneeName: string | null;
  reviewOpen: boolean;
  onToggleReview: () => void;
  /** Opens the reply dialog for the current decision. */
  onReply: () => void;
  /** The review panel, when open. */
  children?: ReactNode;
}

/**
 * One submission: every field, the player, private notes, status and delete
 * (docs/product.md#admin-demos), and the desk's marks: waiting time, listened,
 * rating, priority, assignee, tags, duplicate, and the review panel (docs/demos.md).
 */
export function DemoCard({
  demo,
  playing,
  canEdit,
  canDelete,
  onTogglePlay,
  onDownload,
  onStatus,
  onSaveNotes,
  onDelete,
  assigneeName,
  reviewOpen,
  onToggleReview,
  onReply,
  children,
}: DemoCardProps) {
  const [notes, setNotes] = useState(demo.admin_notes);
  const [saving, setSaving] = useState(false);
  const unchanged = notes === demo.admin_notes;
  const idFor = (part: string) => `demo-${demo.id}-${part}`;

  async function saveNotes() {
    setSaving(true);
    await onSaveNotes(notes);
    setSaving(false);
  }

  return (
    <article aria-labelledby={idFor("title")} className="border border-white/15 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={idFor("title")} className="text-lg font-bold">
            {demo.track_title}
          </h3>
          <p className="text-sm">{demo.artist_name}</p>
          <a href={`mailto:${demo.email}`} className="text-sm text-muted hover:text-accent">
            {demo.email}
          </a>
        </div>
        <div className="flex flex-wrap justify-end gap-1">
          {demo.duplicate_of && <Badge>Duplicate</Badge>}
          {demo.priority !== "normal" && <Badge>{demo.priority} priority</Badge>}
          <Badge variant={demo.status === "pending" ? "default" : "secondary"}>{demo.status}</Badge>
        </div>
      </div>

      <p className="mt-2 flex flex-wrap gap-x-4 text-xs" data-testid="demo-desk-marks">
        <span>{demoWaitingText(demo, new Date())}</span>
        <span>{demo.listened_at ? "Listened" : "Not listened yet"}</span>
        <span>{demoRatingAverage(demo) === null ? "Not rated" : `Rated ${demoRatingAverage(demo)} (${demo.rating_count})`}</span>
        <span>{assigneeName ? `Assigned to ${assigneeName}` : "Unassigned"}</span>
        <span className="text-muted">Ref {demoReference(demo)}</span>
      </p>
      {demo.tags.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1" aria-label="Tags">
          {demo.tags.map((tag) => (
            <li key={tag} className="border border-white/20 px-1.5 text-[10px] tracking-widest">
              {tag}
            </li>
          ))}
        </ul>
      )}

      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-xs sm:grid-cols-3">
        <div>
          <dt className="inline text-muted">Genre: </dt>
          <dd className="inline">{demo.genre ? genreDisplayName(demo.genre) : "—"}</dd>
        </div>
        <div>
          <dt className="inline text-muted">Submitted: </dt>
          <dd className="inline">{formatLongDate(demo.submitted_at)}</dd>
        </div>
        <div>
          <dt className="inline text-muted">Size: </dt>
          <dd className="inline">{formatFileSizeMb(demo.file_size)}</dd>
        </div>
      </dl>

      {demo.message && <p className="mt-3 whitespace-pre-line text-sm text-paper/80">{demo.message}</p>}

      <div className="mt-4 flex flex-wrap items-center gap-2">
        {demo.audio_removed_at ? (
          // The retention job deleted the file; the record stays.
          <p className="text-sm text-muted">{demoAudioRemovedText(demo.audio_removed_at)}</p>
        ) : (
          <>
            <Button variant="primary" onClick={onTogglePlay} aria-label={`${playing ? "Pause" : "Play"} ${demo.track_title}`}>
              {playing ? "Pause" : "Play"}
            </Button>
            <Button onClick={onDownload} aria-label={`Download ${demo.track_title}`}>
              Download
            </Button>
          </>
        )}
        <Button
          onClick={onToggleReview}
          aria-expanded={reviewOpen}
          aria-label={`${reviewOpen ? "Close review of" : "Review"} ${demo.track_title}`}
        >
          {reviewOpen ? "Close review" : "Review"}
        </Button>
        {canEdit && isDemoDecision(demo.status) && !demo.replies_sent.includes(demo.status) && (
          <Button onClick={onReply}>Reply to artist</Button>
        )}
        {isDemoDecision(demo.status) && demo.replies_sent.includes(demo.status) && <span className="text-xs text-muted">Reply sent</span>}
        {canEdit && (
          <label className="ml-auto flex items-center gap-2 text-xs tracking-widest">
            Status
            <select
              value={demo.status}
              onChange={(e) => onStatus(e.target.value as DemoStatus)}
              className="border border-white/20 bg-ink px-2 py-1.5 text-xs"
            >
              {DEMO_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {demoFilterLabel(status)}
                </option>
              ))}
            </select>
          </label>
        )}
        {canDelete && (
          <Button variant="danger" onClick={onDelete}>
            Delete
          </Button>
        )}
      </div>

      {children}

      <div className="mt-4">
        <label htmlFor={idFor("notes")} className="block text-xs tracking-widest">
          Admin notes (private)
        </label>
        <textarea
          id={idFor("notes")}
          value={notes}
          readOnly={!canEdit}
          onChange={(e) => setNotes(e.target.value)}
          rows={3}
          className="mt-1 w-full border border-white/20 bg-transparent px-3 py-2 text-sm focus:border-accent"
        />
        {canEdit && (
          <Button className="mt-2" onClick={() => void saveNotes()} disabled={unchanged || saving}>
            Save notes
          </Button>
        )}
      </div>
    </article>
  );
}
