/** The demo card's waiting time and listened mark (docs/demos.md#the-review-player). */
import { DAY_MS, HOUR_MS } from "../shared/dates";
import type { Demo, DemoDecision } from "./demo";
import { DEMO_DECISIONS } from "./demoLimits";

type WaitingFields = Pick<Demo, "status" | "submitted_at" | "status_changed_at">;

export function isDemoDecision(status: Demo["status"]): status is DemoDecision {
  return (DEMO_DECISIONS as readonly string[]).includes(status);
}

/** How long the artist has waited: until the decision once accepted or rejected, else until now. */
export function demoWaitedMs(demo: WaitingFields, now: Date): number {
  const end = isDemoDecision(demo.status) ? (demo.status_changed_at ?? demo.submitted_at) : now;
  return Math.max(0, end.getTime() - demo.submitted_at.getTime());
}

function durationText(ms: number): string {
  if (ms < HOUR_MS) return "less than an hour";
  if (ms < DAY_MS) {
    const hours = Math.floor(ms / HOUR_MS);
    return `${hours} hour${hours === 1 ? "" : "s"}`;
  }
  const days = Math.floor(ms / DAY_MS);
  return `${days} day${days === 1 ? "" : "s"}`;
}

/** "Waiting 3 days", or once decided "Answered after 3 days". */
export function demoWaitingText(demo: WaitingFields, now: Date): string {
  const text = durationText(demoWaitedMs(demo, now));
  return isDemoDecision(demo.status) ? `Answered after ${text}` : `Waiting ${text}`;
}

/** The reviewers' average, one decimal, or null before the first rating. */
export function demoRatingAverage(demo: Pick<Demo, "rating_total" | "rating_count">): number | null {
  return demo.rating_count === 0 ? null : Math.round((demo.rating_total / demo.rating_count) * 10) / 10;
}

/** "0:42", "12:05": a position in a track. */
export function formatTrackTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** "0:42" or "42" → 42; null when it is not a time. */
export function parseTrackTime(text: string): number | null {
  const match = /^\s*(?:(\d{1,3}):)?(\d{1,2})\s*$/.exec(text);
  if (!match) return null;
  const minutes = Number(match[1] ?? 0);
  const seconds = Number(match[2]);
  if (match[1] !== undefined && seconds > 59) return null;
  return minutes * 60 + seconds;
}
