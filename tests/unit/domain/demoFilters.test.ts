import { describe, expect, it } from "vitest";
import { countDemosByFilter, DEMO_FILTERS, demoDownloadName, demoFilterLabel } from "../../../src/lib/domain/demos/demoFilters";
import { makeDemo } from "../../factories";

const demos = [
  makeDemo({ id: "a", status: "pending" }),
  makeDemo({ id: "b", status: "accepted" }),
  makeDemo({ id: "c", status: "pending" }),
];

describe("demo filters", () => {
  it("are All, Pending, Reviewed, Accepted, Rejected", () => {
    expect(DEMO_FILTERS.map(demoFilterLabel)).toEqual(["All", "Pending", "Reviewed", "Accepted", "Rejected"]);
  });

  it("count every filter, zero included", () => {
    expect(countDemosByFilter(demos)).toEqual({ all: 3, pending: 2, reviewed: 0, accepted: 1, rejected: 0 });
    expect(countDemosByFilter([])).toEqual({ all: 0, pending: 0, reviewed: 0, accepted: 0, rejected: 0 });
  });
});

describe("demoDownloadName", () => {
  it("is 'Artist - Title.ext' with the stored file's extension", () => {
    expect(demoDownloadName({ artist_name: "Mira Osei", track_title: "Modular City", audio_path: "1700-ab.flac" })).toBe(
      "Mira Osei - Modular City.flac",
    );
  });

  it("drops characters that break headers or paths, keeping letters of accented names", () => {
    expect(demoDownloadName({ artist_name: 'Café "Noir"', track_title: "a/b\\c\r\n", audio_path: "1-x.mp3" })).toBe("Cafe Noir - abc.mp3");
    expect(demoDownloadName({ artist_name: "★", track_title: "☆", audio_path: "1-x.wav" })).toBe("demo.wav");
  });
});
