import type { Preview } from "../domain/publishing";

/**
 * Which waiting preview the site builder renders next (docs/preview.md).
 * The admin replaces a form's earlier PREVIEW with each new one and polls
 * only the newest, so of a person's waiting previews of one item only the
 * newest is rendered: the older ones are superseded, never rendered. Expired
 * ones are left to the cleanup. Oldest request first among the rest.
 */
export interface PreviewTurn {
  next: Preview | null;
  superseded: Preview[];
}

const requestKey = (p: Preview) => `${p.requested_by}\u0000${p.entity}\u0000${p.item_id}`;

export function nextPreview(waiting: readonly Preview[], now: Date): PreviewTurn {
  const newest = new Map<string, Preview>();
  const live = waiting.filter((p) => p.expires_at.getTime() > now.getTime());
  for (const preview of live) {
    const key = requestKey(preview);
    const kept = newest.get(key);
    if (!kept || preview.created_at.getTime() > kept.created_at.getTime()) newest.set(key, preview);
  }
  const kept = new Set(newest.values());
  const next = [...kept].sort((a, b) => a.created_at.getTime() - b.created_at.getTime())[0] ?? null;
  return { next, superseded: live.filter((p) => !kept.has(p)) };
}
