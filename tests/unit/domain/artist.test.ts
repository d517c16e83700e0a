import { describe, expect, it } from "vitest";
import { artistInputSchema, artistSchema } from "../../../src/lib/domain/catalog/artist";
import { INVALID_URL, NAME_REQUIRED, SLUG_FORMAT, tooLong } from "../../../src/lib/domain/shared";
import { errorOf, parsed, text, urlOfLength } from "./support";

const valid = { name: "Halden Drift", slug: "halden-drift" };
const SOCIALS = ["instagram_url", "twitter_url", "facebook_url", "soundcloud_url", "bandcamp_url", "website_url"];

describe("artistInputSchema", () => {
  it("accepts a complete artist and trims it", () => {
    const artist = parsed(artistInputSchema, {
      name: "  Halden Drift ",
      slug: " halden-drift ",
      bio: " Tape loops. ",
      genre: "ambient",
      image_url: "https://img.example.com/a.jpg",
      spotify_artist_id: "4Z8W4fKeB5YxbusRsdQVPb",
      instagram_url: "https://instagram.com/halden",
      website_url: "https://halden.example",
      is_published: true,
    });
    expect(artist).toMatchObject({ name: "Halden Drift", slug: "halden-drift", bio: "Tape loops.", is_published: true });
  });

  it("saves empty optional fields as null and defaults to draft", () => {
    const artist = parsed(artistInputSchema, { ...valid, bio: "", genre: "", image_url: "", instagram_url: "" });
    expect(artist).toEqual({
      name: "Halden Drift",
      slug: "halden-drift",
      bio: null,
      genre: null,
      image_url: null,
      spotify_artist_id: null,
      instagram_url: null,
      twitter_url: null,
      facebook_url: null,
      soundcloud_url: null,
      bandcamp_url: null,
      website_url: null,
      is_published: false,
    });
  });

  it("requires a name", () => {
    expect(errorOf(artistInputSchema, { ...valid, name: "   " })).toBe(NAME_REQUIRED);
    expect(errorOf(artistInputSchema, { slug: "x" })).toBe(NAME_REQUIRED);
  });

  it("shows only the first failing message", () => {
    expect(errorOf(artistInputSchema, { name: "", slug: "Bad Slug" })).toBe(NAME_REQUIRED);
  });

  it("checks the slug format", () => {
    expect(errorOf(artistInputSchema, { ...valid, slug: "Halden Drift" })).toBe(SLUG_FORMAT);
    expect(errorOf(artistInputSchema, { ...valid, slug: "" })).toBe(SLUG_FORMAT);
  });

  it.each(SOCIALS)("%s must be a valid URL of at most 255 or empty", (field) => {
    expect(errorOf(artistInputSchema, { ...valid, [field]: "instagram.com/x" })).toBe(INVALID_URL);
    expect(errorOf(artistInputSchema, { ...valid, [field]: urlOfLength(255) })).toBeNull();
    expect(errorOf(artistInputSchema, { ...valid, [field]: urlOfLength(256) })).toBe(tooLong(255));
    expect(parsed(artistInputSchema, { ...valid, [field]: "" })[field as "website_url"]).toBeNull();
  });

  it.each([
    ["name", 100],
    ["bio", 2000],
    ["genre", 100],
    ["spotify_artist_id", 100],
  ])("%s is limited to %i characters", (field, max) => {
    expect(errorOf(artistInputSchema, { ...valid, [field]: text(max) })).toBeNull();
    expect(errorOf(artistInputSchema, { ...valid, [field]: text(max + 1) })).toBe(tooLong(max));
  });

  it("slug is limited to 100 characters", () => {
    expect(errorOf(artistInputSchema, { ...valid, slug: text(100) })).toBeNull();
    expect(errorOf(artistInputSchema, { ...valid, slug: text(101) })).toBe(tooLong(100));
  });

  it("image_url is a valid URL of at most 500 or empty", () => {
    expect(errorOf(artistInputSchema, { ...valid, image_url: "picture.jpg" })).toBe(INVALID_URL);
    expect(errorOf(artistInputSchema, { ...valid, image_url: urlOfLength(500) })).toBeNull();
    expect(errorOf(artistInputSchema, { ...valid, image_url: urlOfLength(501) })).toBe(tooLong(500));
  });

  it("reduces a pasted streaming-service URL to the artist ID", () => {
    const url = "https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb?si=abc";
    expect(parsed(artistInputSchema, { ...valid, spotify_artist_id: url }).spotify_artist_id).toBe("4Z8W4fKeB5YxbusRsdQVPb");
  });
});

describe("artistSchema (stored)", () => {
  const doc = {
    id: "a1",
    name: "Halden Drift",
    slug: "halden-drift",
    is_published: true,
    created_at: new Date("2024-01-01T00:00:00Z"),
  };

  it("reads a document, defaulting absent optional fields to null", () => {
    const artist = parsed(artistSchema, doc);
    expect(artist.bio).toBeNull();
    expect(artist.website_url).toBeNull();
    expect(artist.created_at).toBeInstanceOf(Date);
  });

  it("rejects a document without a Date created_at or an id", () => {
    expect(errorOf(artistSchema, { ...doc, created_at: "2024-01-01" })).not.toBeNull();
    expect(errorOf(artistSchema, { ...doc, id: "" })).not.toBeNull();
  });
});
