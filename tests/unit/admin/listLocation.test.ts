import { describe, expect, it } from "vitest";
import { FIRST_PAGE, listLocationSearch, listRequestOf, parseListLocation, searchLocation } from "../../../src/admin/lib/listLocation";

describe("an admin list's place in the URL", () => {
  it("round-trips search and cursor, leaving the first page out", () => {
    for (const location of [
      FIRST_PAGE,
      { ...FIRST_PAGE, q: "night loops" },
      { ...FIRST_PAGE, q: "a&b", after: "id-1" },
      { ...FIRST_PAGE, before: "id-2" },
      { ...FIRST_PAGE, q: "x", last: true },
    ]) {
      expect(parseListLocation(listLocationSearch(location))).toEqual(location);
    }
    expect(listLocationSearch(FIRST_PAGE)).toBe("");
    expect(listLocationSearch({ ...FIRST_PAGE, q: "night loops", after: "id-1" })).toBe("?q=night+loops&after=id-1");
    expect(listLocationSearch({ ...FIRST_PAGE, last: true })).toBe("?page=last");
  });

  it("reads one cursor from a hand-made URL, after first", () => {
    expect(parseListLocation("?after=a&before=b&page=last")).toEqual({ q: "", after: "a", before: null, last: false });
    expect(parseListLocation("?before=b&page=last")).toEqual({ q: "", after: null, before: "b", last: false });
    expect(parseListLocation("?page=3&after=")).toEqual(FIRST_PAGE);
  });

  it("starts a new search at its first page", () => {
    expect(searchLocation("tide")).toEqual({ ...FIRST_PAGE, q: "tide" });
  });

  it("asks the server for the same window", () => {
    expect(listRequestOf(FIRST_PAGE)).toEqual({ q: "" });
    expect(listRequestOf({ ...FIRST_PAGE, q: "x", after: "a" })).toEqual({ q: "x", after: "a" });
    expect(listRequestOf({ ...FIRST_PAGE, before: "b" })).toEqual({ q: "", before: "b" });
    expect(listRequestOf({ ...FIRST_PAGE, last: true })).toEqual({ q: "", last: true });
  });
});
