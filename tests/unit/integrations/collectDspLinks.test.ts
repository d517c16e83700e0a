import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDeezerFake } from "../../../scripts/stack/fakes/deezerFake";
import { FAKE_SPECIAL_IDS } from "../../../scripts/stack/fakes/fixtures";
import { startItunesFake } from "../../../scripts/stack/fakes/itunesFake";
import { startMusicbrainzFake } from "../../../scripts/stack/fakes/musicbrainzFake";
import type { RunningFake } from "../../../scripts/stack/fakes/jsonServer";
import { startSonglinkFake } from "../../../scripts/stack/fakes/songlinkFake";
import { startSpotifyFake } from "../../../scripts/stack/fakes/spotifyFake";
import { isPlatformLink } from "../../../src/lib/domain/catalog";
import { allSourcesFailed, collectDspLinks } from "../../../src/lib/integrations/collectDspLinks";
import { integrationsConfig } from "../../../src/lib/integrations/config";
import { createIntegrations, type Integrations } from "../../../src/lib/integrations/integrations";

/** The real clients against the local fakes of all five services. */
let fakes: RunningFake[] = [];
let services: Integrations;
const slept: number[] = [];

beforeAll(async () => {
  fakes = await Promise.all([
    startSpotifyFake(0, "http://localhost/images"),
    startSonglinkFake(0),
    startDeezerFake(0),
    startItunesFake(0),
    startMusicbrainzFake(0),
  ]);
  const [spotify, songlink, deezer, itunes, musicbrainz] = fakes.map((f) => f.url);
  const config = integrationsConfig({
    FIREBASE_PROJECT_ID: "demo-label",
    FIRESTORE_EMULATOR_HOST: "x",
    FIREBASE_AUTH_EMULATOR_HOST: "y",
    SPOTIFY_ACCOUNTS_URL: spotify,
    SPOTIFY_API_URL: `${spotify}/v1`,
    SONGLINK_API_URL: songlink,
    DEEZER_API_URL: deezer,
    ITUNES_API_URL: itunes,
    MUSICBRAINZ_API_URL: `${musicbrainz}/ws/2`,
    // The fake has no quota; the one-a-second pacing is unit-tested with a clock of its own.
    MUSICBRAINZ_REQUESTS_PER_SECOND: "50",
  });
  services = createIntegrations(config, { sleep: async (ms) => void slept.push(ms) });
});
afterAll(() => Promise.all(fakes.map((f) => f.close())));

describe("collectDspLinks", () => {
  const platforms = (links: Record<string, string>) => Object.keys(links).filter(isPlatformLink);

  it("reaches 21 platforms from a Spotify album, crediting song.link and MusicBrainz with their pages", async () => {
    const result = await collectDspLinks(
      {
        spotifyAlbumId: "3TapeHissSermons000003",
        isrc: null,
        own: { bandcamp_url: "https://haldendrift.bandcamp.com/album/tape-hiss-sermons" },
      },
      services,
    );
    expect(result.failed).toEqual([]);
    expect(result.asked.sort()).toEqual(["deezer", "itunes", "musicbrainz", "songlink"]);
    expect(platforms(result.links)).toHaveLength(21);
    expect(result.links).toMatchObject({
      spotify: "https://open.spotify.com/album/3TapeHissSermons000003",
      appleMusic: "https://music.apple.com/us/album/tape-hiss-sermons/1700000003",
      deezer: "https://www.deezer.com/album/400000003",
      // The release's own URL wins over MusicBrainz's for the same platform.
      bandcamp: "https://haldendrift.bandcamp.com/album/tape-hiss-sermons",
      qobuz: "https://open.qobuz.com/album/q400000003",
      discogs: "https://www.discogs.com/master/3",
      songlink: "https://album.link/s/3TapeHissSermons000003",
      musicbrainz: "https://musicbrainz.org/release/a0c0ffee-0000-4000-8000-000000000003",
    });
    expect(allSourcesFailed(result)).toBe(false);
  });

  it("reaches 30+ distinct platforms for a release that is everywhere", async () => {
    const result = await collectDspLinks(
      {
        spotifyAlbumId: "1ReelToReelSeedAlbum01",
        isrc: null,
        own: { bandcamp_url: "https://haldendrift.bandcamp.com/album/reel-to-reel" },
      },
      services,
    );
    expect(result.failed).toEqual([]);
    expect(platforms(result.links).length).toBeGreaterThanOrEqual(30);
    expect(result.links).toMatchObject({
      beatport: expect.stringContaining("beatport.com"),
      kkbox: expect.stringContaining("kkbox.com"),
      mixcloud: expect.stringContaining("mixcloud.com"),
    });
    // What MusicBrainz lists as ended or as a database is not a link for fans.
    expect(result.links.napster).toBe(`https://play.napster.com/album/alb.400000001`);
    expect(Object.values(result.links).join(" ")).not.toMatch(/rateyourmusic|wikidata|example-reviews/);
  });

  it("starts from the ISRC alone: Deezer finds the album, song.link expands Deezer's URL, MusicBrainz looks the ISRC up", async () => {
    const result = await collectDspLinks({ spotifyAlbumId: null, isrc: "USLBL2500601", own: {} }, services);
    expect(result.asked.sort()).toEqual(["deezer", "musicbrainz", "songlink"]);
    expect(result.links.qobuz).toBe("https://open.qobuz.com/album/q400000007");
    expect(result.links.deezer).toBe("https://www.deezer.com/album/400000007");
    expect(result.links.spotify).toBe("https://open.spotify.com/album/7AccraNocturnes0000007");
    expect(Object.keys(result.links).length).toBeGreaterThan(15);
  });

  it("fails only when every source fails", async () => {
    const result = await collectDspLinks({ spotifyAlbumId: FAKE_SPECIAL_IDS.albumLinksDown, isrc: null, own: {} }, services);
    expect(result.failed.map((f) => f.service).sort()).toEqual(["deezer", "itunes", "musicbrainz", "songlink"]);
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
