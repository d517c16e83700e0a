import { describe, expect, it } from "vitest";
import { isReleaseUpcoming, isUpcoming, releaseMoment, todayIsoDate } from "../../../src/lib/domain/shared";

describe("the release moment: 00:00 of the release date on the label's clock", () => {
  it("is the date's UTC midnight for a label on UTC (the default)", () => {
    expect(releaseMoment("2027-03-05")).toEqual(new Date("2027-03-05T00:00:00Z"));
    expect(isUpcoming("2027-03-05", new Date("2027-03-04T23:59:59Z"))).toBe(true);
    expect(isUpcoming("2027-03-05", new Date("2027-03-05T00:00:00Z"))).toBe(false);
  });

  it("comes earlier in UTC for a label east of Greenwich, later for one west of it", () => {
    expect(releaseMoment("2027-03-05", "Europe/Berlin")).toEqual(new Date("2027-03-04T23:00:00Z"));
    expect(releaseMoment("2027-07-05", "Europe/Berlin")).toEqual(new Date("2027-07-04T22:00:00Z"));
    expect(releaseMoment("2027-03-05", "America/New_York")).toEqual(new Date("2027-03-05T05:00:00Z"));
    // Released in Berlin before UTC reaches the date; not yet in New York after it.
    expect(isUpcoming("2027-03-05", new Date("2027-03-04T23:30:00Z"), "Europe/Berlin")).toBe(false);
    expect(isUpcoming("2027-03-05", new Date("2027-03-05T04:59:59Z"), "America/New_York")).toBe(true);
  });

  it("today is the calendar date on the label's clock", () => {
    expect(todayIsoDate(new Date("2027-03-04T23:30:00Z"), "Europe/Berlin")).toBe("2027-03-05");
    expect(todayIsoDate(new Date("2027-03-05T03:00:00Z"), "America/New_York")).toBe("2027-03-04");
    expect(todayIsoDate(new Date("2027-03-04T23:30:00Z"))).toBe("2027-03-04");
  });

  it("has no moment without a readable date", () => {
    expect(releaseMoment(null)).toBeNull();
    expect(releaseMoment("")).toBeNull();
    expect(isUpcoming(null, new Date(), "Europe/Berlin")).toBe(false);
  });
});

describe("a release brought out by the release-day job", () => {
  it("shows listen from then on, whatever the build's clock, unless its date moved since", () => {
    const before = new Date("2027-03-01T00:00:00Z");
    expect(isReleaseUpcoming({ release_date: "2027-03-05" }, before)).toBe(true);
    expect(isReleaseUpcoming({ release_date: "2027-03-05", released_on: "2027-03-05" }, before)).toBe(false);
    expect(isReleaseUpcoming({ release_date: "2027-04-01", released_on: "2027-03-05" }, before)).toBe(true);
  });
});
