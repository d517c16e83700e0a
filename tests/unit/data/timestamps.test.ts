import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { datesToTimestamps, timestampsToDates } from "../../../src/lib/data/timestamps";

describe("Timestamp ↔ Date at the data boundary", () => {
  const date = new Date("2025-03-04T05:06:07.089Z");

  it("turns Dates into Timestamps at any depth, and back", () => {
    const doc = { a: date, nested: { b: date, list: [date, "x"] }, n: 1, s: "t", nil: null };
    const stored = datesToTimestamps(doc) as Record<string, unknown>;
    expect(stored.a).toBeInstanceOf(Timestamp);
    expect((stored.a as Timestamp).toMillis()).toBe(date.getTime());
    expect(((stored.nested as { list: unknown[] }).list[0] as Timestamp).toMillis()).toBe(date.getTime());
    expect(timestampsToDates(stored)).toEqual(doc);
  });

  it("leaves FieldValue sentinels untouched", () => {
    const sentinel = FieldValue.serverTimestamp();
    expect((datesToTimestamps({ at: sentinel }) as { at: unknown }).at).toBe(sentinel);
  });

  it("keeps scalars as they are", () => {
    expect(datesToTimestamps("2025-01-01")).toBe("2025-01-01");
    expect(timestampsToDates(42)).toBe(42);
    expect(timestampsToDates(null)).toBeNull();
  });
});
