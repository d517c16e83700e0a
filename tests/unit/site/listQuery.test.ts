import { describe, expect, it } from "vitest";
import { DEFAULT_LIST_QUERY, listQueryString, parseListQuery, withFilter } from "../../../src/lib/site/listQuery";

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
