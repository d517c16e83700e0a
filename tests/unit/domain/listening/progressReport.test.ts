import { describe, expect, it } from "vitest";
import {
  NO_PROGRESS_REPORTED,
  PROGRESS_REPORT_EVERY_MS,
  progressReportDue,
  reportedSeconds,
  type ProgressLog,
} from "../../../../src/lib/domain/listening/progressReport";

const T0 = 1_000_000;
const sent = (trackId: string, seconds: number, at: number): ProgressLog => ({ trackId, seconds, at });

describe("when the promo player reports how far a track was played", () => {
  it("reports the first listening at once when it stops, and while playing once the interval has passed", () => {
    expect(progressReportDue(NO_PROGRESS_REPORTED, "t1", 3, T0, true)).toBe(true);
    expect(progressReportDue(NO_PROGRESS_REPORTED, "t1", 3, T0, false)).toBe(true);
    const log = sent("t1", 3, T0);
    expect(progressReportDue(log, "t1", 10, T0 + PROGRESS_REPORT_EVERY_MS - 1, false)).toBe(false);
    expect(progressReportDue(log, "t1", 18, T0 + PROGRESS_REPORT_EVERY_MS, false)).toBe(true);
    // A pause says where it stopped without waiting for the interval.
    expect(progressReportDue(log, "t1", 5, T0 + 2000, true)).toBe(true);
  });

  it("says nothing when the track got no further than its last report, however long it plays or often it stops", () => {
    const log = sent("t1", 60, T0);
    expect(progressReportDue(log, "t1", 60, T0 + 10 * PROGRESS_REPORT_EVERY_MS, false)).toBe(false);
    expect(progressReportDue(log, "t1", 40, T0 + 10 * PROGRESS_REPORT_EVERY_MS, true)).toBe(false);
    expect(progressReportDue(NO_PROGRESS_REPORTED, "t1", 0, T0, true)).toBe(false);
  });

  it("measures another track from its start, still no more often than the interval while it plays", () => {
    const log = sent("t1", 120, T0);
    expect(progressReportDue(log, "t2", 4, T0 + 4000, false)).toBe(false);
    expect(progressReportDue(log, "t2", 4, T0 + 4000, true)).toBe(true);
    expect(progressReportDue(log, "t2", 15, T0 + PROGRESS_REPORT_EVERY_MS, false)).toBe(true);
  });

  it("sends tenths of a second", () => {
    expect(reportedSeconds(12.3456)).toBe(12.3);
    expect(reportedSeconds(0.04)).toBe(0);
  });
});
