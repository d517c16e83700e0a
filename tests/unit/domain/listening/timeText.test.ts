import { describe, expect, it } from "vitest";
import { clockTime, spokenTime } from "../../../../src/lib/domain/listening/timeText";

describe("the player's time text", () => {
  it("speaks a position as the seek slider's value: minutes and seconds, hours past an hour", () => {
    expect(spokenTime(243)).toBe("4 minutes, 3 seconds");
    expect(spokenTime(243.9)).toBe("4 minutes, 3 seconds");
    expect(spokenTime(61)).toBe("1 minute, 1 second");
    expect(spokenTime(7)).toBe("7 seconds");
    expect(spokenTime(3600)).toBe("1 hour, 0 minutes, 0 seconds");
    expect(spokenTime(3725)).toBe("1 hour, 2 minutes, 5 seconds");
  });

  it("counts an unknown or negative position as the start", () => {
    expect(spokenTime(Number.NaN)).toBe("0 seconds");
    expect(spokenTime(-4)).toBe("0 seconds");
    expect(clockTime(Number.POSITIVE_INFINITY)).toBe("0:00");
  });

  it("shows a position as m:ss, h:mm:ss past an hour", () => {
    expect(clockTime(0)).toBe("0:00");
    expect(clockTime(243.6)).toBe("4:03");
    expect(clockTime(3723)).toBe("1:02:03");
  });
});
