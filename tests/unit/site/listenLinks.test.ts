import { describe, expect, it } from "vitest";
import { platformLabel } from "../../../src/lib/domain";
import { listenLinks, songlinkPageUrl, spotifyEmbedUrl } from "../../../src/lib/site/listenLinks";
import { makeRelease } from "../../factories";

describe("listen links", () => {
  it("joins generated links, hand-entered URLs and the album's Spotify link, one per platform, in a fixed order", () => {
    const release = makeRelease({
      dsp_links: { tidal: "https://tidal.com/a", appleMusic: "https://music.apple.com/generated", napster: "https://napster.com/a" },
      apple_music_url: "https://music.apple.com/manual",
      bandcamp_url: "https://x.bandcamp.com/album/a",
      soundcloud_url: null,
      spotify_album_id: "alb1",
    });
    expect(listenLinks(release)).toEqual([
      { platform: "spotify", label: "Spotify", url: "https://open.spotify.com/album/alb1" },
      { platform: "appleMusic", label: "Apple Music", url: "https://music.apple.com/manual" },
      { platform: "tidal", label: "TIDAL", url: "https://tidal.com/a" },
      { platform: "bandcamp", label: "Bandcamp", url: "https://x.bandcamp.com/album/a" },
      { platform: "napster", label: "Napster", url: "https://napster.com/a" },
    ]);
  });

  it("keeps a generated Spotify link over the derived one", () => {
    const release = makeRelease({ dsp_links: { spotify: "https://open.spotify.com/album/gen" }, spotify_album_id: "alb1" });
    expect(listenLinks(release)).toEqual([{ platform: "spotify", label: "Spotify", url: "https://open.spotify.com/album/gen" }]);
  });

  it("is empty without links", () => {
    expect(listenLinks(makeRelease())).toEqual([]);
  });

  it("names song.link's platforms properly and keeps song.link's own page out of the links, as the attribution", () => {
    const release = makeRelease({
      dsp_links: { itunes: "https://itunes.test/a", youtube: "https://youtube.test/a", songlink: "https://album.link/s/x", napster: "https://napster.test/a" },
    });
    expect(listenLinks(release).map((l) => l.label)).toEqual(["YouTube", "iTunes", "Napster"]);
    expect(songlinkPageUrl(release)).toBe("https://album.link/s/x");
    expect(songlinkPageUrl(makeRelease())).toBeNull();
  });

  it("labels unknown platforms readably and builds the embed URL", () => {
    expect(platformLabel("audiomackMusic")).toBe("Audiomack Music");
    expect(spotifyEmbedUrl("alb1")).toBe("https://open.spotify.com/embed/album/alb1");
    expect(spotifyEmbedUrl(null)).toBeNull();
  });
});
