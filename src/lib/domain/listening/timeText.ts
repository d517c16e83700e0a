/**
 * How the player says a position (docs/listening.md#the-player): "4:03" on
 * screen, "4 minutes, 3 seconds" for screen readers (the seek slider's
 * aria-valuetext, as the WAI-ARIA slider pattern asks for a value that
 * reads as what it means).
 */
import { formatDuration } from "../catalog/duration";

const unit = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** Whole seconds of a position; negative or unknown counts as 0. */
const wholeSeconds = (seconds: number) => (Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0);

/** "4 minutes, 3 seconds", "1 hour, 2 minutes, 0 seconds", "0 seconds". */
export function spokenTime(seconds: number): string {
  const total = wholeSeconds(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const parts = [h > 0 && unit(h, "hour"), (h > 0 || m > 0) && unit(m, "minute"), unit(s, "second")].filter((p): p is string => Boolean(p));
  return parts.join(", ");
}

/** "4:03", "1:02:03": as the tracklist shows durations. */
export const clockTime = (seconds: number) => formatDuration(wholeSeconds(seconds));
