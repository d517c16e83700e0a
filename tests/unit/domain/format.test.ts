import { describe, expect, it } from "vitest";
import { albumTypeBadge, formatTrackCount } from "../../../src/lib/domain/shared/format";

describe("formatTrackCount", () => {
  it("singular for one, plural otherwise", () => {
    expect(formatTrackCount(1)).toBe("1 track");
    expect(formatTrackCount(2)).toBe("2 tracks");
    expect(formatTrackCount(12)).toBe("12 tracks");
    expect(formatTrackCount(0)).toBe("0 tracks");
  });
});

describe("albumTypeBadge", () => {
  it("upper-cases known album types", () => {
    expect(albumTypeBadge("album")).toBe("ALBUM");
    expect(albumTypeBadge("single")).toBe("SINGLE");
    expect(albumTypeBadge("compilation")).toBe("COMPILATION");
    expect(albumTypeBadge("Single")).toBe("SINGLE");
  });

  it("shows a neutral badge for anything else", () => {
    expect(albumTypeBadge("appears_on")).toBe("RELEASE");
    expect(albumTypeBadge("")).toBe("RELEASE");
    expect(albumTypeBadge(null)).toBe("RELEASE");
    expect(albumTypeBadge(undefined)).toBe("RELEASE");
  });
});
