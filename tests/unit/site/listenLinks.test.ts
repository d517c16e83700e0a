import { describe, expect, it } from "vitest";
import { platformLabel } from "../../../src/lib/domain/catalog";
import { groupListenLinks, listenLinkAttributions, listenLinks, spotifyEmbedUrl } from "../../../src/lib/site/listenLinks";
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
      { platform: "spotify", label: "Spotify", url: "https://open.spotify.com/album/alb1", kind: "stream" },
      { platform: "appleMusic", label: "Apple Music", url: "https://music.apple.com/manual", kind: "stream" },
      { platform: "tidal", label: "TIDAL", url: "https://tidal.com/a", kind: "stream" },
      { platform: "bandcamp", label: "Bandcamp", url: "https://x.bandcamp.com/album/a", kind: "store" },
      { platform: "napster", label: "Napster", url: "https://napster.com/a", kind: "stream" },
    ]);
  });

  it("keeps a generated Spotify link over the derived one", () => {
    const release = makeRelease({ dsp_links: { spotify: "https://open.spotify.com/album/gen" }, spotify_album_id: "alb1" });
    expect(listenLinks(release)).toEqual([
      { platform: "spotify", label: "Spotify", url: "https://open.spotify.com/album/gen", kind: "stream" },
    ]);
  });

  it("is empty without links", () => {
    expect(listenLinks(makeRelease())).toEqual([]);
  });

  it("names song.link's platforms properly and keeps the sources' own pages out of the links, as their credits", () => {
    const release = makeRelease({
      dsp_links: {
        itunes: "https://itunes.test/a",
        youtube: "https://youtube.test/a",
        musicbrainz: "https://musicbrainz.org/release/m",
        songlink: "https://album.link/s/x",
        napster: "https://napster.test/a",
      },
    });
    expect(listenLinks(release).map((l) => l.label)).toEqual(["YouTube", "iTunes", "Napster"]);
    expect(listenLinkAttributions(release)).toEqual([
      { text: "Links powered by Songlink/Odesli", url: "https://album.link/s/x" },
      { text: "Links from MusicBrainz (CC0)", url: "https://musicbrainz.org/release/m" },
    ]);
    expect(listenLinkAttributions(makeRelease({ dsp_links: { musicbrainz: "javascript:alert(1)" } }))).toEqual([]);
  });

  it("shows a long list as streaming services, then stores; a short one, or one of a single kind, as one list", () => {
    const link = (platform: string, kind: "stream" | "store") => ({ platform, label: platform, url: `https://${platform}.test/`, kind });
    const short = [link("spotify", "stream"), link("bandcamp", "store")];
    expect(groupListenLinks(short)).toEqual([{ title: null, links: short }]);
    const streams = Array.from({ length: 8 }, (_, i) => link(`s${i}`, "stream"));
    const stores = [link("beatport", "store"), link("discogs", "store")];
    expect(groupListenLinks([stores[0]!, ...streams, stores[1]!])).toEqual([
      { title: "STREAM", links: streams },
      { title: "BUY & DOWNLOAD", links: stores },
    ]);
    const onlyStreams = [...streams, link("s8", "stream"), link("s9", "stream")];
    expect(groupListenLinks(onlyStreams)).toEqual([{ title: null, links: onlyStreams }]);
    expect(groupListenLinks([])).toEqual([]);
  });

  it("labels unknown platforms readably and builds the embed URL", () => {
    expect(platformLabel("audiomackMusic")).toBe("Audiomack Music");
    expect(spotifyEmbedUrl("alb1")).toBe("https://open.spotify.com/embed/album/alb1");
    expect(spotifyEmbedUrl(null)).toBeNull();
  });
});
