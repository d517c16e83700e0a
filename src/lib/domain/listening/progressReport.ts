/**
 * When the promo page's player reports how far a track was played
 * (docs/promo.md#what-staff-see): the furthest position listening reached
 * in the current start of a track (PlayTally.reached: a seek forward adds
 * nothing), each time listening stops (pause, end, another track, the page
 * going away) and at most every PROGRESS_REPORT_EVERY_MS while it goes on;
 * never when the track got no further than its last report said. Pure and
 * free of packages: the public player bundles it.
 */

/** While a track plays, reports come at most this often. */
export const PROGRESS_REPORT_EVERY_MS = 15_000;

/** The last report sent: its track, the position it said and when it went (ms). */
export interface ProgressLog {
  trackId: string | null;
  seconds: number;
  at: number;
}

export const NO_PROGRESS_REPORTED: ProgressLog = { trackId: null, seconds: 0, at: Number.NEGATIVE_INFINITY };

/** Whether `reached` seconds of `trackId` are to be reported at `now`; `stopped`: listening has just stopped. */
export function progressReportDue(log: ProgressLog, trackId: string, reached: number, now: number, stopped: boolean): boolean {
  const said = log.trackId === trackId ? log.seconds : 0;
  return reached > said && (stopped || now - log.at >= PROGRESS_REPORT_EVERY_MS);
}

/** The report's position: tenths of a second are plenty for a percent of a track. */
export const reportedSeconds = (reached: number): number => Math.round(reached * 10) / 10;
