import { describe, expect, it } from "vitest";
import { actedAsOf, restoredFromVersion } from "../../../src/lib/domain/publishing";

describe("an audit entry's moments", () => {
  const iso = (date: Date) => date.toISOString();
  const at = new Date("2026-11-26T10:00:00Z");

  it("names the moment a job acted as of when it is not when it wrote (a run with --now)", () => {
    expect(actedAsOf({ at, as_of: new Date("2030-03-05T09:30:00Z") }, iso)).toBe("as of 2030-03-05T09:30:00.000Z");
    expect(actedAsOf({ at, as_of: new Date("2026-11-25T10:00:00Z") }, iso)).toBe("as of 2026-11-25T10:00:00.000Z");
  });

  it("says nothing for people's writes, or a scheduled run within its minute", () => {
    expect(actedAsOf({ at, as_of: null }, iso)).toBeNull();
    expect(actedAsOf({ at, as_of: new Date("2026-11-26T09:59:30Z") }, iso)).toBeNull();
  });

  it("names the version a restore brought back", () => {
    expect(restoredFromVersion("3/5/2030, 9:30:00 AM")).toBe("restored from the version of 3/5/2030, 9:30:00 AM");
  });
});
