import { describe, expect, it } from "vitest";
import { TRACK_LISTENING_DEFAULTS } from "../../../src/lib/domain/catalog/listeningModes";
import {
  albumInfo,
  albumType,
  albumUpc,
  importedRelease,
  importSlug,
  refetchedFields,
  refetchedGenre,
  releaseItems,
  slugCandidate,
  tracksFromSpotify,
  type ApiAlbum,
  type ApiSimplifiedAlbum,
  type ApiSimplifiedTrack,
} from "../../../src/lib/integrations/spotifyMapping";
import { stableUuid } from "../../../src/lib/integrations/stableIds";
import { makeRelease, makeTrack } from "../../factories";

const simplified = (overrides: Partial<ApiSimplifiedAlbum> = {}): ApiSimplifiedAlbum => ({
  id: "ALBUM1",
  name: "Tape Hiss Sermons",
  release_date: "2024-05-17",
  album_type: "album",
  total_tracks: 7,
  images: [
    { url: "https://img/640.jpg", height: 640, width: 640 },
    { url: "https://img/64.jpg", height: 64, width: 64 },
  ],
  external_urls: { spotify: "https://open.spotify.com/album/ALBUM1" },
  artists: [
    { id: "ART1", name: "Halden Drift" },
    { id: "ART2", name: "Ines Valo" },
  ],
  ...overrides,
});

const album = (overrides: Partial<ApiAlbum> = {}): ApiAlbum => ({
  ...simplified(),
  genres: [],
  external_ids: { upc: "199000000035" },
  tracks: {
    items: [
      { id: null, name: "Local" },
      { id: "TRACK1", name: "One" },
    ],
  },
  ...overrides,
});

describe("releaseItems", () => {
  it("lists each album once, newest first, whatever the date precision", () => {
    const items = releaseItems([
      simplified({ id: "old", release_date: "2023" }),
      simplified({ id: "new", release_date: "2024-11" }),
      simplified({ id: "mid", release_date: "2024-05-17" }),
      simplified({ id: "new", release_date: "2024-11" }),
    ]);
    expect(items.map((i) => i.id)).toEqual(["new", "mid", "old"]);
  });

  it("keeps the fields of the contract", () => {
    expect(releaseItems([simplified({ external_urls: null, album_type: null, total_tracks: null })])[0]).toEqual({
      id: "ALBUM1",
      name: "Tape Hiss Sermons",
      release_date: "2024-05-17",
      images: simplified().images,
      external_urls: {},
      album_type: null,
      total_tracks: null,
    });
  });
});

describe("albumInfo", () => {
  it("marks the first artist primary and uses the primary artist's genres when the album has none", () => {
    const info = albumInfo(album(), { isrc: "USLBL2400201", primaryArtistGenres: ["ambient", "drone"] });
    expect(info).toMatchObject({
      name: "Tape Hiss Sermons",
      releaseDate: "2024-05-17",
      genres: ["ambient", "drone"],
      isrc: "USLBL2400201",
    });
    expect(info.artists).toEqual([
      { name: "Halden Drift", spotifyId: "ART1", isPrimary: true },
      { name: "Ines Valo", spotifyId: "ART2", isPrimary: false },
    ]);
  });

  it("prefers the album's own genres", () => {
    expect(albumInfo(album({ genres: ["jazz"] }), { isrc: null, primaryArtistGenres: ["ambient"] }).genres).toEqual(["jazz"]);
  });

  it("reads the UPC (else the EAN)", () => {
    expect(albumUpc(album())).toBe("199000000035");
    expect(albumUpc(album({ external_ids: { ean: "5012345678900" } }))).toBe("5012345678900");
    expect(albumUpc(album({ external_ids: null }))).toBeNull();
  });
});

describe("genre and type mapping", () => {
  it("refetch takes the first genre, as a slug of our list or hyphenated lowercase", () => {
    expect(refetchedGenre(["Deep House", "ambient"])).toBe("deep-house");
    expect(refetchedGenre(["Tape Music", "ambient"])).toBe("tape-music");
    expect(refetchedGenre(["", " "])).toBeNull();
    expect(refetchedGenre([])).toBeNull();
  });

  it("keeps only the badge types", () => {
    expect(["album", "single", "compilation", "appears_on", null].map(albumType)).toEqual(["album", "single", "compilation", null, null]);
  });
});

describe("import", () => {
  it("derives the slug from the name (else the album ID) and suffixes taken slugs within the limit", () => {
    expect(importSlug({ id: "X", name: "Valo / Drift" })).toBe("valo-drift");
    expect(importSlug({ id: "AbC123", name: "!!!" })).toBe("abc123");
    expect(slugCandidate("valo-drift", 1)).toBe("valo-drift");
    expect(slugCandidate("valo-drift", 3)).toBe("valo-drift-3");
    expect(slugCandidate("a".repeat(200), 2)).toBe(`${"a".repeat(198)}-2`);
  });

  it("creates an unpublished release with the day's date, the year, type, track count and cover", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    const release = importedRelease(simplified({ release_date: "2024-05-17" }), {
      id: "R1",
      artistId: "A1",
      slug: "tape-hiss-sermons",
      now,
      tracks: [],
    });
    expect(release).toMatchObject({ release_date: "2024-05-17", year: "2024" });
  });

  it("leaves a month- or year-only date undated, keeping its year, instead of inventing the 1st", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    const release = importedRelease(simplified({ release_date: "2024-11" }), {
      id: "R1",
      artistId: "A1",
      slug: "tape-hiss-sermons",
      now,
      tracks: [],
    });
    expect(release).toMatchObject({
      id: "R1",
      title: "Tape Hiss Sermons",
      slug: "tape-hiss-sermons",
      artist_id: "A1",
      release_date: null,
      year: "2024",
      album_type: "album",
      total_tracks: 7,
      image_url: "https://img/640.jpg",
      spotify_album_id: "ALBUM1",
      is_published: false,
      pre_save_enabled: false,
      dsp_links: {},
      created_at: now,
    });
  });
});

describe("refetchedFields", () => {
  const release = makeRelease({
    title: "Old",
    image_url: "https://old.jpg",
    release_date: "2020-01-01",
    year: "2020",
    genre: "rock",
    isrc: "OLD123",
  });

  it("overwrites title, image, date, year, genre and ISRC", () => {
    const info = albumInfo(album({ release_date: "2024-03-08" }), { isrc: "uslbl2400201", primaryArtistGenres: ["Tape Music"] });
    expect(refetchedFields(release, info)).toEqual({
      title: "Tape Hiss Sermons",
      image_url: "https://img/640.jpg",
      release_date: "2024-03-08",
      year: "2024",
      genre: "tape-music",
      isrc: "USLBL2400201",
    });
  });

  it("a year-only answer keeps the release's day in that year, and leaves a day in another year undated", () => {
    expect(refetchedFields(release, albumInfo(album({ release_date: "2020" }), { isrc: null, primaryArtistGenres: [] }))).toMatchObject({
      release_date: "2020-01-01",
      year: "2020",
    });
    expect(refetchedFields(release, albumInfo(album({ release_date: "2024-11" }), { isrc: null, primaryArtistGenres: [] }))).toMatchObject({
      release_date: null,
      year: "2024",
    });
  });

  it("sets the genre to null without genres, but keeps the image and ISRC Spotify does not have", () => {
    const info = albumInfo(album({ images: [] }), { isrc: null, primaryArtistGenres: [] });
    expect(refetchedFields(release, info)).toMatchObject({ genre: null, image_url: "https://old.jpg", isrc: "OLD123" });
  });
});

describe("tracksFromSpotify", () => {
  const apiTrack = (overrides: Partial<ApiSimplifiedTrack> = {}): ApiSimplifiedTrack => ({
    id: "T1",
    name: "First Sermon",
    duration_ms: 225_373,
    explicit: false,
    artists: [
      { id: "ART1", name: "Halden Drift" },
      { id: "ART2", name: "Ines Valo" },
    ],
    ...overrides,
  });
  const context = { releaseId: "R1", albumArtistNames: ["Halden Drift", "Ines Valo"] };

  it("lists the album's tracks in order with seconds, ISRCs and the explicit flag; tracks by the album's artists name none of their own", () => {
    const tracks = tracksFromSpotify(
      [
        apiTrack(),
        apiTrack({
          id: "T2",
          name: " Hiss Choir ",
          duration_ms: 61_500,
          explicit: true,
          artists: [
            { id: "ART1", name: "Halden Drift" },
            { id: "ART9", name: "Kofi Mensah" },
          ],
        }),
      ],
      {
        ...context,
        isrcs: new Map([
          ["T1", "uslbl2400201"],
          ["T2", "not an isrc"],
        ]),
      },
    );
    expect(tracks).toEqual([
      {
        id: stableUuid("spotify:track:R1:T1"),
        title: "First Sermon",
        duration_seconds: 225,
        isrc: "USLBL2400201",
        artists: [],
        credits: {},
        explicit: false,
        spotify_track_id: "T1",
        ...TRACK_LISTENING_DEFAULTS,
      },
      {
        id: stableUuid("spotify:track:R1:T2"),
        title: "Hiss Choir",
        duration_seconds: 62,
        isrc: null,
        artists: ["Halden Drift", "Kofi Mensah"],
        credits: {},
        explicit: true,
        spotify_track_id: "T2",
        ...TRACK_LISTENING_DEFAULTS,
      },
    ]);
  });

  it("keeps at most the tracklist's limit, and names a nameless or local track by its place", () => {
    const many = Array.from({ length: 120 }, (_, i) => apiTrack({ id: `T${i}` }));
    expect(tracksFromSpotify(many, context)).toHaveLength(100);
    const [local] = tracksFromSpotify([apiTrack({ id: null, name: "  ", duration_ms: null })], context);
    expect(local).toMatchObject({
      id: stableUuid("spotify:track:R1:#1"),
      title: "Track 1",
      duration_seconds: null,
      spotify_track_id: null,
    });
  });

  it("on refetch, a track found by its Spotify ID or ISRC keeps its id, credits and, when Spotify gives none, its ISRC; the order is Spotify's", () => {
    const existing = [
      makeTrack({ id: "kept-by-isrc", spotify_track_id: null, isrc: "USLBL2400202", credits: { writers: ["A"] } }),
      makeTrack({
        id: "kept-by-id",
        spotify_track_id: "T1",
        isrc: "USLBL2400201",
        title: "Old title",
        credits: { producers: ["B"] },
        focus: true,
        preview_start_seconds: 12,
        preview_length_seconds: 20,
      }),
      makeTrack({ id: "gone", spotify_track_id: "T0" }),
    ];
    const tracks = tracksFromSpotify([apiTrack(), apiTrack({ id: "T2", name: "Hiss Choir" }), apiTrack({ id: "T3", name: "New" })], {
      ...context,
      existing,
      isrcs: new Map([
        ["T2", "USLBL2400202"],
        ["T1", null],
      ]),
    });
    expect(tracks.map((t) => [t.id, t.title, t.isrc, t.credits])).toEqual([
      ["kept-by-id", "First Sermon", "USLBL2400201", { producers: ["B"] }],
      ["kept-by-isrc", "Hiss Choir", "USLBL2400202", { writers: ["A"] }],
      [stableUuid("spotify:track:R1:T3"), "New", null, {}],
    ]);
    // The label's listening choices are its own: a refetch keeps them.
    expect(tracks[0]).toMatchObject({ focus: true, preview_start_seconds: 12, preview_length_seconds: 20 });
    expect(tracks[2]).toMatchObject(TRACK_LISTENING_DEFAULTS);
  });

  it("gives an imported release the album's tracklist", () => {
    const release = importedRelease(simplified(), {
      id: "R1",
      artistId: "A1",
      slug: "s",
      now: new Date(),
      tracks: [apiTrack(), apiTrack({ id: "T2" })],
    });
    expect(release.tracks.map((t) => t.spotify_track_id)).toEqual(["T1", "T2"]);
    expect(release.tracks[0]).toMatchObject({ duration_seconds: 225, isrc: null, artists: [] });
  });
});
