import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSpotifyFake } from "../../../scripts/stack/fakes/spotifyFake";
import { FAKE_SPECIAL_IDS, fixtureAlbum, fixtureAlbumsOf, fixtureTrack } from "../../../scripts/stack/fakes/fixtures";
import type { RunningFake } from "../../../scripts/stack/fakes/jsonServer";
import { FAKE_SPOTIFY_CREDENTIALS, integrationsConfig } from "../../../src/lib/integrations/config";
import { UpstreamError } from "../../../src/lib/integrations/errors";
import { fetchAlbumInfo } from "../../../src/lib/integrations/albumInfo";
import { SpotifyClient } from "../../../src/lib/integrations/spotifyClient";

/** The real client against the local fake Spotify (the one `npm start` runs). */
let fake: RunningFake;
const slept: number[] = [];

function client(overrides: Partial<ReturnType<typeof integrationsConfig>["spotify"]> = {}) {
  const config = integrationsConfig({
    FIREBASE_PROJECT_ID: "demo-label",
    FIRESTORE_EMULATOR_HOST: "x",
    FIREBASE_AUTH_EMULATOR_HOST: "y",
    SPOTIFY_ACCOUNTS_URL: fake.url,
    SPOTIFY_API_URL: `${fake.url}/v1`,
  });
  return new SpotifyClient(
    { ...config.spotify, ...overrides },
    { timeoutMs: 2_000, retry: { maxRetries: 2, maxWaitMs: 5_000, baseDelayMs: 10 }, sleep: async (ms) => void slept.push(ms) },
  );
}

const tokenRequests = () => fake.requests.get("POST /api/token") ?? 0;

beforeAll(async () => {
  fake = await startSpotifyFake(0, "http://localhost:4321/images/seed");
});
afterAll(() => fake.close());

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe("SpotifyClient against the fake", () => {
  it("gets a token once and reuses it across calls", async () => {
    const spotify = client();
    const before = tokenRequests();
    const artist = await spotify.getArtist("3HaldenDriftSeed0000a1");
    await spotify.getArtist("5MiraOseiSeed000000b2");
    expect(artist).toMatchObject({ name: "Halden Drift", genres: ["ambient", "drone", "tape music"] });
    expect(artist.images[0]?.url).toBe("http://localhost:4321/images/seed/artist-1.svg");
    expect(tokenRequests() - before).toBe(1);
  });

  it("reads every page of an artist's albums", async () => {
    const { albums, dropped } = await client({ albumsPageSize: 2 }).getArtistAlbums("3HaldenDriftSeed0000a1");
    expect(dropped).toBe(0);
    expect(albums.map((a) => a.id).sort()).toEqual(
      fixtureAlbumsOf("3HaldenDriftSeed0000a1")
        .map((a) => a.id)
        .sort(),
    );
    expect(fake.requests.get("GET /v1/artists/3HaldenDriftSeed0000a1/albums")).toBeGreaterThanOrEqual(4);
  });

  it("retries a 429 after Retry-After", async () => {
    slept.length = 0;
    const { albums } = await client().getArtistAlbums(FAKE_SPECIAL_IDS.artistRateLimitedOnce);
    expect(albums.map((a) => a.name)).toEqual(["Engaged Tone"]);
    expect(slept).toEqual([1_000]);
  });

  it("fails as rate-limited when 429 persists", async () => {
    expect((await failure(client().getArtistAlbums(FAKE_SPECIAL_IDS.artistAlwaysRateLimited))).failure).toBe("rate-limited");
  });

  it("reports a page without items as malformed, and a broken album too", async () => {
    expect((await failure(client().getArtistAlbums(FAKE_SPECIAL_IDS.artistMalformed))).failure).toBe("malformed");
    expect((await failure(client().getAlbum(FAKE_SPECIAL_IDS.albumMalformed))).failure).toBe("malformed");
  });

  it("reports an unknown ID as not-found", async () => {
    expect((await failure(client().getAlbum("0DoesNotExist000000000"))).failure).toBe("not-found");
  });

  it("refuses wrong credentials", async () => {
    const error = await failure(client({ clientSecret: "wrong" }).getArtist("3HaldenDriftSeed0000a1"));
    expect(error.failure).toBe("auth");
    const missing = await failure(client({ clientId: "", clientSecret: "" }).getArtist("3HaldenDriftSeed0000a1"));
    expect(missing.message).toContain("SPOTIFY_CLIENT_ID");
    expect(FAKE_SPOTIFY_CREDENTIALS.clientId).not.toBe("wrong");
  });

  it("reads an album's tracks beyond the page the album carries, up to a limit", async () => {
    const spotify = client();
    const album = await spotify.getAlbum("EHumArchive00000000015");
    expect(album.tracks?.items).toHaveLength(50);
    const pages = () => fake.requests.get("GET /v1/albums/EHumArchive00000000015/tracks") ?? 0;
    const before = pages();
    const tracks = await spotify.getAlbumTracks(album, 100);
    expect(tracks.map((t) => t.id)).toEqual(
      Array.from({ length: 100 }, (_, i) => fixtureTrack(fixtureAlbum("EHumArchive00000000015")!, i + 1).id),
    );
    expect(pages() - before).toBe(1);
    expect(tracks[60]).toMatchObject({ name: "Hum Archive (Part 61)", explicit: false, artists: [{ name: "Rae Lindqvist" }] });
    // A short album needs no more request than the album itself.
    expect(await spotify.getAlbumTracks(await spotify.getAlbum("2MarketFreqSeedAlbum02"), 100)).toHaveLength(2);
    expect(pages() - before).toBe(1);
  });

  it("with tracks, looks up every track's ISRC", async () => {
    const before = fake.requests.get("GET /v1/tracks/7AccraNocturnes000T003") ?? 0;
    const { tracks, isrcs, info, warnings } = await fetchAlbumInfo(client(), "7AccraNocturnes0000007", { withTracks: true });
    expect(warnings).toEqual([]);
    expect(tracks.map((t) => t.name)).toEqual([
      "Jamestown at Night",
      "Highlife Ghost",
      "Kantamanto",
      "Lighthouse Loop",
      "Harmattan",
      "Osu Castle Drone",
      "Tro-Tro",
      "Last Bus",
    ]);
    expect(tracks.map((t) => isrcs.get(t.id!))).toEqual(Array.from({ length: 8 }, (_, i) => `USLBL25${String(601 + i).padStart(5, "0")}`));
    expect(info.isrc).toBe("USLBL2500601");
    expect((fake.requests.get("GET /v1/tracks/7AccraNocturnes000T003") ?? 0) - before).toBe(1);
  });

  it("builds album info with the first track's ISRC and the primary artist's genres", async () => {
    const { info, album, warnings } = await fetchAlbumInfo(client(), "1ReelToReelSeedAlbum01");
    expect(warnings).toEqual([]);
    expect(album.external_ids?.upc).toBe("199000000011");
    expect(info).toMatchObject({
      name: "Reel to Reel",
      releaseDate: "2026-10-03",
      isrc: "USLBL2600001",
      genres: ["ambient", "drone", "tape music"],
      artists: [
        { name: "Halden Drift", spotifyId: "3HaldenDriftSeed0000a1", isPrimary: true },
        { name: "Ines Valo", spotifyId: "7InesValoSeed000000c3", isPrimary: false },
      ],
    });
  });
});
