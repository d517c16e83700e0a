import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDeezerFake } from "../../../scripts/stack/fakes/deezerFake";
import { FAKE_SPECIAL_IDS } from "../../../scripts/stack/fakes/fixtures";
import { startItunesFake } from "../../../scripts/stack/fakes/itunesFake";
import type { RunningFake } from "../../../scripts/stack/fakes/jsonServer";
import { startSonglinkFake } from "../../../scripts/stack/fakes/songlinkFake";
import { startSpotifyFake } from "../../../scripts/stack/fakes/spotifyFake";
import { allSourcesFailed, collectDspLinks } from "../../../src/lib/integrations/collectDspLinks";
import { integrationsConfig } from "../../../src/lib/integrations/config";
import { createIntegrations, type Integrations } from "../../../src/lib/integrations/integrations";

/** The real clients against the local fakes of all four services. */
let fakes: RunningFake[] = [];
let services: Integrations;
const slept: number[] = [];

beforeAll(async () => {
  fakes = await Promise.all([startSpotifyFake(0, "http://localhost/images"), startSonglinkFake(0), startDeezerFake(0), startItunesFake(0)]);
  const [spotify, songlink, deezer, itunes] = fakes.map((f) => f.url);
  const config = integrationsConfig({
    FIREBASE_PROJECT_ID: "demo-label",
    FIRESTORE_EMULATOR_HOST: "x",
    FIREBASE_AUTH_EMULATOR_HOST: "y",
    SPOTIFY_ACCOUNTS_URL: spotify,
    SPOTIFY_API_URL: `${spotify}/v1`,
    SONGLINK_API_URL: songlink,
    DEEZER_API_URL: deezer,
    ITUNES_API_URL: itunes,
  });
  services = createIntegrations(config, { sleep: async (ms) => void slept.push(ms) });
});
afterAll(() => Promise.all(fakes.map((f) => f.close())));

describe("collectDspLinks", () => {
  it("reaches 19 platforms from a Spotify album, with song.link's page as attribution", async () => {
    const result = await collectDspLinks({ spotifyAlbumId: "3TapeHissSermons000003", isrc: null, own: { bandcamp_url: "https://haldendrift.bandcamp.com/album/tape-hiss-sermons" } }, services);
    expect(result.failed).toEqual([]);
    expect(result.asked.sort()).toEqual(["deezer", "itunes", "songlink"]);
    expect(Object.keys(result.links)).toHaveLength(20);
    expect(result.links).toMatchObject({
      spotify: "https://open.spotify.com/album/3TapeHissSermons000003",
      appleMusic: "https://music.apple.com/us/album/tape-hiss-sermons/1700000003",
      deezer: "https://www.deezer.com/album/400000003",
      bandcamp: "https://haldendrift.bandcamp.com/album/tape-hiss-sermons",
      songlink: "https://album.link/s/3TapeHissSermons000003",
    });
    expect(allSourcesFailed(result)).toBe(false);
  });

  it("starts from the ISRC alone: Deezer finds the album, song.link expands Deezer's URL", async () => {
    const result = await collectDspLinks({ spotifyAlbumId: null, isrc: "USLBL2500601", own: {} }, services);
    expect(result.asked).toEqual(["deezer", "songlink"]);
    expect(result.links.deezer).toBe("https://www.deezer.com/album/400000007");
    expect(result.links.spotify).toBe("https://open.spotify.com/album/7AccraNocturnes0000007");
    expect(Object.keys(result.links).length).toBeGreaterThan(15);
  });

  it("fails only when every source fails", async () => {
    const result = await collectDspLinks({ spotifyAlbumId: FAKE_SPECIAL_IDS.albumLinksDown, isrc: null, own: {} }, services);
    expect(result.failed.map((f) => f.service).sort()).toEqual(["deezer", "itunes", "songlink"]);
    expect(allSourcesFailed(result)).toBe(true);
    // What is left is the album URL built from the ID, which proves nothing about the other platforms.
    expect(result.links).toEqual({ spotify: `https://open.spotify.com/album/${FAKE_SPECIAL_IDS.albumLinksDown}` });
  });

  it("waits out song.link's 429 and goes on", async () => {
    slept.length = 0;
    const result = await collectDspLinks({ spotifyAlbumId: FAKE_SPECIAL_IDS.albumSonglinkBusy, isrc: null, own: {} }, services);
    expect(result.failed).toEqual([]);
    expect(result.links.tidal).toMatch(/^https:\/\/listen\.tidal\.com\//);
    expect(slept).toContain(1_000);
  });

  it("goes on without the UPC when the Spotify album cannot be read", async () => {
    const result = await collectDspLinks({ spotifyAlbumId: FAKE_SPECIAL_IDS.albumMalformed, isrc: "USLBL2400201", own: {} }, services);
    expect(result.albumLookupError).toBeTruthy();
    expect(result.links.deezer).toBe("https://www.deezer.com/album/400000003");
  });
});
