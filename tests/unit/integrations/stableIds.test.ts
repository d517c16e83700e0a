import { describe, expect, it } from "vitest";
import { z } from "zod";
import { importedReleaseId, spotifyArtistDocumentId, stableUuid } from "../../../src/lib/integrations/stableIds";
import { TtlCache } from "../../../src/lib/integrations/ttlCache";

describe("stableUuid", () => {
  it("is a valid UUID, the same for the same key and different per key and kind", () => {
    const id = importedReleaseId("1ReelToReelSeedAlbum01");
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(id).toBe(importedReleaseId("1ReelToReelSeedAlbum01"));
    expect(id).not.toBe(importedReleaseId("2MarketFreqSeedAlbum02"));
    expect(spotifyArtistDocumentId("X")).not.toBe(importedReleaseId("X"));
    expect(stableUuid("k")[14]).toBe("5");
  });
});

describe("TtlCache", () => {
  it("answers until the entry expires", () => {
    let now = 0;
    const cache = new TtlCache<number>(1_000, 10, () => now);
    cache.set("a", 1);
    now = 999;
    expect(cache.get("a")).toBe(1);
    now = 1_000;
    expect(cache.get("a")).toBeUndefined();
  });

  it("drops the oldest entries beyond its size", () => {
    const cache = new TtlCache<number>(1_000, 2, () => 0);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([undefined, 2, 3]);
  });
});
