import { describe, expect, it } from "vitest";
import {
  musicbrainzPlatformLinks,
  musicbrainzReleasePage,
  releaseIdForBarcode,
  releaseIdForIsrc,
} from "../../../src/lib/integrations/musicbrainzMapping";

const url = (type: string, resource: string, extra: { ended?: boolean; "target-type"?: string } = {}) => ({
  type,
  "target-type": "url",
  url: { resource },
  ...extra,
});

describe("musicbrainzPlatformLinks", () => {
  it("keeps places to listen or buy on known platforms, named by host", () => {
    expect(
      musicbrainzPlatformLinks([
        url("purchase for download", "https://label.bandcamp.com/album/a"),
        url("streaming", "https://open.qobuz.com/album/q1"),
        url("amazon asin", "https://www.amazon.co.uk/gp/product/B01"),
        url("free streaming", "https://music.amazon.com/albums/B01"),
        url("purchase for mail-order", "https://boomkat.com/products/a"),
        url("discogs", "https://www.discogs.com/master/1"),
      ]),
    ).toEqual({
      bandcamp: "https://label.bandcamp.com/album/a",
      qobuz: "https://open.qobuz.com/album/q1",
      amazonStore: "https://www.amazon.co.uk/gp/product/B01",
      amazonMusic: "https://music.amazon.com/albums/B01",
      boomkat: "https://boomkat.com/products/a",
      discogs: "https://www.discogs.com/master/1",
    });
  });

  it("drops ended links, descriptive relationship types, unknown hosts and non-URLs; the first URL per platform wins", () => {
    expect(
      musicbrainzPlatformLinks([
        url("streaming", "https://napster.com/album/x", { ended: true }),
        url("wikidata", "https://www.wikidata.org/wiki/Q1"),
        url("review", "https://pitchfork.com/reviews/x"),
        url("purchase for download", "https://shop.unknown-store.test/x"),
        url("streaming", "javascript:alert(1)"),
        url("streaming", "https://www.qobuz.com/us-en/album/x/1"),
        url("purchase for download", "https://www.qobuz.com/us-en/album/x/2"),
        url("streaming", "https://open.qobuz.com/album/q1", { "target-type": "release" }),
      ]),
    ).toEqual({ qobuz: "https://www.qobuz.com/us-en/album/x/1" });
  });

  it("builds MusicBrainz's page of a release", () => {
    expect(musicbrainzReleasePage("a0c0ffee-0000-4000-8000-000000000001")).toBe(
      "https://musicbrainz.org/release/a0c0ffee-0000-4000-8000-000000000001",
    );
  });
});

describe("finding the release", () => {
  it("matches the barcode exactly, a UPC and its EAN-13 form alike, best score first", () => {
    const search = {
      releases: [
        { id: "other", barcode: "199000000099", score: 100 },
        { id: "low", barcode: "0199000000011", score: 60 },
        { id: "high", barcode: "199000000011", score: 95 },
        { id: "none", barcode: null, score: 100 },
      ],
    };
    expect(releaseIdForBarcode(search, "199000000011")).toBe("high");
    expect(releaseIdForBarcode(search, "0199000000011")).toBe("high");
    expect(releaseIdForBarcode(search, "123")).toBeNull();
    expect(releaseIdForBarcode(search, "")).toBeNull();
  });

  it("takes an official release of the ISRC's recordings, else the first", () => {
    expect(
      releaseIdForIsrc({
        recordings: [
          { id: "r1", releases: [{ id: "bootleg", status: "Bootleg" }] },
          { id: "r2", releases: [{ id: "official", status: "Official" }] },
        ],
      }),
    ).toBe("official");
    expect(releaseIdForIsrc({ recordings: [{ id: "r1", releases: [{ id: "promo", status: "Promotion" }] }] })).toBe("promo");
    expect(releaseIdForIsrc({ recordings: [{ id: "r1" }] })).toBeNull();
  });
});
