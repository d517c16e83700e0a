import { describe, expect, it } from "vitest";
import { isTimeZone, zonedTimeToDate } from "../../../src/lib/domain/shared";
import { LABEL } from "../../../src/config/label";

describe("zonedTimeToDate", () => {
  it("is the instant a wall-clock time happens in the zone", () => {
    expect(zonedTimeToDate({ year: 2027, month: 3, day: 5 }, "UTC").toISOString()).toBe("2027-03-05T00:00:00.000Z");
    expect(zonedTimeToDate({ year: 2027, month: 3, day: 5 }, "Europe/Berlin").toISOString()).toBe("2027-03-04T23:00:00.000Z");
    expect(zonedTimeToDate({ year: 2027, month: 7, day: 5 }, "Europe/Berlin").toISOString()).toBe("2027-07-04T22:00:00.000Z");
    expect(
      zonedTimeToDate(
        { year: 2027, month: 1, day: 1, hour: 9, minute: 30, second: 15, millisecond: 250 },
        "America/New_York",
      ).toISOString(),
    ).toBe("2027-01-01T14:30:15.250Z");
    expect(zonedTimeToDate({ year: 2027, month: 1, day: 1 }, "Asia/Kolkata").toISOString()).toBe("2026-12-31T18:30:00.000Z");
  });

  it("moves a time skipped by the spring clock change forward by the gap", () => {
    // Berlin, 28 March 2027: 02:00 CET jumps to 03:00 CEST.
    expect(zonedTimeToDate({ year: 2027, month: 3, day: 28, hour: 2, minute: 30 }, "Europe/Berlin").toISOString()).toBe(
      "2027-03-28T01:30:00.000Z",
    );
    expect(zonedTimeToDate({ year: 2027, month: 3, day: 28, hour: 3 }, "Europe/Berlin").toISOString()).toBe("2027-03-28T01:00:00.000Z");
  });
});

describe("time zones", () => {
  it("knows IANA names and refuses others", () => {
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
  });

  it("the label's time zone is a real one, UTC by default", () => {
    expect(isTimeZone(LABEL.timeZone)).toBe(true);
    expect(LABEL.timeZone).toBe("UTC");
  });
});
