import { describe, expect, it } from "vitest";
import {
  clampPosition,
  currentTrack,
  nextInQueue,
  previousInQueue,
  queueFrom,
  RESTART_AFTER_SECONDS,
} from "../../../../src/lib/domain/listening/playQueue";

const tracks = ["a", "b", "c"];

describe("the player's queue", () => {
  it("plays a release from the clicked track", () => {
    const queue = queueFrom(tracks, 1)!;
    expect(currentTrack(queue)).toBe("b");
    expect(queueFrom([], 0)).toBeNull();
    expect(currentTrack(queueFrom(tracks, 9)!)).toBe("c");
  });

  it("goes to the next track and stops after the last", () => {
    const second = nextInQueue(queueFrom(tracks, 0)!)!;
    expect(currentTrack(second)).toBe("b");
    expect(currentTrack(nextInQueue(second)!)).toBe("c");
    expect(nextInQueue(queueFrom(tracks, 2)!)).toBeNull();
  });

  it("previous starts the track again once it has played a few seconds, else goes back one", () => {
    const third = queueFrom(tracks, 2)!;
    expect(currentTrack(previousInQueue(third, 1))).toBe("b");
    expect(currentTrack(previousInQueue(third, RESTART_AFTER_SECONDS + 1))).toBe("c");
    expect(currentTrack(previousInQueue(queueFrom(tracks, 0)!, 0))).toBe("a");
  });

  it("keeps a seek inside the track", () => {
    expect(clampPosition(-5, 100)).toBe(0);
    expect(clampPosition(120, 100)).toBe(100);
    expect(clampPosition(42, 100)).toBe(42);
  });
});
