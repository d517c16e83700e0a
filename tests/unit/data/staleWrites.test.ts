import { describe, expect, it } from "vitest";
import { isStale } from "../../../src/lib/data/catalog/contentTransactions";
import { editConflict } from "../../../src/lib/domain/publishing";

describe("isStale", () => {
  const t = new Date("2025-06-01T12:00:00.000Z");
  it("is stale when the stored time differs from the loaded one, by the millisecond", () => {
    expect(isStale(new Date(t.getTime() + 1), t)).toBe(true);
    expect(isStale(null, t)).toBe(true);
  });
  it("is fresh when they match, or when the save names no loaded time", () => {
    expect(isStale(new Date(t), t)).toBe(false);
    expect(isStale(t, null)).toBe(false);
  });
});

describe("editConflict", () => {
  it("names who changed the record and when", () => {
    expect(editConflict("a@b.test", "2025-06-01 12:00 UTC")).toBe(
      "a@b.test changed this record on 2025-06-01 12:00 UTC after you opened it. Reload to see their changes.",
    );
  });
});
