import { describe, expect, it } from "vitest";
import {
  advanceTally,
  countedTally,
  jumpTally,
  MAX_LISTENING_STEP_SECONDS,
  PLAY_SECONDS,
  playCountsNow,
  playThreshold,
  startTally,
  type PlayTally,
} from "../../../../src/lib/domain/listening/playCount";

/** The player's position updates while it plays from `from` to `to`, every `every` seconds (browsers: 15–250 ms). */
function listen(tally: PlayTally, from: number, to: number, every = 0.25): PlayTally {
  let t = tally;
  for (let at = from + every; at <= to + 1e-9; at += every) t = advanceTally(t, Math.min(at, to));
  return t;
}

/** Whether a play counts anywhere along a listening path, and how many times it would be reported. */
function reports(steps: ((t: PlayTally) => PlayTally)[], length: number): number {
  let tally = startTally();
  let count = 0;
  for (const step of steps) {
    tally = step(tally);
    if (playCountsNow(tally, length)) {
      count++;
      tally = countedTally(tally);
    }
  }
  return count;
}

describe("when a play counts", () => {
  it("takes 30 seconds, or the whole of a shorter file (a short preview or track) within half a second", () => {
    expect(playThreshold(240)).toBe(PLAY_SECONDS);
    expect(playThreshold(30)).toBe(29.5);
    expect(playThreshold(31)).toBe(30);
    expect(playThreshold(6)).toBe(5.5);
    expect(playThreshold(20)).toBe(19.5);
    // A file of a fraction of a second still needs half of it played; an unknown length needs 30 s.
    expect(playThreshold(0.6)).toBe(0.3);
    expect(playThreshold(0)).toBe(PLAY_SECONDS);
    expect(playThreshold(Number.NaN)).toBe(PLAY_SECONDS);
  });

  it("counts a track once 30 seconds have played, and only once per start", () => {
    let tally = listen(startTally(), 0, 29.75);
    expect(tally.played).toBeCloseTo(29.75);
    expect(playCountsNow(tally, 240)).toBe(false);
    tally = listen(tally, 29.75, 30);
    expect(playCountsNow(tally, 240)).toBe(true);
    tally = listen(countedTally(tally), 30, 200);
    expect(playCountsNow(tally, 240)).toBe(false);
    // Every position update of a long listen, reported as the player does: one play.
    expect(
      reports(
        Array.from({ length: 800 }, (_, i) => (t: PlayTally) => advanceTally(t, (i + 1) * 0.25)),
        240,
      ),
    ).toBe(1);
  });

  it("counts a 6-second preview played whole, not one stopped before its end", () => {
    expect(playCountsNow(listen(startTally(), 0, 6), 6)).toBe(true);
    expect(playCountsNow(listen(startTally(), 0, 5), 6)).toBe(false);
  });

  it("adds nothing for a seek: seeking past 30 s, or to the end of a preview, is not listening", () => {
    let tally = listen(startTally(), 0, 2);
    tally = jumpTally(tally, 200);
    expect(tally.played).toBeCloseTo(2);
    expect(playCountsNow(tally, 240)).toBe(false);
    expect(playCountsNow(jumpTally(listen(startTally(), 0, 1), 6), 6)).toBe(false);
    // The same without the seek's own event: an update far ahead is a jump, not listening.
    expect(advanceTally(startTally(), 35).played).toBe(0);
    expect(advanceTally(startTally(), MAX_LISTENING_STEP_SECONDS + 0.01).played).toBe(0);
    expect(advanceTally(startTally(), MAX_LISTENING_STEP_SECONDS).played).toBe(MAX_LISTENING_STEP_SECONDS);
  });

  it("sums the seconds played across seeks, back and forth", () => {
    let tally = listen(startTally(), 0, 10);
    tally = jumpTally(tally, 100);
    tally = listen(tally, 100, 115);
    tally = jumpTally(tally, 5);
    // Going back is no step forward, and 10 + 15 + 4 is not yet 30.
    tally = listen(advanceTally(tally, 5), 5, 9);
    expect(tally.played).toBeCloseTo(29);
    expect(playCountsNow(tally, 240)).toBe(false);
    // Heard again, it is listening again: a fan who replays a passage has listened that long.
    expect(playCountsNow(listen(tally, 9, 10), 240)).toBe(true);
  });

  it("adds nothing while paused: the position does not move", () => {
    const tally = listen(startTally(), 0, 10);
    expect(advanceTally(tally, 10).played).toBeCloseTo(10);
  });

  it("starts over with each start of a track", () => {
    const counted = countedTally(listen(startTally(), 0, 31));
    expect(startTally()).toEqual({ played: 0, at: 0, counted: false, reached: 0 });
    expect(playCountsNow(listen(startTally(), 0, 31), 240)).toBe(true);
    expect(playCountsNow(counted, 240)).toBe(false);
  });
});

describe("how far listening reached", () => {
  it("is the furthest position played: a seek forward reaches nothing until it is listened from", () => {
    let tally = listen(startTally(), 0, 20);
    expect(tally.reached).toBeCloseTo(20);
    tally = jumpTally(tally, 150);
    expect(tally.reached).toBeCloseTo(20);
    // A late event of a seek is a jump too.
    tally = advanceTally(jumpTally(tally, 20), 180);
    expect(tally.reached).toBeCloseTo(20);
    tally = listen(jumpTally(tally, 150), 150, 160);
    expect(tally.reached).toBeCloseTo(160);
  });

  it("stays at the furthest point when the listener goes back, and while paused", () => {
    const far = listen(startTally(), 0, 60);
    const back = listen(jumpTally(far, 10), 10, 30);
    expect(back.reached).toBeCloseTo(60);
    expect(advanceTally(back, 30).reached).toBeCloseTo(60);
    expect(startTally(40).reached).toBe(0);
  });
});
