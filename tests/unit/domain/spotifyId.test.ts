import { describe, expect, it } from "vitest";
import { parseSpotifyAlbumId, parseSpotifyArtistId } from "../../../src/lib/domain/catalog/spotifyId";

const ID = "4Z8W4fKeB5YxbusRsdQVPb";

describe("parseSpotifyArtistId", () => {
  it("takes the part after 'artist/' from a URL", () => {
    expect(parseSpotifyArtistId(`https://open.spotify.com/artist/${ID}`)).toBe(ID);
  });

  it("strips the query string, fragment, trailing slash and any sub-path", () => {
    expect(parseSpotifyArtistId(`https://open.spotify.com/artist/${ID}?si=abc123&nd=1`)).toBe(ID);
    expect(parseSpotifyArtistId(`https://open.spotify.com/artist/${ID}/`)).toBe(ID);
    expect(parseSpotifyArtistId(`https://open.spotify.com/artist/${ID}#top`)).toBe(ID);
    expect(parseSpotifyArtistId(`https://open.spotify.com/intl-de/artist/${ID}/discography/all`)).toBe(ID);
  });

  it("accepts spotify:artist: URIs", () => {
    expect(parseSpotifyArtistId(`spotify:artist:${ID}`)).toBe(ID);
  });

  it("uses text with no slash or dot as the ID, trimmed", () => {
    expect(parseSpotifyArtistId(`  ${ID}  `)).toBe(ID);
  });

  it("returns null for empty or unparseable input", () => {
    expect(parseSpotifyArtistId("")).toBeNull();
    expect(parseSpotifyArtistId("   ")).toBeNull();
    expect(parseSpotifyArtistId(null)).toBeNull();
    expect(parseSpotifyArtistId(undefined)).toBeNull();
    expect(parseSpotifyArtistId("https://example.com/some/page")).toBeNull();
    expect(parseSpotifyArtistId("open.spotify.com")).toBeNull();
    expect(parseSpotifyArtistId("https://open.spotify.com/artist/")).toBeNull();
    expect(parseSpotifyArtistId("https://open.spotify.com/artist/?si=x")).toBeNull();
    expect(parseSpotifyArtistId(`spotify:album:${ID}`)).toBeNull();
    expect(parseSpotifyArtistId(`https://open.spotify.com/album/${ID}`)).toBeNull();
  });
});

describe("parseSpotifyAlbumId", () => {
  it("handles URLs, URIs and bare IDs", () => {
    expect(parseSpotifyAlbumId(`https://open.spotify.com/album/${ID}?si=xyz`)).toBe(ID);
    expect(parseSpotifyAlbumId(`spotify:album:${ID}`)).toBe(ID);
    expect(parseSpotifyAlbumId(ID)).toBe(ID);
  });

  it("rejects artist links and junk", () => {
    expect(parseSpotifyAlbumId(`https://open.spotify.com/artist/${ID}`)).toBeNull();
    expect(parseSpotifyAlbumId(`spotify:artist:${ID}`)).toBeNull();
    expect(parseSpotifyAlbumId("not/an.id")).toBeNull();
    expect(parseSpotifyAlbumId("")).toBeNull();
  });
});
