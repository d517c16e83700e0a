import { describe, expect, it } from "vitest";
import { GENRES, genreDisplayName, genreFromSpotifyGenres, isGenre, matchGenre } from "../../../src/lib/domain/catalog/genres";
import { SLUG_PATTERN } from "../../../src/lib/domain/shared/slug";

/** The 30 genres the spec names. */
const SPEC_GENRES = [
  "acoustic",
  "afrobeat",
  "ambient",
  "blues",
  "breakbeat",
  "club",
  "classical",
  "dance",
  "deep-house",
  "dubstep",
  "electro",
  "electronic",
  "folk",
  "funk",
  "hip-hop",
  "house",
  "indie",
  "industrial",
  "jazz",
  "k-pop",
  "metal",
  "pop",
  "punk",
  "reggae",
  "rock",
  "soul",
  "techno",
  "trance",
  "trip-hop",
  "world-music",
];

describe("GENRES", () => {
  it("contains every genre the spec names", () => {
    expect(SPEC_GENRES).toHaveLength(30);
    for (const genre of SPEC_GENRES) expect(GENRES).toContain(genre);
  });

  it("has about 125 unique slugs", () => {
    expect(GENRES.length).toBeGreaterThanOrEqual(120);
    expect(GENRES.length).toBeLessThanOrEqual(130);
    expect(new Set(GENRES).size).toBe(GENRES.length);
  });

  it("uses slug form only", () => {
    for (const genre of GENRES) expect(genre).toMatch(SLUG_PATTERN);
  });
});

describe("matchGenre", () => {
  it("lowercases and turns spaces into hyphens", () => {
    expect(matchGenre("Deep House")).toBe("deep-house");
    expect(matchGenre("  World   Music ")).toBe("world-music");
    expect(matchGenre("TECHNO")).toBe("techno");
    expect(matchGenre("hip-hop")).toBe("hip-hop");
  });

  it("returns null when absent from the list", () => {
    expect(matchGenre("art pop")).toBeNull();
    expect(matchGenre("r&b")).toBeNull();
    expect(matchGenre("")).toBeNull();
    expect(matchGenre(null)).toBeNull();
  });

  it("isGenre narrows only listed slugs", () => {
    expect(isGenre("ambient")).toBe(true);
    expect(isGenre("Ambient")).toBe(false);
  });
});

describe("genreDisplayName", () => {
  it("title-cases and turns hyphens into spaces by default", () => {
    expect(genreDisplayName("deep-house")).toBe("Deep House");
    expect(genreDisplayName("world-music")).toBe("World Music");
    expect(genreDisplayName("ambient")).toBe("Ambient");
  });

  it("uses overrides where the default would be wrong", () => {
    expect(genreDisplayName("hip-hop")).toBe("Hip-Hop");
    expect(genreDisplayName("r-n-b")).toBe("R&B");
    expect(genreDisplayName("k-pop")).toBe("K-Pop");
    expect(genreDisplayName("j-pop")).toBe("J-Pop");
    expect(genreDisplayName("idm")).toBe("IDM");
    expect(genreDisplayName("edm")).toBe("EDM");
    expect(genreDisplayName("mpb")).toBe("MPB");
    expect(genreDisplayName("drum-and-bass")).toBe("Drum and Bass");
    expect(genreDisplayName("rock-n-roll")).toBe("Rock 'n' Roll");
    expect(genreDisplayName("trip-hop")).toBe("Trip-Hop");
  });

  it("gives every listed genre a distinct, non-empty name", () => {
    const names = GENRES.map(genreDisplayName);
    expect(names.every((name) => name.length > 0)).toBe(true);
    expect(new Set(names).size).toBe(GENRES.length);
  });

  it("falls back to the card rule for unlisted genres", () => {
    expect(genreDisplayName("dark-ambient")).toBe("Dark Ambient");
  });
});

describe("genreDisplayName for stored free text and unlisted genres", () => {
  it("gives a listed genre the same name whether stored as slug or as free text", () => {
    expect(genreDisplayName("Trip Hop")).toBe("Trip-Hop");
    expect(genreDisplayName("trip hop")).toBe(genreDisplayName("trip-hop"));
    expect(genreDisplayName("edm")).toBe("EDM");
    expect(genreDisplayName("EDM")).toBe("EDM");
    expect(genreDisplayName("hip hop")).toBe("Hip-Hop");
  });

  it("title-cases unlisted genres, keeping capitals", () => {
    expect(genreDisplayName("experimental-noise-rock")).toBe("Experimental Noise Rock");
    expect(genreDisplayName("Tape Music")).toBe("Tape Music");
    expect(genreDisplayName("")).toBe("");
  });
});

describe("genreFromSpotifyGenres", () => {
  it("takes the first genre that maps to a known one", () => {
    expect(genreFromSpotifyGenres(["art pop", "experimental", "deep house", "techno"])).toBe("deep-house");
  });

  it("else the hyphenated lowercase form of the first", () => {
    expect(genreFromSpotifyGenres(["Art Pop", "Glitch"])).toBe("art-pop");
  });

  it("else null", () => {
    expect(genreFromSpotifyGenres([])).toBeNull();
    expect(genreFromSpotifyGenres(null)).toBeNull();
    expect(genreFromSpotifyGenres(["", "  "])).toBeNull();
  });
});
