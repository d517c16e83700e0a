import { describe, expect, it } from "vitest";
import { isBlankHtml, pressPostInputSchema, pressPostSchema, resolvePublishedAt } from "../../../src/lib/domain/catalog/pressPost";
import { CONTENT_REQUIRED, INVALID_URL, SLUG_FORMAT, SLUG_REQUIRED, TITLE_REQUIRED, tooLong } from "../../../src/lib/domain/shared";
import { errorOf, parsed, text, urlOfLength } from "./support";

const valid = { title: "Tour dates", slug: "tour-dates", content: "<p>Hello</p>" };

describe("pressPostInputSchema", () => {
  it("accepts a post, trims, and nulls empty optionals", () => {
    expect(parsed(pressPostInputSchema, { ...valid, title: " Tour dates ", excerpt: "", featured_image_url: "" })).toEqual({
      ...valid,
      excerpt: null,
      featured_image_url: null,
      is_published: false,
    });
  });

  it("title: required, 1-200", () => {
    expect(errorOf(pressPostInputSchema, { ...valid, title: "" })).toBe(TITLE_REQUIRED);
    expect(errorOf(pressPostInputSchema, { ...valid, title: text(200) })).toBeNull();
    expect(errorOf(pressPostInputSchema, { ...valid, title: text(201) })).toBe(tooLong(200));
  });

  it("slug: 'Slug is required' when empty, the format message otherwise", () => {
    expect(errorOf(pressPostInputSchema, { ...valid, slug: "" })).toBe(SLUG_REQUIRED);
    expect(errorOf(pressPostInputSchema, { ...valid, slug: "   " })).toBe(SLUG_REQUIRED);
    expect(errorOf(pressPostInputSchema, { ...valid, slug: "Tour Dates" })).toBe(SLUG_FORMAT);
    expect(errorOf(pressPostInputSchema, { ...valid, slug: text(200) })).toBeNull();
    expect(errorOf(pressPostInputSchema, { ...valid, slug: text(201) })).toBe(tooLong(200));
  });

  it("excerpt: optional, max 500", () => {
    expect(errorOf(pressPostInputSchema, { ...valid, excerpt: text(500) })).toBeNull();
    expect(errorOf(pressPostInputSchema, { ...valid, excerpt: text(501) })).toBe(tooLong(500));
  });

  it("featured image: valid URL, max 500, or empty", () => {
    expect(errorOf(pressPostInputSchema, { ...valid, featured_image_url: "cover.png" })).toBe(INVALID_URL);
    expect(errorOf(pressPostInputSchema, { ...valid, featured_image_url: urlOfLength(500) })).toBeNull();
    expect(errorOf(pressPostInputSchema, { ...valid, featured_image_url: urlOfLength(501) })).toBe(tooLong(500));
  });

  it("content is required, and an emptied editor counts as empty", () => {
    expect(errorOf(pressPostInputSchema, { ...valid, content: "" })).toBe(CONTENT_REQUIRED);
    expect(errorOf(pressPostInputSchema, { ...valid, content: "<p><br></p>" })).toBe(CONTENT_REQUIRED);
    expect(errorOf(pressPostInputSchema, { title: "x", slug: "x" })).toBe(CONTENT_REQUIRED);
    expect(errorOf(pressPostInputSchema, { ...valid, content: '<p><img src="https://x.y/a.png"></p>' })).toBeNull();
  });
});

describe("isBlankHtml", () => {
  it("sees through tags, whitespace and non-breaking spaces", () => {
    expect(isBlankHtml("<p> &nbsp; </p><p><br></p>")).toBe(true);
    expect(isBlankHtml("<p>a</p>")).toBe(false);
  });
});

describe("resolvePublishedAt", () => {
  it("is now on every published save, null for a draft", () => {
    const now = new Date("2024-03-05T10:00:00Z");
    expect(resolvePublishedAt(true, now)).toBe(now);
    expect(resolvePublishedAt(false, now)).toBeNull();
  });
});

describe("pressPostSchema (stored)", () => {
  it("reads a draft with defaults", () => {
    const post = parsed(pressPostSchema, {
      id: "p1",
      ...valid,
      author_id: "u1",
      created_at: new Date("2024-01-01T00:00:00Z"),
    });
    expect(post).toMatchObject({ excerpt: null, featured_image_url: null, is_published: false, published_at: null });
  });
});
