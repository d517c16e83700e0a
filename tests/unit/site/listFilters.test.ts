import { describe, expect, it } from "vitest";
import {
  applyFilters,
  artistSearchText,
  groupByMonth,
  normalizeSearch,
  releaseSearchText,
  searchable,
  undatedAtToday,
} from "../../../src/lib/site/listFilters";

const releases = [
  { title: "Coming Tide", artistNames: "Halden Drift", searchNames: ["Halden Drift"], genreKey: "ambient", releaseDate: "2026-03-05" },
  {
    title: "Drift and Engines",
    artistNames: "Halden Drift, Quiet Engines",
    searchNames: ["Halden Drift", "Quiet Engines"],
    genreKey: "ambient",
    releaseDate: "2026-03-20",
  },
  {
    title: "Shortwave",
    artistNames: "Northbound Static",
    searchNames: ["Northbound Static"],
    genreKey: "techno",
    releaseDate: "2025-12-01",
  },
  { title: "Undated", artistNames: "Björk Ensemble", searchNames: ["Björk Ensemble"], genreKey: null, releaseDate: null },
];
const entries = searchable(releases, releaseSearchText, (r) => r.genreKey);
const titles = (q: string, genre = "") => applyFilters(entries, q, genre).map((r) => r.title);

describe("list filters", () => {
  it("matches release titles, case and accents ignored", () => {
    expect(titles("TIDE")).toEqual(["Coming Tide"]);
    expect(titles("bjork")).toEqual(["Undated"]);
  });

  it("matches any credited artist of a release", () => {
    expect(titles("quiet engines")).toEqual(["Drift and Engines"]);
    expect(titles("halden")).toEqual(["Coming Tide", "Drift and Engines"]);
  });

  it("filters by genre, and by genre and search together", () => {
    expect(titles("", "techno")).toEqual(["Shortwave"]);
    expect(titles("tide", "techno")).toEqual([]);
    expect(titles("", "")).toHaveLength(4);
  });

  it("matches artists by name only", () => {
    const artists = searchable([{ name: "Mira Osei", genre: "Electronic" }], artistSearchText, () => "electronic");
    expect(applyFilters(artists, "osei", "")).toHaveLength(1);
    expect(applyFilters(artists, "electronic", "")).toHaveLength(0);
  });

  it("normalizes spaces", () => {
    expect(normalizeSearch("  Coming   TIDE ")).toBe("coming tide");
  });
});

describe("month groups", () => {
  const now = new Date("2026-11-23T10:00:00Z");
  it("groups the page under upper-case month and year headings, an undated release under the current month", () => {
    expect(groupByMonth(releases, now).map((g) => [g.heading, g.items.map((r) => r.title)])).toEqual([
      ["MARCH 2026", ["Coming Tide", "Drift and Engines"]],
      ["DECEMBER 2025", ["Shortwave"]],
      ["NOVEMBER 2026", ["Undated"]],
    ]);
  });

  it("lists undated releases where today falls, so the current month never follows older months", () => {
    const ordered = undatedAtToday(releases, "2026-11-23");
    expect(ordered.map((r) => r.title)).toEqual(["Undated", "Drift and Engines", "Coming Tide", "Shortwave"]);
    expect(groupByMonth(ordered, now).map((g) => g.heading)).toEqual(["NOVEMBER 2026", "MARCH 2026", "DECEMBER 2025"]);
    // Before the dated releases' days, an undated one sits after them.
    expect(
      undatedAtToday(releases, "2025-01-01")
        .map((r) => r.title)
        .at(-1),
    ).toBe("Undated");
  });

  it("is empty for an empty page", () => {
    expect(groupByMonth([], now)).toEqual([]);
  });
});
