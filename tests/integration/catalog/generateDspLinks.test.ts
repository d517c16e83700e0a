import { beforeEach, describe, expect, it } from "vitest";
import { fixtureDspLinks } from "../../../scripts/stack/fakes/fixtureDspLinks";
import { FAKE_SPECIAL_IDS } from "../../../scripts/stack/fakes/fixtures";
import { isPlatformLink } from "../../../src/lib/domain/catalog";
import { RELEASE_TOASTS } from "../../../src/lib/domain/shared";
import {
  addRelease,
  callFunction,
  expectError,
  expectOk,
  HALDEN,
  MIRA,
  recordedChanges,
  repos,
  setUpCatalogue,
  SPOTIFY,
  type Staff,
} from "../catalogueSupport";

let staff: Staff;
beforeEach(async () => {
  staff = await setUpCatalogue();
});

type Generated = { success: boolean; platforms: Record<string, string>; fetchedAt: string; message?: string };
const generate = (data: { releaseId: string; spotifyUrl?: string | null; isrc?: string | null }, token?: string) =>
  callFunction("generateDspLinks", data, token);

describe("generateDspLinks", () => {
  it("stores links for 21 platforms from the stored Spotify album and returns them", async () => {
    const release = await addRelease({
      artist_id: HALDEN,
      spotify_album_id: SPOTIFY.tapeHiss,
      apple_music_url: "https://music.apple.com/us/album/typed/1",
    });
    const result = expectOk(await generate({ releaseId: release.id }, staff.editor.idToken)) as Generated;
    expect(result.success).toBe(true);
    expect(result.message).toBeUndefined();
    expect(Object.keys(result.platforms).filter(isPlatformLink)).toHaveLength(21);
    expect(result.platforms).toMatchObject({
      spotify: `https://open.spotify.com/album/${SPOTIFY.tapeHiss}`,
      appleMusic: "https://music.apple.com/us/album/typed/1",
      youtubeMusic: expect.stringMatching(/^https:\/\/music\.youtube\.com\//),
      deezer: "https://www.deezer.com/album/400000003",
      tidal: expect.stringMatching(/^https:\/\/listen\.tidal\.com\//),
      amazonMusic: expect.stringMatching(/^https:\/\/music\.amazon\.com\//),
      qobuz: "https://open.qobuz.com/album/q400000003",
      discogs: "https://www.discogs.com/master/3",
      songlink: `https://album.link/s/${SPOTIFY.tapeHiss}`,
      musicbrainz: expect.stringMatching(/^https:\/\/musicbrainz\.org\/release\//),
    });

    const stored = await repos.releases.get(release.id);
    expect(stored?.dsp_links).toEqual(result.platforms);
    expect(stored?.dsp_links_fetched_at?.toISOString()).toBe(result.fetchedAt);
    expect(await recordedChanges()).toContain(`releases:${release.id}`);
  });

  it("reaches 30+ distinct platforms for a release that is everywhere: the links the demo content seeds", async () => {
    const bandcamp = "https://haldendrift.bandcamp.com/album/reel-to-reel";
    const release = await addRelease({
      artist_id: HALDEN,
      spotify_album_id: SPOTIFY.reelToReel,
      bandcamp_url: bandcamp,
      soundcloud_url: null,
      apple_music_url: null,
    });
    const result = expectOk(await generate({ releaseId: release.id }, staff.admin.idToken)) as Generated;
    expect(result.message).toBeUndefined();
    expect(Object.keys(result.platforms).filter(isPlatformLink).length).toBeGreaterThanOrEqual(30);
    expect(result.platforms).toEqual(
      fixtureDspLinks(SPOTIFY.reelToReel, { bandcamp_url: bandcamp, soundcloud_url: null, apple_music_url: null }),
    );
  });

  it("uses the form's Spotify URL and ISRC over the stored ones", async () => {
    const release = await addRelease({ artist_id: HALDEN, spotify_album_id: null, isrc: null });
    const result = expectOk(
      await generate({ releaseId: release.id, spotifyUrl: `https://open.spotify.com/album/${SPOTIFY.salvaged}` }, staff.admin.idToken),
    ) as Generated;
    expect(result.platforms.spotify).toBe(`https://open.spotify.com/album/${SPOTIFY.salvaged}`);
    expect(result.platforms.appleMusic).toMatch(/salvaged-frequencies/);
  });

  it("finds the release from the ISRC alone", async () => {
    const release = await addRelease({ artist_id: MIRA, spotify_album_id: null, isrc: "USLBL2500601" });
    const result = expectOk(await generate({ releaseId: release.id }, staff.admin.idToken)) as Generated;
    expect(result.platforms.deezer).toBe("https://www.deezer.com/album/400000007");
    expect(result.platforms.spotify).toBe(`https://open.spotify.com/album/${SPOTIFY.accra}`);
  });

  it("waits out song.link's 429", async () => {
    const release = await addRelease({ artist_id: HALDEN, spotify_album_id: FAKE_SPECIAL_IDS.albumSonglinkBusy });
    const result = expectOk(await generate({ releaseId: release.id }, staff.admin.idToken)) as Generated;
    expect(result.platforms.songlink).toBe(`https://album.link/s/${FAKE_SPECIAL_IDS.albumSonglinkBusy}`);
  });

  it("'Please save the release first' for a release that does not exist", async () => {
    expectError(
      await generate({ releaseId: "b0000000-0000-4000-8000-0000000000ff", isrc: "USLBL2500601" }, staff.admin.idToken),
      "NOT_FOUND",
      RELEASE_TOASTS.saveReleaseFirst,
    );
  });

  it("'Please enter ISRC or Spotify Album ID' without either", async () => {
    const release = await addRelease({ artist_id: HALDEN, spotify_album_id: null, isrc: null });
    expectError(
      await generate({ releaseId: release.id, spotifyUrl: "", isrc: " " }, staff.admin.idToken),
      "INVALID_ARGUMENT",
      RELEASE_TOASTS.isrcOrAlbumIdMissing,
    );
  });

  it("'Failed to generate DSP links' when no source answers, storing nothing", async () => {
    const release = await addRelease({ artist_id: HALDEN, spotify_album_id: FAKE_SPECIAL_IDS.albumLinksDown });
    expectError(await generate({ releaseId: release.id }, staff.admin.idToken), "UNAVAILABLE", RELEASE_TOASTS.dspLinksFailed);
    expect(await repos.releases.get(release.id)).toMatchObject({ dsp_links: {}, dsp_links_fetched_at: null });
  });

  it("needs the release edit permission for its artist", async () => {
    const release = await addRelease({ artist_id: MIRA, spotify_album_id: SPOTIFY.accra });
    expectError(await generate({ releaseId: release.id }, staff.editor.idToken), "PERMISSION_DENIED");
    expectError(await generate({ releaseId: release.id }, staff.fan.idToken), "PERMISSION_DENIED");
    expectError(await generate({ releaseId: release.id }), "UNAUTHENTICATED");
    expect((await repos.releases.get(release.id))?.dsp_links).toEqual({});
  });
});
