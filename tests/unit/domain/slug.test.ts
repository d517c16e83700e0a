import { describe, expect, it } from "vitest";
import { normalizeSlugInput, SLUG_PATTERN, slugify } from "../../../src/lib/domain/shared/slug";

describe("normalizeSlugInput (typing in a slug field)", () => {
  it("lowercases and turns every other character into a hyphen, one for one", () => {
    expect(normalizeSlugInput("My Band")).toBe("my-band");
    expect(normalizeSlugInput("Hello, World!")).toBe("hello--world-");
    expect(normalizeSlugInput("a_b.c/d")).toBe("a-b-c-d");
    expect(normalizeSlugInput("ÄB c")).toBe("-b-c");
  });

  it("keeps what is already valid", () => {
    expect(normalizeSlugInput("already-valid-123")).toBe("already-valid-123");
    expect(normalizeSlugInput("")).toBe("");
  });

  it("is idempotent and always yields a valid slug character set", () => {
    for (const typed of ["Tëst Ärtist!!", "  spaced  ", "UPPER-lower_09", "İstanbul", "emoji 🎵 here"]) {
      const once = normalizeSlugInput(typed);
      expect(normalizeSlugInput(once)).toBe(once);
      expect(once).toMatch(SLUG_PATTERN);
    }
  });
});

describe("slugify (import rule)", () => {
  it("lowercases, collapses runs of non-alphanumerics into one hyphen, trims hyphens", () => {
    expect(slugify("  Hello,  World!! ")).toBe("hello-world");
    expect(slugify("Coming Tide (Deluxe Edition)")).toBe("coming-tide-deluxe-edition");
    expect(slugify("--a--b--")).toBe("a-b");
    expect(slugify("Track 01")).toBe("track-01");
  });

  it("strips accents instead of splitting words", () => {
    expect(slugify("Björk — Live à Paris")).toBe("bjork-live-a-paris");
  });

  it("returns an empty string when nothing alphanumeric remains", () => {
    expect(slugify("!!! ???")).toBe("");
  });

  it("cuts to maxLength without a trailing hyphen", () => {
    expect(slugify("abc def ghi", 4)).toBe("abc");
    expect(slugify("abc def ghi", 7)).toBe("abc-def");
    expect(slugify("abc", 10)).toBe("abc");
  });
});
