import { describe, expect, it } from "vitest";
import { spotifyAlbumInfoSchema, spotifyArtistProfileSchema, spotifyReleaseItemSchema } from "../../../src/lib/domain/catalog/spotify";
import { errorOf, parsed } from "./support";

describe("streaming-service shapes", () => {
  it("reads a release list item, keeping only the fields we use", () => {
    const item = parsed(spotifyReleaseItemSchema, {
      id: "1A2GTWGtFfWp7KSQTwWOyo",
      name: "Coming Tide",
      release_date: "2024",
      release_date_precision: "year",
      images: [{ url: "https://i.scdn.co/image/x", height: 640, width: 640 }],
      external_urls: { spotify: "https://open.spotify.com/album/1A2GTWGtFfWp7KSQTwWOyo" },
      album_type: "single",
      total_tracks: 2,
    });
    expect(item).not.toHaveProperty("release_date_precision");
    expect(item.images[0]?.url).toBe("https://i.scdn.co/image/x");
    expect(item.total_tracks).toBe(2);
  });

  it("requires an album id on a release item", () => {
    expect(errorOf(spotifyReleaseItemSchema, { id: "", name: "x", release_date: "2024" })).not.toBeNull();
  });

  it("reads album info with credited artists", () => {
    const info = parsed(spotifyAlbumInfoSchema, {
      name: "Coming Tide",
      releaseDate: "2024-03-05",
      isrc: "USABC2400001",
      artists: [{ name: "Halden Drift", spotifyId: "abc", isPrimary: true }],
    });
    expect(info).toMatchObject({ genres: [], images: [], artists: [{ name: "Halden Drift", isPrimary: true }] });
  });

  it("reads an artist profile", () => {
    expect(parsed(spotifyArtistProfileSchema, { name: "Mira Osei", genres: ["art pop"] })).toEqual({
      name: "Mira Osei",
      images: [],
      genres: ["art pop"],
    });
    expect(errorOf(spotifyArtistProfileSchema, { images: [] })).not.toBeNull();
  });
});
