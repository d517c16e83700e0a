import { describe, expect, it } from "vitest";
import * as demo from "../../../src/lib/domain/demos/demoLimits";
import * as c from "../../../src/lib/domain/shared/constants";

describe("constants (docs/product.md#limits-and-constants)", () => {
  it("home page, lists, delays", () => {
    expect([c.HOME_ARTIST_COUNT, c.HOME_RELEASE_COUNT, c.HOME_PRESS_COUNT, c.HOME_RELEASE_CANDIDATE_POOL]).toEqual([3, 3, 6, 100]);
    expect([c.LIST_PAGE_SIZE, c.PAGINATION_MAX_FULL_PAGES]).toEqual([12, 7]);
    expect([c.SIGN_IN_REDIRECT_DELAY_MS, c.PASSWORD_MIN_LENGTH]).toEqual([500, 6]);
    expect([c.PRE_SAVE_REDIRECT_DELAY_MS, c.STREAMING_EMBED_HEIGHT]).toEqual([1500, 380]);
    expect(c.CLAMP_LINES).toEqual({ cardExcerpt: 3, homePressTitle: 2, releaseArtistBio: 4 });
    expect(c.ADDITIONAL_ARTIST_FIRST_ORDER).toBe(1);
    expect(c.COPYRIGHT_YEAR).toBe(2024);
    expect(c.SUPER_ADMIN_ROLE_NAME).toBe("Super Admin");
  });

  it("field maximums", () => {
    expect(c.LIMITS.artist).toMatchObject({
      name: 100,
      slug: 100,
      bio: 2000,
      genre: 100,
      spotifyArtistId: 100,
      socialUrl: 255,
    });
    expect(c.LIMITS.release).toMatchObject({
      title: 200,
      slug: 200,
      year: 4,
      isrc: 50,
      spotifyAlbumId: 100,
      releaseUrl: 255,
    });
    expect(c.LIMITS.press).toMatchObject({ title: 200, slug: 200, excerpt: 500, imageUrl: 500 });
    expect(c.LIMITS.preSaveEmail).toBe(255);
  });

  it("demo upload", () => {
    expect(demo.DEMO_MAX_BYTES).toBe(10_485_760);
    expect(demo.DEMO_ALLOWED_MIME_TYPES).toEqual(["audio/mpeg", "audio/wav", "audio/m4a", "audio/x-m4a", "audio/flac"]);
    expect(demo.DEMO_ALLOWED_EXTENSIONS).toEqual(["mp3", "wav", "m4a", "flac"]);
  });

  it("enumerations", () => {
    expect(c.ALBUM_TYPES).toEqual(["album", "single", "compilation"]);
    expect(c.RESOURCES).toEqual(["artists", "releases", "press", "demos", "user_management", "store"]);
    expect(c.ACTIONS).toEqual(["draft", "edit", "publish", "delete", "view"]);
    expect(c.ARTIST_SCOPED_RESOURCES).toEqual(["artists", "releases", "store"]);
    expect(demo.DEMO_STATUSES).toEqual(["pending", "reviewed", "accepted", "rejected"]);
    expect(c.CREDIT_ROLES).toEqual(["producers", "writers", "engineers", "mixing", "mastering"]);
  });
});
