import { beforeAll, describe, expect, it } from "vitest";
import { FAKE_SPECIAL_IDS, fixtureAlbumsOf } from "../../../scripts/stack/fakes/fixtures";
import { ARTIST_TOASTS, CONTENT_ERRORS, RELEASE_TOASTS } from "../../../src/lib/domain/shared";
import {
  callFunction,
  DRAFT_ARTIST,
  expectError,
  expectOk,
  fakeSpotifyRequests,
  HALDEN,
  NO_SPOTIFY,
  setUpCatalogue,
  SPOTIFY,
  type Staff,
} from "../catalogueSupport";

let staff: Staff;
beforeAll(async () => {
  staff = await setUpCatalogue();
});

describe("spotifyArtistProfile", () => {
  it("returns name, images and genres for staff who edit artists (an ID or a share URL)", async () => {
    const profile = expectOk(await callFunction("spotifyArtistProfile", { artistId: SPOTIFY.mira }, staff.admin.idToken));
    expect(profile).toEqual({
      name: "Mira Osei",
      images: [{ url: expect.stringMatching(/\/images\/seed\/artist-2\.svg$/), height: 640, width: 640 }],
      genres: ["electronic", "afrobeat", "modular synth"],
    });
    const byUrl = expectOk(
      await callFunction(
        "spotifyArtistProfile",
        { artistId: `https://open.spotify.com/artist/${SPOTIFY.halden}?si=x` },
        staff.editor.idToken,
      ),
    );
    expect(byUrl).toMatchObject({ name: "Halden Drift" });
  });

  it("is for staff only", async () => {
    expectError(await callFunction("spotifyArtistProfile", { artistId: SPOTIFY.halden }), "UNAUTHENTICATED");
    expectError(await callFunction("spotifyArtistProfile", { artistId: SPOTIFY.halden }, staff.fan.idToken), "PERMISSION_DENIED");
  });

  it("says 'Failed to fetch from Spotify' for unknown, malformed or rate-limited artists", async () => {
    expectError(
      await callFunction("spotifyArtistProfile", { artistId: "0NoSuchArtist000000000" }, staff.admin.idToken),
      "NOT_FOUND",
      ARTIST_TOASTS.spotifyFetchFailed,
    );
    expectError(
      await callFunction("spotifyArtistProfile", { artistId: FAKE_SPECIAL_IDS.artistMalformed }, staff.admin.idToken),
      "UNAVAILABLE",
      ARTIST_TOASTS.spotifyFetchFailed,
    );
    expectError(
      await callFunction("spotifyArtistProfile", { artistId: FAKE_SPECIAL_IDS.artistAlwaysRateLimited }, staff.admin.idToken),
      "RESOURCE_EXHAUSTED",
      ARTIST_TOASTS.spotifyFetchFailed,
    );
  });

  it("rejects input that is no Spotify ID ('Please enter a Spotify artist ID or URL')", async () => {
    expectError(
      await callFunction("spotifyArtistProfile", { artistId: "https://example.com/x" }, staff.admin.idToken),
      "INVALID_ARGUMENT",
      ARTIST_TOASTS.spotifyInputMissing,
    );
    expectError(await callFunction("spotifyArtistProfile", { artistId: "" }, staff.admin.idToken), "INVALID_ARGUMENT");
  });
});

describe("spotifyArtistReleases", () => {
  const expectedIds = fixtureAlbumsOf(SPOTIFY.halden)
    .sort((a, b) => b.release_date.localeCompare(a.release_date))
    .map((a) => a.id);

  it("lists a published artist's releases to anonymous visitors, newest first, by Spotify ID or our artist id", async () => {
    const bySpotifyId = expectOk(await callFunction("spotifyArtistReleases", { artistId: SPOTIFY.halden })) as {
      releases: { id: string }[];
    };
    expect(bySpotifyId.releases.map((r) => r.id)).toEqual(expectedIds);
    expect(bySpotifyId.releases[0]).toEqual({
      id: "1ReelToReelSeedAlbum01",
      name: "Reel to Reel",
      release_date: "2026-10-03",
      images: [{ url: expect.stringMatching(/cover-1\.svg$/), height: 640, width: 640 }],
      external_urls: { spotify: "https://open.spotify.com/album/1ReelToReelSeedAlbum01" },
      album_type: "album",
      total_tracks: 9,
    });
    const byOurId = expectOk(await callFunction("spotifyArtistReleases", { artistId: HALDEN })) as { releases: { id: string }[] };
    expect(byOurId.releases.map((r) => r.id)).toEqual(expectedIds);
  });

  it("is no open proxy: visitors get nothing for artists we do not publish", async () => {
    // Not in our catalogue at all.
    expectError(await callFunction("spotifyArtistReleases", { artistId: SPOTIFY.ines }), "NOT_FOUND", CONTENT_ERRORS.artistNotFound);
    expectError(await callFunction("spotifyArtistReleases", { artistId: SPOTIFY.ines }, staff.fan.idToken), "NOT_FOUND");
    // Ours, but a draft (by its Spotify ID and by our id).
    expectError(await callFunction("spotifyArtistReleases", { artistId: SPOTIFY.kofi }), "NOT_FOUND");
    expectError(await callFunction("spotifyArtistReleases", { artistId: DRAFT_ARTIST }), "NOT_FOUND");
  });

  it("lists any artist for staff who import releases", async () => {
    const result = expectOk(await callFunction("spotifyArtistReleases", { artistId: SPOTIFY.kofi }, staff.editor.idToken)) as {
      releases: { name: string }[];
    };
    expect(result.releases.map((r) => r.name)).toEqual(["Accra Nocturnes"]);
    expectOk(await callFunction("spotifyArtistReleases", { artistId: DRAFT_ARTIST }, staff.admin.idToken));
  });

  it("says when our artist has no Spotify ID", async () => {
    expectError(
      await callFunction("spotifyArtistReleases", { artistId: NO_SPOTIFY }),
      "FAILED_PRECONDITION",
      RELEASE_TOASTS.artistWithoutSpotifyId,
    );
  });

  it("reports a malformed answer as 'Invalid response format: expected releases array'", async () => {
    expectError(
      await callFunction("spotifyArtistReleases", { artistId: FAKE_SPECIAL_IDS.artistMalformed }, staff.admin.idToken),
      "UNAVAILABLE",
      RELEASE_TOASTS.invalidReleasesResponse,
    );
  });

  it("retries after a 429 and gives up with 'Failed to fetch Spotify releases' when it persists", async () => {
    const path = `GET /v1/artists/${FAKE_SPECIAL_IDS.artistRateLimitedOnce}/albums`;
    const before = (await fakeSpotifyRequests())[path] ?? 0;
    const result = expectOk(
      await callFunction("spotifyArtistReleases", { artistId: FAKE_SPECIAL_IDS.artistRateLimitedOnce }, staff.admin.idToken),
    ) as { releases: unknown[] };
    expect(result.releases).toHaveLength(1);
    expect((await fakeSpotifyRequests())[path]).toBe(before + 2);

    expectError(
      await callFunction("spotifyArtistReleases", { artistId: FAKE_SPECIAL_IDS.artistAlwaysRateLimited }, staff.admin.idToken),
      "RESOURCE_EXHAUSTED",
      RELEASE_TOASTS.spotifyReleasesFailed,
    );
  });
});

describe("spotifyAlbumInfo", () => {
  it("returns the album's details with the first track's ISRC and the artists in credit order", async () => {
    expect(expectOk(await callFunction("spotifyAlbumInfo", { albumId: SPOTIFY.accra }, staff.editor.idToken))).toEqual({
      name: "Accra Nocturnes",
      releaseDate: "2025-03-14",
      genres: ["electronic", "afrobeat", "modular synth"],
      images: [{ url: expect.stringMatching(/cover-11\.svg$/), height: 640, width: 640 }],
      isrc: "USLBL2500601",
      artists: [
        { name: "Mira Osei", spotifyId: SPOTIFY.mira, isPrimary: true },
        { name: "Kofi Mensah", spotifyId: SPOTIFY.kofi, isPrimary: false },
      ],
    });
  });

  it("reports a malformed album as 'Invalid response from Spotify'", async () => {
    expectError(
      await callFunction("spotifyAlbumInfo", { albumId: FAKE_SPECIAL_IDS.albumMalformed }, staff.admin.idToken),
      "UNAVAILABLE",
      RELEASE_TOASTS.invalidSpotifyResponse,
    );
  });

  it("is for staff who edit releases", async () => {
    expectError(await callFunction("spotifyAlbumInfo", { albumId: SPOTIFY.accra }, staff.fan.idToken), "PERMISSION_DENIED");
  });
});

describe("integrationStatus", () => {
  it("tells staff the functions use the fake Spotify (no credentials on the emulators)", async () => {
    expect(expectOk(await callFunction("integrationStatus", {}, staff.editor.idToken))).toEqual({ spotify: "fake" });
    expectError(await callFunction("integrationStatus", {}), "UNAUTHENTICATED");
    expectError(await callFunction("integrationStatus", {}, staff.fan.idToken), "PERMISSION_DENIED");
  });
});
