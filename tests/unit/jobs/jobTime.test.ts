import { describe, expect, it } from "vitest";
import { parseJobTime } from "../../../src/lib/jobs/jobTime";

const iso = (text: string, timeZone = "UTC") => parseJobTime(text, timeZone)?.toISOString() ?? null;

describe("parseJobTime (npm run job -- --now)", () => {
  it("reads an instant with Z or an offset as that instant", () => {
    expect(iso("2027-06-01T09:30:00Z", "Europe/Berlin")).toBe("2027-06-01T09:30:00.000Z");
    expect(iso("2027-06-01T09:30+02:00")).toBe("2027-06-01T07:30:00.000Z");
    expect(iso("2027-06-01T09:30:05.5-05:00")).toBe("2027-06-01T14:30:05.500Z");
  });

  it("reads a time without offset on the label's clock, and a date alone as its midnight", () => {
    expect(iso("2027-06-01T09:30", "Europe/Berlin")).toBe("2027-06-01T07:30:00.000Z");
    expect(iso("2027-06-01", "Europe/Berlin")).toBe("2027-05-31T22:00:00.000Z");
    expect(iso("2027-06-01")).toBe("2027-06-01T00:00:00.000Z");
    expect(iso(" 2027-06-01T00:00:00 ")).toBe("2027-06-01T00:00:00.000Z");
  });

  it("refuses anything else", () => {
    for (const bad of [
      "",
      "tomorrow",
      "2027-13-01",
      "2027-02-29",
      "2027-06-01T24:00",
      "2027-06-01T09:60",
      "2027-06-01T09:30+25:00",
      "1717230000",
      "06/01/2027",
    ]) {
      expect(parseJobTime(bad, "UTC"), bad).toBeNull();
    }
  });
});
