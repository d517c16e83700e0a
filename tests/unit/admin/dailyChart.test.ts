import { describe, expect, it } from "vitest";
import { dailyRange, dayToSeconds, legendValue } from "../../../src/admin/lib/dailyChart";

const DAY = 86_400;
const day = (iso: string) => dayToSeconds(iso);
const iso = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

describe("dailyRange: the x range of a chart of days", () => {
  it("puts a single day in the middle of the day before and the day after", () => {
    const only = day("2027-01-05");
    expect(dailyRange(only, only, day("2030-01-01"))).toEqual([day("2027-01-04"), day("2027-01-06")]);
  });

  it("spans exactly the days of the data when there are several", () => {
    expect(dailyRange(day("2027-01-05"), day("2027-01-09"), day("2030-01-01"))).toEqual([day("2027-01-05"), day("2027-01-09")]);
  });

  it("shows the days around today when there is no data", () => {
    const today = day("2026-11-29");
    expect(dailyRange(null, null, today)).toEqual([today - DAY, today + DAY]);
  });
});

describe("legendValue: what the legend says", () => {
  const days = [day("2027-01-05"), day("2027-01-06")];
  const opens = [2, 3];

  it("names the hovered day and its count", () => {
    expect(legendValue(days, 1, iso, true)).toBe("2027-01-06");
    expect(legendValue(opens, 1, iso, false)).toBe("3");
  });

  it("with no day hovered, gives the span and each series' total instead of --", () => {
    expect(legendValue(days, null, iso, true)).toBe("2027-01-05 – 2027-01-06");
    expect(legendValue(opens, null, iso, false)).toBe("5");
    expect(legendValue([day("2027-01-05")], null, iso, true)).toBe("2027-01-05");
    expect(legendValue([null, 4], null, iso, false)).toBe("4");
  });
});
