import { describe, expect, it } from "vitest";
import { MUSICBRAINZ_PAGE_KEY, SONGLINK_PAGE_KEY } from "../../../src/lib/domain/shared";
import { combineDspLinks, orderPlatforms } from "../../../src/lib/integrations/dspLinks";

const songlink = {
  pageUrl: "https://album.link/s/ALBUM1",
  links: {
    spotify: "https://open.spotify.com/album/ALBUM1",
    appleMusic: "https://music.apple.com/us/album/x/1",
    youtubeMusic: "https://music.youtube.com/playlist?list=1",
    tidal: "https://listen.tidal.com/album/1",
    deezer: "https://www.deezer.com/album/1",
    amazonMusic: "https://music.amazon.com/albums/B01",
    napster: "https://play.napster.com/album/1",
  },
};

describe("combineDspLinks", () => {
  it("keeps song.link's platforms and adds its page as the attribution link", () => {
    const links = combineDspLinks({ spotifyAlbumId: "ALBUM1", songlink });
    expect(links).toMatchObject(songlink.links);
    expect(links[SONGLINK_PAGE_KEY]).toBe("https://album.link/s/ALBUM1");
    expect(Object.keys(links)).toHaveLength(8);
  });

  it("lets the release's own URLs win, then song.link, then Deezer and Apple lookups", () => {
    const links = combineDspLinks({
      spotifyAlbumId: "ALBUM1",
      own: {
        apple_music_url: "https://music.apple.com/us/album/typed/9",
        bandcamp_url: "https://x.bandcamp.com/album/y",
        soundcloud_url: null,
      },
      songlink,
      deezerUrl: "https://www.deezer.com/album/999",
      appleMusicUrl: "https://music.apple.com/us/album/lookup/8",
    });
    expect(links.appleMusic).toBe("https://music.apple.com/us/album/typed/9");
    expect(links.bandcamp).toBe("https://x.bandcamp.com/album/y");
    expect(links.deezer).toBe("https://www.deezer.com/album/1");
    expect(links).not.toHaveProperty("soundcloud");
  });

  it("falls back to Deezer, Apple and the Spotify album URL without song.link", () => {
    expect(
      combineDspLinks({
        spotifyAlbumId: "ALBUM1",
        own: { soundcloud_url: "https://soundcloud.com/a/sets/b" },
        songlink: null,
        deezerUrl: "https://www.deezer.com/album/999",
        appleMusicUrl: "https://music.apple.com/us/album/lookup/8",
      }),
    ).toEqual({
      spotify: "https://open.spotify.com/album/ALBUM1",
      appleMusic: "https://music.apple.com/us/album/lookup/8",
      deezer: "https://www.deezer.com/album/999",
      soundcloud: "https://soundcloud.com/a/sets/b",
    });
  });

  it("drops anything that is not an http(s) URL", () => {
    const links = combineDspLinks({
      songlink: {
        pageUrl: "javascript:alert(1)",
        links: { spotify: "javascript:alert(1)", tidal: "not a url", deezer: " https://www.deezer.com/album/1 " },
      },
    });
    expect(links).toEqual({ deezer: "https://www.deezer.com/album/1" });
  });

  it("gives no attribution link when song.link found nothing", () => {
    expect(combineDspLinks({ spotifyAlbumId: "A", songlink: { pageUrl: "https://album.link/s/A", links: {} } })).toEqual({
      spotify: "https://open.spotify.com/album/A",
    });
  });

  it("adds MusicBrainz's platforms after the other sources, with its page as the credit only when it gave links", () => {
    const musicbrainz = {
      pageUrl: "https://musicbrainz.org/release/m1",
      links: {
        qobuz: "https://open.qobuz.com/album/1",
        tidal: "https://tidal.com/browse/album/9",
        bandcamp: "https://mb.bandcamp.com/album/x",
      },
    };
    const links = combineDspLinks({
      spotifyAlbumId: "ALBUM1",
      own: { bandcamp_url: "https://x.bandcamp.com/album/y" },
      songlink,
      musicbrainz,
    });
    expect(links).toMatchObject({
      qobuz: "https://open.qobuz.com/album/1",
      tidal: "https://listen.tidal.com/album/1",
      bandcamp: "https://x.bandcamp.com/album/y",
    });
    expect(links[MUSICBRAINZ_PAGE_KEY]).toBe("https://musicbrainz.org/release/m1");
    expect(Object.keys(links).slice(-2)).toEqual([SONGLINK_PAGE_KEY, MUSICBRAINZ_PAGE_KEY]);
    expect(combineDspLinks({ musicbrainz: { pageUrl: "https://musicbrainz.org/release/m1", links: {} } })).toEqual({});
  });

  it("is empty with no sources", () => {
    expect(combineDspLinks({})).toEqual({});
  });
});

describe("orderPlatforms", () => {
  it("puts the known platforms first, in display order, then the others alphabetically", () => {
    const ordered = orderPlatforms({
      zeta: "https://z",
      tidal: "https://t",
      alpha: "https://a",
      spotify: "https://s",
      songlink: "https://l",
    });
    expect(Object.keys(ordered)).toEqual(["spotify", "tidal", "songlink", "alpha", "zeta"]);
  });
});
