/**
 * When a play counts (docs/analytics.md#plays): once a track start has
 * played 30 seconds, or the whole of what is served when that is shorter
 * (a short preview, a short track). Played seconds are summed from the
 * player's position updates, so a seek adds nothing: seeking to the end is
 * not listening. Pure and free of packages: the public player bundles it.
 */

/** Seconds of listening that make a play. */
export const PLAY_SECONDS = 30;

/**
 * The last updates before a file ends come a little before its very end,
 * and a file's decoded length differs from the stored one by a few frames:
 * a track played to its end has played "whole" within this much.
 */
export const WHOLE_PLAY_SLACK_SECONDS = 0.5;

/**
 * The longest step between two position updates that counts as listening.
 * Browsers report the position every 15 to 250 ms while playing; a longer
 * step is a jump (a seek whose event came late), not listening.
 */
export const MAX_LISTENING_STEP_SECONDS = 2;

/** Seconds a start of a track serving `lengthSeconds` must play to count. */
export function playThreshold(lengthSeconds: number): number {
  if (!(lengthSeconds > 0)) return PLAY_SECONDS;
  return Math.min(PLAY_SECONDS, Math.max(lengthSeconds - WHOLE_PLAY_SLACK_SECONDS, lengthSeconds / 2));
}

/**
 * Listening since a track started: seconds played, the last position seen,
 * whether the play was counted, and the furthest position reached by
 * listening (a promo page reports it: a seek forward reaches nothing).
 */
export interface PlayTally {
  played: number;
  at: number;
  counted: boolean;
  reached: number;
}

/** A track starts (from `position`, usually 0): nothing played yet. */
export const startTally = (position = 0): PlayTally => ({ played: 0, at: position, counted: false, reached: 0 });

/** The position jumped (a seek): listening goes on from there, adding nothing. */
export const jumpTally = (tally: PlayTally, position: number): PlayTally => ({ ...tally, at: position });

/** A position update while playing: a small step forward is listening, anything else a jump. */
export function advanceTally(tally: PlayTally, position: number): PlayTally {
  const step = position - tally.at;
  const listened = step > 0 && step <= MAX_LISTENING_STEP_SECONDS ? step : 0;
  return {
    ...tally,
    played: tally.played + listened,
    at: position,
    reached: listened > 0 ? Math.max(tally.reached, position) : tally.reached,
  };
}

/** Whether this update makes the play count: enough played, and not counted before in this start. */
export const playCountsNow = (tally: PlayTally, lengthSeconds: number): boolean =>
  !tally.counted && tally.played >= playThreshold(lengthSeconds);

/** The tally once its play was counted: the rest of this start counts nothing more. */
export const countedTally = (tally: PlayTally): PlayTally => ({ ...tally, counted: true });
