import { describe, expect, it } from "vitest";
import {
  deriveSpotifyAlbumUrl,
  dspLinksSchema,
  normalizeCredits,
  releaseInputSchema,
  releaseSchema,
} from "../../../src/lib/domain/catalog/release";
import {
  ARTIST_CREDITED_TWICE,
  INVALID_DATE,
  INVALID_URL,
  SELECT_AN_ARTIST,
  SLUG_FORMAT,
  TITLE_REQUIRED,
  tooLong,
} from "../../../src/lib/domain/shared";
import { errorOf, parsed, text, urlOfLength, UUID_A, UUID_B, UUID_C } from "./support";

const valid = { title: "Coming Tide", slug: "coming-tide", artist_id: UUID_A };
const URL_FIELDS = ["apple_music_url", "bandcamp_url", "soundcloud_url", "pre_save_url"];

describe("releaseInputSchema", () => {
  it("accepts a minimal release with defaults", () => {
    expect(parsed(releaseInputSchema, valid)).toEqual({
      ...valid,
      additional_artist_ids: [],
      image_url: null,
      genre: null,
      release_date: null,
      year: null,
      isrc: null,
      spotify_album_id: null,
      apple_music_url: null,
      bandcamp_url: null,
      soundcloud_url: null,
      pre_save_enabled: false,
      pre_save_url: null,
      is_published: false,
      credits: {},
      tracks: [],
      listening: "full",
    });
  });

  it("requires a title", () => {
    expect(errorOf(releaseInputSchema, { ...valid, title: "  " })).toBe(TITLE_REQUIRED);
  });

  it("checks the slug", () => {
    expect(errorOf(releaseInputSchema, { ...valid, slug: "Coming Tide" })).toBe(SLUG_FORMAT);
    expect(errorOf(releaseInputSchema, { ...valid, slug: text(200) })).toBeNull();
    expect(errorOf(releaseInputSchema, { ...valid, slug: text(201) })).toBe(tooLong(200));
  });

  it("requires an artist chosen from the list", () => {
    expect(errorOf(releaseInputSchema, { ...valid, artist_id: "" })).toBe(SELECT_AN_ARTIST);
    expect(errorOf(releaseInputSchema, { ...valid, artist_id: "artist-1" })).toBe(SELECT_AN_ARTIST);
    expect(errorOf(releaseInputSchema, { title: "x", slug: "x" })).toBe(SELECT_AN_ARTIST);
  });

  it("accepts distinct additional artists in order", () => {
    const release = parsed(releaseInputSchema, { ...valid, additional_artist_ids: [UUID_B, UUID_C] });
    expect(release.additional_artist_ids).toEqual([UUID_B, UUID_C]);
  });

  it("rejects a repeated additional artist or the primary listed again", () => {
    expect(errorOf(releaseInputSchema, { ...valid, additional_artist_ids: [UUID_B, UUID_B] })).toBe(ARTIST_CREDITED_TWICE);
    expect(errorOf(releaseInputSchema, { ...valid, additional_artist_ids: [UUID_A] })).toBe(ARTIST_CREDITED_TWICE);
    expect(errorOf(releaseInputSchema, { ...valid, additional_artist_ids: [""] })).toBe(SELECT_AN_ARTIST);
  });

  it.each([
    ["title", 200],
    ["genre", 100],
    ["year", 4],
    ["isrc", 50],
    ["spotify_album_id", 100],
  ])("%s is limited to %i characters", (field, max) => {
    expect(errorOf(releaseInputSchema, { ...valid, [field]: text(max, "1") })).toBeNull();
    expect(errorOf(releaseInputSchema, { ...valid, [field]: text(max + 1, "1") })).toBe(tooLong(max));
  });

  it.each(URL_FIELDS)("%s must be a valid URL of at most 255 or empty", (field) => {
    expect(errorOf(releaseInputSchema, { ...valid, [field]: "bandcamp" })).toBe(INVALID_URL);
    expect(errorOf(releaseInputSchema, { ...valid, [field]: urlOfLength(255) })).toBeNull();
    expect(errorOf(releaseInputSchema, { ...valid, [field]: urlOfLength(256) })).toBe(tooLong(255));
    expect(parsed(releaseInputSchema, { ...valid, [field]: "" })[field as "pre_save_url"]).toBeNull();
  });

  it("upper-cases the ISRC", () => {
    expect(parsed(releaseInputSchema, { ...valid, isrc: " usabc2400001 " }).isrc).toBe("USABC2400001");
  });

  it("reduces a pasted album URL to the album ID", () => {
    const release = parsed(releaseInputSchema, {
      ...valid,
      spotify_album_id: "https://open.spotify.com/album/1A2GTWGtFfWp7KSQTwWOyo?si=1",
    });
    expect(release.spotify_album_id).toBe("1A2GTWGtFfWp7KSQTwWOyo");
  });

  it("takes the release date as YYYY-MM-DD or empty", () => {
    expect(parsed(releaseInputSchema, { ...valid, release_date: "2024-03-05" }).release_date).toBe("2024-03-05");
    expect(parsed(releaseInputSchema, { ...valid, release_date: "" }).release_date).toBeNull();
    expect(errorOf(releaseInputSchema, { ...valid, release_date: "2024-02-30" })).toBe(INVALID_DATE);
  });

  it("normalizes credits, storing {} when none are filled", () => {
    const credits = { producers: ["  Ana ", ""], writers: [""], mastering: ["Kai", "  "] };
    expect(parsed(releaseInputSchema, { ...valid, credits }).credits).toEqual({ producers: ["Ana"], mastering: ["Kai"] });
    expect(parsed(releaseInputSchema, { ...valid, credits: { producers: [" "] } }).credits).toEqual({});
    expect(parsed(releaseInputSchema, { ...valid, credits: null }).credits).toEqual({});
  });
});

describe("normalizeCredits", () => {
  it("drops blank names and empty lists", () => {
    expect(normalizeCredits({ writers: [" A ", null, "B"], mixing: [] })).toEqual({ writers: ["A", "B"] });
    expect(normalizeCredits(undefined)).toEqual({});
  });
});

describe("releaseSchema (stored)", () => {
  const doc = {
    id: "r1",
    title: "Coming Tide",
    slug: "coming-tide",
    artist_id: "a1",
    updated_at: new Date("2024-03-01T00:00:00Z"),
    created_at: new Date("2024-02-01T00:00:00Z"),
  };

  it("fills defaults for absent fields", () => {
    const release = parsed(releaseSchema, doc);
    expect(release).toMatchObject({
      release_date: null,
      year: null,
      pre_save_enabled: false,
      is_published: false,
      credits: {},
      dsp_links: {},
      dsp_links_fetched_at: null,
      album_type: null,
      total_tracks: null,
    });
  });

  it("keeps known album types and neutralizes others", () => {
    expect(parsed(releaseSchema, { ...doc, album_type: "single" }).album_type).toBe("single");
    expect(parsed(releaseSchema, { ...doc, album_type: "ep" }).album_type).toBeNull();
  });

  it("rejects a malformed release date", () => {
    expect(errorOf(releaseSchema, { ...doc, release_date: "March 5" })).toBe(INVALID_DATE);
  });
});

describe("dspLinksSchema", () => {
  it("keeps http(s) links and drops anything else", () => {
    const links = parsed(dspLinksSchema, {
      spotify: "https://open.spotify.com/album/x",
      tidal: "javascript:alert(1)",
      deezer: "",
    });
    expect(links).toEqual({ spotify: "https://open.spotify.com/album/x" });
    expect(parsed(dspLinksSchema, null)).toEqual({});
  });
});

describe("deriveSpotifyAlbumUrl", () => {
  it("builds the album link or returns null", () => {
    expect(deriveSpotifyAlbumUrl("1A2GTWGtFfWp7KSQTwWOyo")).toBe("https://open.spotify.com/album/1A2GTWGtFfWp7KSQTwWOyo");
    expect(deriveSpotifyAlbumUrl("")).toBeNull();
    expect(deriveSpotifyAlbumUrl(null)).toBeNull();
  });
});
