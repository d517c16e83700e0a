import { describe, expect, it } from "vitest";
import { DEFAULT_LIST_QUERY, listQueryString, parseListQuery, withFilter, withTypedFilters } from "../../../src/lib/site/listQuery";

describe("list URL query", () => {
  it("round-trips filter and page", () => {
    const query = { q: "coming tide", genre: "deep-house", page: 3 };
    expect(listQueryString(query)).toBe("?q=coming+tide&genre=deep-house&page=3");
    expect(parseListQuery(listQueryString(query))).toEqual(query);
  });

  it("leaves the defaults out of the URL", () => {
    expect(listQueryString(DEFAULT_LIST_QUERY)).toBe("");
    expect(listQueryString({ q: "", genre: "", page: 2 })).toBe("?page=2");
  });

  it("reads a missing or bad page as 1", () => {
    expect(parseListQuery("")).toEqual(DEFAULT_LIST_QUERY);
    for (const page of ["0", "-2", "1.5", "abc"]) expect(parseListQuery(`?page=${page}`).page).toBe(1);
  });

  it("a filter change goes back to page 1", () => {
    expect(withFilter({ q: "a", genre: "", page: 4 }, { genre: "jazz" })).toEqual({ q: "a", genre: "jazz", page: 1 });
    expect(withFilter({ q: "a", genre: "jazz", page: 4 }, { q: "ab" })).toEqual({ q: "ab", genre: "jazz", page: 1 });
  });
});

describe("withTypedFilters (what was typed before the list's script ran)", () => {
  const fromUrl = { q: "", genre: "ambient", page: 3 };

  it("applies the typed search over the URL's, from page 1, keeping the URL's genre", () => {
    expect(withTypedFilters(fromUrl, { q: "mira", genre: "" })).toEqual({ q: "mira", genre: "ambient", page: 1 });
    expect(withTypedFilters({ q: "old", genre: "", page: 2 }, { q: "new", genre: "" })).toEqual({ q: "new", genre: "", page: 1 });
  });

  it("applies a genre chosen before, too", () => {
    expect(withTypedFilters(fromUrl, { q: "", genre: "techno" })).toEqual({ q: "", genre: "techno", page: 1 });
  });

  it("keeps the URL's query, page included, when nothing was typed or the fields say what the URL says", () => {
    expect(withTypedFilters(fromUrl, { q: "", genre: "" })).toBe(fromUrl);
    expect(withTypedFilters({ q: "mira", genre: "", page: 2 }, { q: "mira", genre: "" })).toEqual({ q: "mira", genre: "", page: 2 });
  });
});
