import { describe, expect, it } from "vitest";
import {
  isPlatformLink,
  LINK_ATTRIBUTIONS,
  platformForUrl,
  platformKind,
  platformLabel,
  PLATFORM_ORDER,
} from "../../../src/lib/domain/catalog";

describe("platformForUrl", () => {
  it("names the platform by host, the most specific host winning", () => {
    expect(platformForUrl("https://music.amazon.com/albums/B01")).toBe("amazonMusic");
    expect(platformForUrl("https://www.amazon.com/gp/product/B01")).toBe("amazonStore");
    expect(platformForUrl("https://music.apple.com/us/album/x/1")).toBe("appleMusic");
    expect(platformForUrl("https://itunes.apple.com/us/album/x/1")).toBe("itunes");
    expect(platformForUrl("https://music.youtube.com/playlist?list=1")).toBe("youtubeMusic");
    expect(platformForUrl("https://www.youtube.com/playlist?list=1")).toBe("youtube");
    expect(platformForUrl("https://label.bandcamp.com/album/a")).toBe("bandcamp");
    expect(platformForUrl("https://us.7digital.com/artist/a/release/b")).toBe("sevenDigital");
  });

  it("knows nothing of look-alike hosts, other schemes or non-URLs", () => {
    expect(platformForUrl("https://notbandcamp.com/album/a")).toBeNull();
    expect(platformForUrl("https://bandcamp.com.evil.test/a")).toBeNull();
    expect(platformForUrl("ftp://bandcamp.com/a")).toBeNull();
    expect(platformForUrl("not a url")).toBeNull();
  });
});

describe("the platform map", () => {
  it("names, groups and orders platforms from one table; sources' pages are credits, not platforms", () => {
    expect(platformLabel("kkbox")).toBe("KKBOX");
    expect(platformLabel("someNewService")).toBe("Some New Service");
    expect(platformKind("beatport")).toBe("store");
    expect(platformKind("tidal")).toBe("stream");
    expect(platformKind("someNewService")).toBe("stream");
    expect(PLATFORM_ORDER.slice(0, 3)).toEqual(["spotify", "appleMusic", "youtubeMusic"]);
    expect(PLATFORM_ORDER.length).toBeGreaterThanOrEqual(30);
    expect(LINK_ATTRIBUTIONS.map((a) => a.key)).toEqual(["songlink", "musicbrainz"]);
    expect(isPlatformLink("musicbrainz")).toBe(false);
    expect(isPlatformLink("songlink")).toBe(false);
    expect(isPlatformLink("qobuz")).toBe(true);
  });
});
