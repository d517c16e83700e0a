/**
 * A promo page's report of how far its recipient really listened to each
 * track (docs/promo.md#what-staff-see), sent to the page's own progress
 * route as the listen beacon is sent: navigator.sendBeacon, whose JSON
 * goes as text/plain (no preflight) and outlives the page. The engine says
 * how far listening reached; progressReportDue says when it is worth a
 * report; leaving the page is one more stop.
 */
import { NO_PROGRESS_REPORTED, progressReportDue, reportedSeconds, type ProgressLog } from "../../../lib/domain/listening/progressReport";

export function progressBeacon(url: string): (track: { id: string }, reached: number, stopped: boolean) => void {
  let log: ProgressLog = NO_PROGRESS_REPORTED;
  let latest: { id: string; reached: number } | null = null;
  const report = (track: { id: string }, reached: number, stopped: boolean) => {
    latest = { id: track.id, reached };
    const now = Date.now();
    if (!progressReportDue(log, track.id, reached, now, stopped)) return;
    const seconds = reportedSeconds(reached);
    if (navigator.sendBeacon(url, JSON.stringify({ track_id: track.id, position_seconds: seconds })))
      log = { trackId: track.id, seconds: reached, at: now };
  };
  addEventListener("pagehide", () => latest && report(latest, latest.reached, true));
  return report;
}
