import { describe, expect, it } from "vitest";
import {
  artistListKey,
  foldForSearch,
  matchesSearch,
  newestCreatedKey,
  newestFirst,
  releaseListKey,
  SEARCH_TERM_MAX,
  searchNeedle,
  searchTermsOf,
} from "../../../src/lib/domain/shared";

describe("search form of a text", () => {
  it("drops accents and case, and turns every run of other characters into one space", () => {
    expect(foldForSearch("  Sable Fen — Live at Noël! ")).toBe("sable fen live at noel");
    expect(foldForSearch("editor@label.test")).toBe("editor label test");
    expect(foldForSearch("Ｓｉｇｎａｌ")).toBe("signal");
    expect(foldForSearch("!!!")).toBe("");
  });

  it("cuts the searched term to the stored length", () => {
    expect(searchNeedle("  Halden  D ")).toBe("halden d");
    expect(searchNeedle("x".repeat(40))).toHaveLength(SEARCH_TERM_MAX);
    // A cut that ends on a space does not look for the space.
    expect(searchNeedle(`${"a".repeat(SEARCH_TERM_MAX - 1)} b`)).toBe("a".repeat(SEARCH_TERM_MAX - 1));
    expect(searchNeedle(" ?! ")).toBe("");
  });
});

describe("stored search terms", () => {
  it("hold every prefix of every word start, so any word or run of words matches from its start", () => {
    const terms = searchTermsOf("Halden Drift");
    expect(terms).toEqual(expect.arrayContaining(["h", "halden", "halden d", "halden drift", "d", "dri", "drift"]));
    expect(terms).not.toContain("alden");
    expect(terms).not.toContain("halden ");
    expect(new Set(terms).size).toBe(terms.length);
  });

  it("stop at the longest stored term", () => {
    const terms = searchTermsOf("Loops for Empty Rooms and Long Corridors");
    expect(Math.max(...terms.map((t) => t.length))).toBe(SEARCH_TERM_MAX);
    expect(terms).toContain("loops for empty rooms an");
  });

  it("answer a search as Firestore's array-contains does", () => {
    expect(matchesSearch("Reel to Reel", "REEL T")).toBe(true);
    expect(matchesSearch("Reel to Reel", "to re")).toBe(true);
    expect(matchesSearch("Reel to Reel", "eel")).toBe(false);
    expect(matchesSearch("Rotterdam Tapes", "")).toBe(true);
    // A search longer than the stored terms matches on its first SEARCH_TERM_MAX characters.
    expect(matchesSearch("Loops for Empty Rooms and Long Corridors", "loops for empty rooms and long halls")).toBe(true);
  });
});

describe("list keys", () => {
  it("mirror digits so that ascending order is newest first", () => {
    expect(newestFirst("2025-06-01")).toBe("7974-93-98");
    const dates = ["2024-12-31", "2026-01-01", "2025-06-01"];
    expect([...dates].sort((a, b) => (newestFirst(a) < newestFirst(b) ? -1 : 1))).toEqual(["2026-01-01", "2025-06-01", "2024-12-31"]);
  });

  const sorted = <T>(rows: T[], key: (row: T) => string) => [...rows].sort((a, b) => (key(a) < key(b) ? -1 : 1));

  it("order artists by name, any case or accent alike, a name before the longer names it starts", () => {
    const artists = [
      { id: "3", name: "zed" },
      { id: "1", name: "Ab" },
      { id: "2", name: "Ab Cd" },
      { id: "4", name: "Émile" },
      { id: "5", name: "Abc" },
    ];
    expect(sorted(artists, artistListKey).map((a) => a.name)).toEqual(["Ab", "Ab Cd", "Abc", "Émile", "zed"]);
  });

  it("order releases newest date first, undated last, the same date by title, then by id", () => {
    const releases = [
      { id: "a", title: "Old", release_date: "2020-01-01" },
      { id: "b", title: "Undated", release_date: null },
      { id: "d", title: "Same Day", release_date: "2026-03-01" },
      { id: "c", title: "New", release_date: "2026-03-01" },
      { id: "e", title: "New", release_date: "2026-03-01" },
    ];
    expect(sorted(releases, releaseListKey).map((r) => r.id)).toEqual(["c", "e", "d", "a", "b"]);
  });

  it("order press posts and users newest created first, keys unique by id", () => {
    const at = (iso: string) => new Date(iso);
    const rows = [
      { id: "u1", created_at: at("2025-01-01T00:00:00Z") },
      { id: "u3", created_at: at("2026-01-01T00:00:00Z") },
      { id: "u2", created_at: at("2025-01-01T00:00:00Z") },
    ];
    expect(sorted(rows, (r) => newestCreatedKey(r.id, r.created_at)).map((r) => r.id)).toEqual(["u3", "u1", "u2"]);
    expect(newestCreatedKey("u1", rows[0]!.created_at)).not.toBe(newestCreatedKey("u2", rows[2]!.created_at));
  });
});
