/**
 * The player's queue (docs/listening.md#the-player): a release's playable
 * tracks in play order, and where in them the player is. Pure, so the
 * island only moves an index.
 */

export interface PlayQueue<T> {
  tracks: readonly T[];
  /** Index of the current track in `tracks`. */
  index: number;
}

/** Playing a release from the clicked track: the queue is its playable tracks, starting there. */
export function queueFrom<T>(tracks: readonly T[], start: number): PlayQueue<T> | null {
  if (tracks.length === 0) return null;
  return { tracks, index: Math.min(Math.max(0, start), tracks.length - 1) };
}

export const currentTrack = <T>(queue: PlayQueue<T>): T => queue.tracks[queue.index]!;

/** The next track, or null at the end (the player stops there). */
export function nextInQueue<T>(queue: PlayQueue<T>): PlayQueue<T> | null {
  return queue.index + 1 < queue.tracks.length ? { ...queue, index: queue.index + 1 } : null;
}

/** Past this many seconds into a track, "previous" starts it again, as music players do. */
export const RESTART_AFTER_SECONDS = 3;

/**
 * What "previous" does at `position` seconds: start the current track again
 * (past RESTART_AFTER_SECONDS, or on the first track), else go back one.
 */
export function previousInQueue<T>(queue: PlayQueue<T>, position: number): PlayQueue<T> {
  if (position > RESTART_AFTER_SECONDS || queue.index === 0) return queue;
  return { ...queue, index: queue.index - 1 };
}

/** The seek step of the arrow keys, and of Page Up/Down. */
export const SEEK_STEP_SECONDS = 5;
export const SEEK_PAGE_SECONDS = 30;

/** A seek target kept inside the track. */
export const clampPosition = (position: number, duration: number) => Math.min(Math.max(0, position), Math.max(0, duration));
