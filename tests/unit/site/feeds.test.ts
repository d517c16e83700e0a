import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { indexCatalog, type CatalogAudio } from "../../../src/lib/site/catalog";
import { LABEL } from "../../../src/config/label";
import {
  feedImageUrl,
  labelFeedXml,
  podcastGuid,
  releaseFeed,
  releaseFeedXml,
  releasePlaylistM3u,
  shareAudio,
} from "../../../src/lib/site/feeds";
import { jsonLdText, musicAlbumJsonLd } from "../../../src/lib/site/seo";
import { releasePage } from "../../../src/lib/site/views";
import { planSite, siteRoutes } from "../../../src/lib/site/plan";
import { selectRebuild } from "../../../src/lib/site/dependencies";
import { makeTrack } from "../../factories";
import { catalog, NOW, soon, tide } from "./fixtures";

const SITE = "https://label.example/";

const audio = (trackId: string, releaseId: string, overrides: Partial<CatalogAudio> = {}): CatalogAudio => ({
  track_id: trackId,
  release_id: releaseId,
  renditions: [
    { format: "opus", path: `tracks/${trackId}/full-1.ogg`, bytes: 3_100_000, bitrate_kbps: 96 },
    { format: "aac", path: `tracks/${trackId}/full-1.m4a`, bytes: 4_200_000, bitrate_kbps: 128 },
  ],
  preview_renditions: [
    { format: "opus", path: `tracks/${trackId}/preview-1.ogg`, bytes: 360_000, bitrate_kbps: 96 },
    { format: "aac", path: `tracks/${trackId}/preview-1.m4a`, bytes: 480_000, bitrate_kbps: 128 },
  ],
  preview_window: { start_seconds: 60, length_seconds: 30 },
  duration_seconds: 200.4,
  gain_db: -2,
  peaks: [],
  ...overrides,
});

const tideTracks = {
  ...tide,
  tracks: [
    makeTrack({ id: "t1", title: "One & Only" }),
    makeTrack({ id: "t2", title: "Two", explicit: true }),
    makeTrack({ id: "t3", title: "Silent" }),
  ],
};
const soonTracks = { ...soon, tracks: [makeTrack({ id: "s1", title: "Single", focus: true }), makeTrack({ id: "s2", title: "Later" })] };
const audioCatalog = {
  ...catalog,
  releases: catalog.releases.map((r) => (r.id === "tide" ? tideTracks : r.id === "soon" ? soonTracks : r)),
  audio: [audio("t1", "tide"), audio("t2", "tide"), audio("s1", "soon"), audio("s2", "soon")],
};

const parseXml = (text: string) => {
  const doc = new new JSDOM("").window.DOMParser().parseFromString(text, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
};
const PODCAST_NS = "https://podcastindex.org/namespace/1.0";
const ITUNES_NS = "http://www.itunes.com/dtds/podcast-1.0.dtd";
const childText = (el: Element, name: string, ns?: string) => {
  const found = [...el.children].find((c) => (ns ? c.namespaceURI === ns && c.localName === name : c.tagName === name));
  return found?.textContent ?? null;
};

describe("podcast:guid", () => {
  it("is the namespace's UUIDv5 of the feed URL without scheme or trailing slashes (the spec's vectors)", () => {
    expect(podcastGuid("https://mp3s.nashownotes.com/pc20rss.xml")).toBe("917393e3-1b1e-5cef-ace4-edaa54e1f810");
    expect(podcastGuid("podnews.net/rss////")).toBe("9b024349-ccf0-5f69-a609-6b82873eab3c");
    expect(podcastGuid("https://podnews.net/rss/")).toBe("9b024349-ccf0-5f69-a609-6b82873eab3c");
  });
});

describe("a release's feed", () => {
  const index = indexCatalog(audioCatalog);

  it("is an RSS 2.0 music feed whose items are the tracks that play now, each with its stored file as enclosure", () => {
    const feed = releaseFeed(index, tideTracks, NOW, SITE)!;
    const doc = parseXml(releaseFeedXml(feed, SITE));
    expect(doc.documentElement.tagName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const channel = doc.getElementsByTagName("channel")[0]!;
    expect(childText(channel, "title")).toBe("Tide");
    expect(childText(channel, "link")).toBe("https://label.example/releases/ann/tide");
    expect(childText(channel, "description")).toBe("Tide by Ann");
    expect(childText(channel, "medium", PODCAST_NS)).toBe("music");
    expect(childText(channel, "guid", PODCAST_NS)).toBe(podcastGuid("https://label.example/feeds/releases/tide.xml"));
    const publisher = channel.getElementsByTagNameNS(PODCAST_NS, "remoteItem")[0]!;
    expect(publisher.getAttribute("medium")).toBe("publisher");
    expect(publisher.getAttribute("feedGuid")).toBe(podcastGuid("https://label.example/feeds/label.xml"));

    const items = [...doc.getElementsByTagName("item")];
    expect(items.map((i) => childText(i, "title"))).toEqual(["One & Only", "Two"]);
    const enclosure = items[0]!.getElementsByTagName("enclosure")[0]!;
    expect(enclosure.getAttribute("url")).toBe("https://label.example/audio/t1/full-1.m4a");
    expect(enclosure.getAttribute("type")).toBe("audio/mp4");
    expect(Number(enclosure.getAttribute("length"))).toBe(4_200_000);
    const alternates = [...items[0]!.getElementsByTagNameNS(PODCAST_NS, "alternateEnclosure")];
    expect(
      alternates.map((a) => [
        a.getAttribute("type"),
        Number(a.getAttribute("length")),
        a.getElementsByTagNameNS(PODCAST_NS, "source")[0]!.getAttribute("uri"),
      ]),
    ).toEqual([
      ["audio/mp4", 4_200_000, "https://label.example/audio/t1/full-1.m4a"],
      ["audio/ogg", 3_100_000, "https://label.example/audio/t1/full-1.ogg"],
    ]);
    expect(childText(items[0]!, "duration", ITUNES_NS)).toBe("200");
    expect(childText(items[0]!, "guid")).toBe("t1");
    expect(new Date(childText(items[0]!, "pubDate")!).toISOString()).toBe("2025-03-01T00:00:00.000Z");
    expect(childText(items[1]!, "explicit", ITUNES_NS)).toBe("true");
  });

  it("in preview mode encloses the preview files, of the preview's length", () => {
    const feed = releaseFeed(index, { ...tideTracks, listening: "preview" }, NOW, SITE)!;
    const item = parseXml(releaseFeedXml(feed, SITE)).getElementsByTagName("item")[0]!;
    const enclosure = item.getElementsByTagName("enclosure")[0]!;
    expect([enclosure.getAttribute("url"), enclosure.getAttribute("length")]).toEqual([
      "https://label.example/audio/t1/preview-1.m4a",
      "480000",
    ]);
    expect(childText(item, "duration", ITUNES_NS)).toBe("30");
  });

  it("before release day lists only the focus track; with nothing playable there is no feed", () => {
    expect(releaseFeed(index, soonTracks, NOW, SITE)!.tracks.map((t) => t.title)).toEqual(["Single"]);
    expect(releaseFeed(index, { ...soonTracks, tracks: soonTracks.tracks.filter((t) => !t.focus) }, NOW, SITE)).toBeNull();
    expect(releaseFeed(index, { ...tideTracks, is_published: false }, NOW, SITE)).toBeNull();
  });

  it("carries an uploaded cover as its square sharing JPEG, never the WebP the release stores (podcast apps take JPEG or PNG)", () => {
    const cover = "/media/0f8fad5b-d9cb-469f-a165-70867728950e/1600x1600.webp";
    const feed = releaseFeed(index, { ...tideTracks, image_url: cover }, NOW, SITE)!;
    const channel = parseXml(releaseFeedXml(feed, SITE)).getElementsByTagName("channel")[0]!;
    const jpeg = "https://label.example/media/0f8fad5b-d9cb-469f-a165-70867728950e/og-1200x1200.jpg";
    expect(channel.getElementsByTagNameNS(ITUNES_NS, "image")[0]!.getAttribute("href")).toBe(jpeg);
    expect(childText(channel.getElementsByTagName("image")[0]!, "url")).toBe(jpeg);
  });

  it("keeps a pasted JPEG or PNG cover and leaves out any other format", () => {
    expect(feedImageUrl("https://img.test/tide.JPG?v=2", SITE)).toBe("https://img.test/tide.JPG?v=2");
    expect(feedImageUrl("/images/tide.png", SITE)).toBe("https://label.example/images/tide.png");
    for (const cover of ["https://img.test/tide.webp", "/images/seed/cover-1.svg", "https://img.test/tide", null])
      expect(feedImageUrl(cover, SITE), String(cover)).toBeNull();
    const channel = parseXml(
      releaseFeedXml(releaseFeed(index, { ...tideTracks, image_url: "https://img.test/tide.webp" }, NOW, SITE)!, SITE),
    ).getElementsByTagName("channel")[0]!;
    expect(channel.getElementsByTagNameNS(ITUNES_NS, "image")).toHaveLength(0);
    expect(channel.getElementsByTagName("image")).toHaveLength(0);
  });

  it("has an M3U playlist of the same files in play order, with lengths and names", () => {
    const m3u = releasePlaylistM3u(releaseFeed(index, tideTracks, NOW, SITE)!);
    expect(m3u.split("\n")).toEqual([
      "#EXTM3U",
      "#PLAYLIST:Ann — Tide",
      "#EXTINF:200,Ann - One & Only",
      "https://label.example/audio/t1/full-1.m4a",
      "#EXTINF:200,Ann - Two",
      "https://label.example/audio/t2/full-1.m4a",
      "",
    ]);
  });
});

describe("the label feed", () => {
  it("is a publisher feed naming each release feed, which names it back", () => {
    const index = indexCatalog(audioCatalog);
    const routes = siteRoutes(index, NOW);
    const feeds = routes.feeds.releaseFeeds.map((r) => releaseFeed(index, r.release, NOW, SITE)!);
    const channel = parseXml(labelFeedXml(feeds, SITE)).getElementsByTagName("channel")[0]!;
    expect(childText(channel, "medium", PODCAST_NS)).toBe("publisher");
    // The logo as a PNG podcast apps take, not the site's SVG.
    expect(channel.getElementsByTagNameNS(ITUNES_NS, "image")[0]!.getAttribute("href")).toBe(`https://label.example${LABEL.feedLogo}`);
    expect(LABEL.feedLogo).toMatch(/\.png$/);
    expect(childText(channel, "guid", PODCAST_NS)).toBe(podcastGuid("https://label.example/feeds/label.xml"));
    const remote = [...channel.getElementsByTagNameNS(PODCAST_NS, "remoteItem")];
    expect(remote.map((r) => [r.getAttribute("medium"), r.getAttribute("feedUrl"), r.getAttribute("feedGuid")])).toEqual([
      ["music", "https://label.example/feeds/releases/soon.xml", podcastGuid("https://label.example/feeds/releases/soon.xml")],
      ["music", "https://label.example/feeds/releases/tide.xml", podcastGuid("https://label.example/feeds/releases/tide.xml")],
    ]);
  });
});

describe("feeds in the incremental build", () => {
  it("a release's change re-renders its feed, its playlist and the label feed, not another release's", () => {
    const index = indexCatalog(audioCatalog);
    const planned = planSite(index, NOW);
    expect([...planned.keys()].filter((p) => p.startsWith("/feeds/"))).toEqual(
      expect.arrayContaining(["/feeds/releases/tide.xml", "/feeds/releases/tide.m3u", "/feeds/releases/soon.xml", "/feeds/label.xml"]),
    );
    const { render } = selectRebuild(planned, planned, [{ entity: "releases", id: "tide" }]);
    expect(render.filter((p) => p.startsWith("/feeds/"))).toEqual([
      "/feeds/label.xml",
      "/feeds/releases/tide.m3u",
      "/feeds/releases/tide.xml",
    ]);
  });

  it("a release whose audio becomes ready gains a feed; one whose audio goes loses it", () => {
    const without = indexCatalog({ ...audioCatalog, audio: audioCatalog.audio.filter((a) => a.release_id !== "tide") });
    const before = planSite(without, NOW);
    const after = planSite(indexCatalog(audioCatalog), NOW);
    expect(selectRebuild(before, after, [{ entity: "releases", id: "tide" }]).render).toContain("/feeds/releases/tide.xml");
    expect(selectRebuild(after, before, [{ entity: "releases", id: "tide" }]).remove.filter((p) => p.startsWith("/feeds/"))).toEqual([
      "/feeds/releases/tide.m3u",
      "/feeds/releases/tide.xml",
    ]);
  });

  it("an upcoming release's feed and the label feed follow its release day", () => {
    const planned = planSite(indexCatalog(audioCatalog), NOW);
    expect(planned.get("/feeds/releases/soon.xml")).toContain("day:2025-09-01");
    expect(planned.get("/feeds/label.xml")).toContain("day:2025-09-01");
  });
});

describe("a release page's sharing data", () => {
  const index = indexCatalog(audioCatalog);
  const page = releasePage(
    index,
    { ...tideTracks, tracks: tideTracks.tracks.map((t, i) => ({ ...t, duration_seconds: [200, 3725, 45][i]! })) },
    index.artistsById.get("ann")!,
    NOW,
  );

  it("JSON-LD: the album is a playlist of MusicRecordings with ISO 8601 durations, the playable ones with their audio", () => {
    const data = JSON.parse(jsonLdText(musicAlbumJsonLd(page, SITE)));
    expect(data).toMatchObject({ "@type": "MusicAlbum", numTracks: 3, duration: "PT1H6M10S" });
    expect(data.track.map((t: { name: string; position: number; duration: string }) => [t.name, t.position, t.duration])).toEqual([
      ["One & Only", 1, "PT3M20S"],
      ["Two", 2, "PT1H2M5S"],
      ["Silent", 3, "PT45S"],
    ]);
    expect(data.track[0]).toMatchObject({ "@type": "MusicRecording", byArtist: { "@type": "MusicGroup", name: "Ann" } });
    expect(data.track[0].audio).toEqual([
      {
        "@type": "AudioObject",
        contentUrl: "https://label.example/audio/t1/full-1.ogg",
        encodingFormat: "audio/ogg",
        contentSize: "3100000 B",
        duration: "PT3M20S",
      },
      {
        "@type": "AudioObject",
        contentUrl: "https://label.example/audio/t1/full-1.m4a",
        encodingFormat: "audio/mp4",
        contentSize: "4200000 B",
        duration: "PT3M20S",
      },
    ]);
    expect(data.track[2].audio).toBeUndefined();
  });

  it("og:audio is the first playable track's AAC file; nothing when nothing plays", () => {
    expect(shareAudio(page.tracklist, SITE)).toEqual({
      url: "https://label.example/audio/t1/full-1.m4a",
      type: "audio/mp4",
      bytes: 4_200_000,
    });
    const silent = releasePage(indexCatalog(catalog), tide, index.artistsById.get("ann")!, NOW);
    expect(shareAudio(silent.tracklist, SITE)).toBeNull();
  });
});
