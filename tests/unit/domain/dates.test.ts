import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  formatLongDate,
  isIsoDate,
  isUpcoming,
  monthYearHeading,
  spotifyDateToIsoDate,
  spotifyDayDate,
  formatSpotifyDate,
  todayIsoDate,
  toDate,
  yearFromDate,
} from "../../../src/lib/domain/shared/dates";

// Run in a timezone west of UTC: a naive `new Date("2024-03-01")` formatted in
// local time would show February 29 here.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "America/Los_Angeles";
});
afterAll(() => {
  process.env.TZ = originalTz;
});

describe("formatLongDate", () => {
  it("uses the US long format", () => {
    expect(formatLongDate("2024-03-05")).toBe("March 5, 2024");
    expect(formatLongDate("2023-12-25")).toBe("December 25, 2023");
  });

  it("never shifts a calendar date by timezone", () => {
    expect(new Date("2024-03-01").getDate()).toBe(29); // the trap this guards against
    expect(formatLongDate("2024-03-01")).toBe("March 1, 2024");
    expect(formatLongDate("2024-01-01")).toBe("January 1, 2024");
  });

  it("formats timestamps in UTC", () => {
    expect(formatLongDate(new Date("2024-03-05T23:30:00Z"))).toBe("March 5, 2024");
    expect(formatLongDate(new Date("2024-03-06T00:30:00Z"))).toBe("March 6, 2024");
  });

  it("returns an empty string for missing or invalid dates", () => {
    expect(formatLongDate(null)).toBe("");
    expect(formatLongDate("")).toBe("");
    expect(formatLongDate("not a date")).toBe("");
  });
});

describe("monthYearHeading", () => {
  it("upper-cases month and year of the release date", () => {
    expect(monthYearHeading("2024-03-01")).toBe("MARCH 2024");
    expect(monthYearHeading("2024-12-31")).toBe("DECEMBER 2024");
    expect(monthYearHeading("soon")).toBe("");
  });
});

describe("isUpcoming", () => {
  it("is true while today (UTC) is before the release day", () => {
    expect(isUpcoming("2024-03-05", new Date("2024-03-04T23:59:59Z"))).toBe(true);
    expect(isUpcoming("2024-03-05", new Date("2024-03-05T00:00:00Z"))).toBe(false);
    expect(isUpcoming("2024-03-05", new Date("2024-06-01T00:00:00Z"))).toBe(false);
  });

  it("compares timestamps directly", () => {
    const now = new Date("2024-03-05T10:00:00Z");
    expect(isUpcoming(new Date("2024-03-05T10:00:01Z"), now)).toBe(true);
    expect(isUpcoming(new Date("2024-03-05T10:00:00Z"), now)).toBe(false);
  });

  it("is false without a date", () => {
    expect(isUpcoming(null, new Date())).toBe(false);
    expect(isUpcoming("", new Date())).toBe(false);
  });
});

describe("small date helpers", () => {
  it("yearFromDate", () => {
    expect(yearFromDate("2024-03-05")).toBe("2024");
    expect(yearFromDate("2019")).toBe("2019");
    expect(yearFromDate("2019-07")).toBe("2019");
    expect(yearFromDate("March 2024")).toBeNull();
    expect(yearFromDate(null)).toBeNull();
  });

  it("todayIsoDate is the UTC calendar date", () => {
    expect(todayIsoDate(new Date("2024-03-05T23:59:59Z"))).toBe("2024-03-05");
    expect(todayIsoDate(new Date("2024-03-06T00:00:00Z"))).toBe("2024-03-06");
  });

  it("isIsoDate accepts only real calendar dates", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isIsoDate("2024-13-01")).toBe(false);
    expect(isIsoDate("2024-3-5")).toBe(false);
  });

  it("toDate reads calendar dates at UTC midnight", () => {
    expect(toDate("2024-03-01")?.toISOString()).toBe("2024-03-01T00:00:00.000Z");
    expect(toDate("garbage")).toBeNull();
  });

  it("spotifyDayDate keeps only dates that name a day", () => {
    expect(spotifyDayDate("2026-10-03")).toBe("2026-10-03");
    expect(spotifyDayDate("2024-11")).toBeNull();
    expect(spotifyDayDate("2023")).toBeNull();
    expect(spotifyDayDate("2023-02-29")).toBeNull();
  });

  it("formatSpotifyDate shows a streaming date in US long format at its own precision", () => {
    expect(formatSpotifyDate("2026-10-03")).toBe("October 3, 2026");
    expect(formatSpotifyDate("2024-11")).toBe("November 2024");
    expect(formatSpotifyDate("2023")).toBe("2023");
    expect(formatSpotifyDate("soon")).toBe("soon");
    expect(formatSpotifyDate(null)).toBe("");
  });

  it("spotifyDateToIsoDate pads year and month precision", () => {
    expect(spotifyDateToIsoDate("2024")).toBe("2024-01-01");
    expect(spotifyDateToIsoDate("2024-02")).toBe("2024-02-01");
    expect(spotifyDateToIsoDate("2024-02-29")).toBe("2024-02-29");
    expect(spotifyDateToIsoDate("2023-02-29")).toBeNull();
    expect(spotifyDateToIsoDate("soon")).toBeNull();
  });
});
