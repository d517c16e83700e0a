import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { EMBED_COMPACT_BELOW, EMBED_FRAME, embedPath, embedTargetOf, legacyTrackEmbedId } from "../../../src/lib/domain/listening/embed";
import {
  embedFrame,
  oembedDiscoveryUrl,
  oembedQuerySchema,
  oembedRich,
  type OembedSubject,
} from "../../../src/lib/domain/listening/oembed";
import { firstErrorMessage } from "../../../src/lib/domain/shared";

const SITE = "https://label.example";
const RELEASE = "5b0c1f7e-3d2a-4c8b-9e6f-0a1b2c3d4e5f";
const TRACK = "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";

describe("embed addresses", () => {
  it("are one static page per release, keyed by id; a track's is that page with the track's fragment", () => {
    expect(embedPath(RELEASE)).toBe(`/embed/release/${RELEASE}`);
    expect(embedPath(RELEASE, TRACK)).toBe(`/embed/release/${RELEASE}#track-${TRACK}`);
  });

  it("an oEmbed URL names an embed page or a release page of the site, on http or https", () => {
    expect(embedTargetOf(`${SITE}/embed/release/${RELEASE}`, SITE)).toEqual({ kind: "release", releaseId: RELEASE });
    expect(embedTargetOf(`http://label.example/embed/release/${RELEASE}/#track-${TRACK}`, SITE)).toEqual({
      kind: "track",
      releaseId: RELEASE,
      trackId: TRACK,
    });
    // A query or another fragment changes nothing: the page ignores them too.
    expect(embedTargetOf(`${SITE}/embed/release/${RELEASE}?autoplay=1#x`, SITE)).toEqual({ kind: "release", releaseId: RELEASE });
    expect(embedTargetOf(`${SITE}/releases/halden-drift/reel-to-reel`, SITE)).toEqual({
      kind: "releasePage",
      artistSlug: "halden-drift",
      releaseSlug: "reel-to-reel",
    });
  });

  it("the embed addresses of before still name their embeds: a release's compact address, a track's own (its release read where it is answered)", () => {
    expect(embedTargetOf(`${SITE}/embed/release/${RELEASE}/compact`, SITE)).toEqual({ kind: "release", releaseId: RELEASE });
    expect(embedTargetOf(`${SITE}/embed/track/${TRACK}`, SITE)).toEqual({ kind: "legacyTrack", trackId: TRACK });
    expect(embedTargetOf(`http://label.example/embed/track/${TRACK}/compact`, SITE)).toEqual({ kind: "legacyTrack", trackId: TRACK });
    expect(legacyTrackEmbedId(`/embed/track/${TRACK}/`)).toBe(TRACK);
    expect(legacyTrackEmbedId(`/embed/track/${TRACK}/compact`)).toBe(TRACK);
    expect(legacyTrackEmbedId(`/embed/release/${RELEASE}`)).toBeNull();
    expect(legacyTrackEmbedId("/embed/track/not-a-uuid")).toBeNull();
  });

  it("anything else names nothing: another site, another page, a malformed id or URL", () => {
    for (const url of [
      `https://evil.example/embed/release/${RELEASE}`,
      `https://label.example.evil.example/embed/release/${RELEASE}`,
      `ftp://label.example/embed/release/${RELEASE}`,
      `${SITE}/embed/release/not-a-uuid`,
      `${SITE}/embed/release/${RELEASE}/large`,
      `${SITE}/embed/release/${RELEASE}#track-not-a-uuid`,
      `${SITE}/embed/track/not-a-uuid`,
      `${SITE}/embed/track/${TRACK}/large`,
      `${SITE}/embed/artist/${RELEASE}`,
      `${SITE}/artist/halden-drift`,
      `${SITE}/releases/Halden/Reel`,
      `${SITE}/`,
      "not a url",
      "",
    ]) {
      expect(embedTargetOf(url, SITE), url).toBeNull();
    }
  });
});

describe("the oEmbed request", () => {
  const parse = (query: Record<string, unknown>) => oembedQuerySchema.safeParse(query);

  it("reads url, format and the size limits as whole pixels", () => {
    expect(parse({ url: `${SITE}/x`, format: "json", maxwidth: "400", maxheight: "150" }).data).toEqual({
      url: `${SITE}/x`,
      format: "json",
      maxwidth: 400,
      maxheight: 150,
    });
  });

  it("refuses a missing url, a repeated parameter and sizes that are not positive whole numbers", () => {
    const missing = parse({});
    expect(missing.success).toBe(false);
    expect(firstErrorMessage(missing.error!)).toBe("url is required");
    for (const query of [
      { url: ["a", "b"] },
      { url: { a: "b" } },
      { url: "x", maxwidth: "wide" },
      { url: "x", maxheight: "-5" },
      { url: "x", maxwidth: "1.5" },
      { url: "x".repeat(2001) },
    ]) {
      expect(parse(query).success, JSON.stringify(query).slice(0, 80)).toBe(false);
    }
  });
});

describe("the frame an answer offers", () => {
  it("is the standard size at the default width, narrowed to maxwidth", () => {
    expect(embedFrame("release", {})).toEqual({ size: "standard", width: EMBED_FRAME.width, height: EMBED_FRAME.height.release });
    expect(embedFrame("track", { maxwidth: 320 })).toEqual({ size: "standard", width: 320, height: EMBED_FRAME.height.track });
  });

  it("lays the standard frames out standard and the compact one compact (the page's media query)", () => {
    expect(EMBED_FRAME.height.compact).toBeLessThan(EMBED_COMPACT_BELOW);
    expect(Math.min(EMBED_FRAME.height.track, EMBED_FRAME.height.release)).toBeGreaterThanOrEqual(EMBED_COMPACT_BELOW);
  });

  it("falls back to the compact player when the standard one is too tall, and to nothing when even that does not fit", () => {
    expect(embedFrame("release", { maxheight: 200 })).toEqual({
      size: "compact",
      width: EMBED_FRAME.width,
      height: EMBED_FRAME.height.compact,
    });
    expect(embedFrame("track", { maxheight: EMBED_FRAME.height.track })).toEqual({
      size: "standard",
      width: EMBED_FRAME.width,
      height: EMBED_FRAME.height.track,
    });
    expect(embedFrame("release", { maxheight: EMBED_FRAME.height.compact - 1 })).toBeNull();
    expect(embedFrame("track", { maxwidth: EMBED_FRAME.minWidth - 1 })).toBeNull();
  });
});

describe("the rich answer", () => {
  const subject: OembedSubject = {
    kind: "release",
    releaseId: RELEASE,
    trackId: null,
    title: 'Reel "to" <Reel> & co',
    authorName: "Halden Drift",
    authorUrl: `${SITE}/artist/halden-drift`,
    thumbnail: { url: `${SITE}/media/x/og-1200x1200.jpg`, width: 1200, height: 1200 },
  };

  it("has oEmbed 1.0's fields for a rich type, its HTML one iframe of the embed page in the frame's size", () => {
    const answer = oembedRich(subject, { size: "compact", width: 400, height: 120 }, { name: "Static Bloom Records", url: `${SITE}/` });
    expect(answer).toMatchObject({
      version: "1.0",
      type: "rich",
      title: subject.title,
      author_name: "Halden Drift",
      author_url: `${SITE}/artist/halden-drift`,
      provider_name: "Static Bloom Records",
      provider_url: `${SITE}/`,
      width: 400,
      height: 120,
      thumbnail_url: subject.thumbnail!.url,
      thumbnail_width: 1200,
      thumbnail_height: 1200,
    });
    const body = new JSDOM(answer.html).window.document.body;
    expect(body.children).toHaveLength(1);
    const frame = body.querySelector("iframe")!;
    // The compact frame is the same page: the frame's height lays it out.
    expect(frame.getAttribute("src")).toBe(`${SITE}/embed/release/${RELEASE}`);
    expect([frame.getAttribute("width"), frame.getAttribute("height")]).toEqual(["400", "120"]);
    expect(frame.getAttribute("title")).toBe(`${subject.title} by Halden Drift`);
  });

  it("frames a track's embed as its release's page at the track's fragment", () => {
    const answer = oembedRich(
      { ...subject, kind: "track", trackId: TRACK },
      { size: "standard", width: 560, height: 220 },
      { name: "L", url: SITE },
    );
    expect(new JSDOM(answer.html).window.document.querySelector("iframe")!.getAttribute("src")).toBe(
      `${SITE}/embed/release/${RELEASE}#track-${TRACK}`,
    );
  });

  it("leaves the thumbnail out, all three fields, when its size is not known", () => {
    const answer = oembedRich(
      { ...subject, thumbnail: null, authorUrl: null },
      { size: "standard", width: 560, height: 420 },
      { name: "L", url: SITE },
    );
    expect(Object.keys(answer).filter((k) => k.startsWith("thumbnail") || k === "author_url")).toEqual([]);
  });

  it("is found from a page through its discovery link, which asks for JSON about that page", () => {
    const href = new URL(oembedDiscoveryUrl(`${SITE}/releases/a/b`, `${SITE}/`));
    expect([href.origin, href.pathname, href.searchParams.get("url"), href.searchParams.get("format")]).toEqual([
      SITE,
      "/oembed",
      `${SITE}/releases/a/b`,
      "json",
    ]);
  });
});
