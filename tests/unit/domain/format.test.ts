import { describe, expect, it } from "vitest";
import { albumTypeBadge, formatTrackCount, joinArtistNames } from "../../../src/lib/domain/format";

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

describe("joinArtistNames", () => {
  it("joins credited names with commas", () => {
    expect(joinArtistNames(["Halden Drift", "Quiet Engines"], "Halden Drift")).toBe("Halden Drift, Quiet Engines");
  });

  it("falls back to the single artist, then to 'Unknown'", () => {
    expect(joinArtistNames([], "Mira Osei")).toBe("Mira Osei");
    expect(joinArtistNames(null, "Mira Osei")).toBe("Mira Osei");
    expect(joinArtistNames(["", "  "], null)).toBe("Unknown");
    expect(joinArtistNames([])).toBe("Unknown");
  });
});
