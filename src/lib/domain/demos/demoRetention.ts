/**
 * How long a rejected demo's audio is kept (DEMO_AUDIO_RETENTION_DAYS), as
 * pure rules the `demo-audio-retention` job and the tests share.
 */
import { DAY_MS, formatLongDate } from "../shared/dates";
import type { Demo } from "./demo";
import { DEMO_AUDIO_RETENTION_DAYS } from "./demoLimits";

type RetentionFields = Pick<Demo, "status" | "submitted_at" | "status_changed_at" | "audio_removed_at">;

/**
 * When the audio of a rejected demo may be deleted: the retention period
 * after it was rejected. Records older than `status_changed_at` count from
 * their submission, the earliest moment they can have been rejected.
 * Null when the demo is not rejected.
 */
export function demoAudioExpiresAt(demo: RetentionFields, retentionDays = DEMO_AUDIO_RETENTION_DAYS): Date | null {
  if (demo.status !== "rejected") return null;
  const rejectedAt = demo.status_changed_at ?? demo.submitted_at;
  return new Date(rejectedAt.getTime() + retentionDays * DAY_MS);
}

/** True when the job must delete this demo's audio at `now`: rejected for the whole period and not removed yet. */
export function isDemoAudioDue(demo: RetentionFields, now: Date, retentionDays = DEMO_AUDIO_RETENTION_DAYS): boolean {
  if (demo.audio_removed_at) return false;
  const expiresAt = demoAudioExpiresAt(demo, retentionDays);
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}

/** The admin card's line in place of the player: "Audio removed on March 5, 2027". */
export function demoAudioRemovedText(removedAt: Date | string): string {
  return `Audio removed on ${formatLongDate(removedAt)}`;
}
