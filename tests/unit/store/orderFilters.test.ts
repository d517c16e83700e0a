import { describe, expect, it } from "vitest";
import { newestCreatedKey } from "../../../src/lib/domain/shared/listSearch";
import { daysInOrder, orderDayRange } from "../../../src/lib/domain/store/orderFilters";

const keyAt = (iso: string) => newestCreatedKey("d0000000-0000-4000-8000-000000000001", new Date(iso));
const inRange = (iso: string, range: ReturnType<typeof orderDayRange>) =>
  (range.above === undefined || keyAt(iso) > range.above) && (range.below === undefined || keyAt(iso) < range.below);

describe("the orders list's days", () => {
  it("are in order when FROM is on or before TO, or either is left open", () => {
    expect(daysInOrder({ from: "2026-11-21", to: "2026-11-21" })).toBe(true);
    expect(daysInOrder({ from: "2026-11-21", to: "2026-11-22" })).toBe(true);
    expect(daysInOrder({ from: "2026-11-21", to: null })).toBe(true);
    expect(daysInOrder({ from: "", to: "2026-11-20" })).toBe(true);
    expect(daysInOrder({ from: "2026-11-22", to: "2026-11-21" })).toBe(false);
  });

  it("holds every order of the days from `from` to `to`, both included, and none outside", () => {
    const range = orderDayRange({ from: "2026-11-21", to: "2026-11-22" }, "UTC");
    expect(inRange("2026-11-21T00:00:00.000Z", range)).toBe(true);
    expect(inRange("2026-11-22T23:59:59.999Z", range)).toBe(true);
    expect(inRange("2026-11-20T23:59:59.999Z", range)).toBe(false);
    expect(inRange("2026-11-23T00:00:00.000Z", range)).toBe(false);
  });

  it("reads the days in the label's time zone", () => {
    // Berlin's 21 November starts at 23:00 UTC the day before.
    const range = orderDayRange({ from: "2026-11-21", to: "2026-11-21" }, "Europe/Berlin");
    expect(inRange("2026-11-20T23:00:00.000Z", range)).toBe(true);
    expect(inRange("2026-11-20T22:59:59.999Z", range)).toBe(false);
    expect(inRange("2026-11-21T22:59:59.999Z", range)).toBe(true);
    expect(inRange("2026-11-21T23:00:00.000Z", range)).toBe(false);
  });

  it("leaves a side open when its day is not given", () => {
    expect(orderDayRange({}, "UTC")).toEqual({});
    const since = orderDayRange({ from: "2026-11-21" }, "UTC");
    expect(since.above).toBeUndefined();
    expect(inRange("2030-01-01T00:00:00.000Z", since)).toBe(true);
    expect(inRange("2026-11-20T12:00:00.000Z", since)).toBe(false);
    const until = orderDayRange({ to: "2026-11-21" }, "UTC");
    expect(inRange("2001-01-01T00:00:00.000Z", until)).toBe(true);
    expect(inRange("2026-11-22T00:00:00.000Z", until)).toBe(false);
  });
});
