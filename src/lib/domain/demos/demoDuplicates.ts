/** Duplicate demos (docs/demos.md#duplicates): the same file, or the same address and title, within a window. */
import { DAY_MS } from "../shared/dates";
import { DEMO_DUPLICATE_WINDOW_DAYS } from "./demoLimits";

/** Lower-cased address and title with spacing and case folded: "Night  Bus" and "night bus" are one title. */
export function demoSubmissionKey(email: string, trackTitle: string): string {
  const fold = (text: string) => text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
  return `${fold(email)}\n${fold(trackTitle)}`;
}

export interface DuplicateCandidate {
  content_hash?: string;
  submission_key?: string;
  submitted_at: Date;
}

export interface EarlierDemo extends DuplicateCandidate {
  id: string;
  duplicate_of: string | null;
}

/** The earliest time an earlier demo may have been sent to count as the same submission. */
export function duplicateWindowStart(now: Date): Date {
  return new Date(now.getTime() - DEMO_DUPLICATE_WINDOW_DAYS * DAY_MS);
}

/**
 * The demo a new submission repeats, or null: an earlier demo within the
 * window with the same file hash or the same address and title. Points at
 * the original, not at an earlier duplicate, so a series of repeats all
 * name the first one.
 */
export function findDuplicateOf(candidate: DuplicateCandidate, earlier: readonly EarlierDemo[]): string | null {
  const since = duplicateWindowStart(candidate.submitted_at).getTime();
  const matches = earlier
    .filter((d) => d.submitted_at.getTime() >= since && d.submitted_at.getTime() <= candidate.submitted_at.getTime())
    .filter(
      (d) =>
        (candidate.content_hash !== undefined && d.content_hash === candidate.content_hash) ||
        (candidate.submission_key !== undefined && d.submission_key === candidate.submission_key),
    )
    .sort((a, b) => a.submitted_at.getTime() - b.submitted_at.getTime());
  const first = matches[0];
  return first ? (first.duplicate_of ?? first.id) : null;
}
