import { describe, expect, it } from "vitest";
import { formatDuration, isoDuration, parseDuration, secondsFromMs } from "../../../../src/lib/domain/catalog/duration";
import { isrcOrNull, normalizeIsrc } from "../../../../src/lib/domain/catalog/isrc";
import { distinctTrackArtists, releaseTrackCount, tracklistSeconds } from "../../../../src/lib/domain/catalog/tracklist";
import { moveTarget } from "../../../../src/lib/domain/shared/moveTarget";
import { messageAt } from "../../../../src/lib/domain/shared/errorMap";

describe("durations", () => {
  it.each([
    ["3:45", 225],
    ["03:45", 225],
    ["0:07", 7],
    ["45", 45],
    ["75:10", 4510],
    ["1:02:03", 3723],
    [" 12:00 ", 720],
  ])("reads %s as %i seconds", (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });

  it.each(["", "3:", ":45", "3:60", "1:60:00", "3.45", "3:4", "a:bc", "1:2:3:4"])("does not read %j", (text) => {
    expect(parseDuration(text)).toBeNull();
  });

  it("prints m:ss, and h:mm:ss past an hour, and reads back what it prints", () => {
    expect([0, 7, 225, 3599, 3600, 3723, 86_399].map(formatDuration)).toEqual([
      "0:00",
      "0:07",
      "3:45",
      "59:59",
      "1:00:00",
      "1:02:03",
      "23:59:59",
    ]);
    for (const seconds of [0, 59, 61, 3599, 3601, 86_399]) expect(parseDuration(formatDuration(seconds))).toBe(seconds);
  });

  it("gives ISO 8601 durations", () => {
    expect([0, 45, 225, 3600, 3723].map(isoDuration)).toEqual(["PT0S", "PT45S", "PT3M45S", "PT1H", "PT1H2M3S"]);
  });

  it("rounds Spotify's milliseconds to whole seconds", () => {
    expect([0, 499, 500, 225_373, 225_600].map(secondsFromMs)).toEqual([0, 0, 1, 225, 226]);
  });
});

describe("ISRCs", () => {
  it("are upper-cased without dashes or spaces", () => {
    expect(normalizeIsrc("us-rc1-76-07839")).toBe("USRC17607839");
    expect(normalizeIsrc("GB AAA 24 00001")).toBe("GBAAA2400001");
  });

  it("from a service are kept only when valid", () => {
    expect(isrcOrNull("usrc17607839")).toBe("USRC17607839");
    expect([null, undefined, "", "USRC1760783", "USRC176078390", "12RC17607839"].map(isrcOrNull)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe("the tracklist's rules", () => {
  const t = (duration_seconds: number | null) => ({ duration_seconds });

  it("counts the tracklist when there is one, else Spotify's count", () => {
    expect(releaseTrackCount({ tracks: [t(1), t(2)], total_tracks: 9 })).toBe(2);
    expect(releaseTrackCount({ tracks: [], total_tracks: 9 })).toBe(9);
    expect(releaseTrackCount({ tracks: [], total_tracks: null })).toBeNull();
  });

  it("totals the durations only when every one is known", () => {
    expect(tracklistSeconds([t(225), t(200), t(0)])).toBe(425);
    expect(tracklistSeconds([t(225), t(null)])).toBeNull();
    expect(tracklistSeconds([])).toBeNull();
  });

  it("names a track's artists only when they differ from the release's", () => {
    expect(distinctTrackArtists({ artists: [] }, ["Halden Drift"])).toBeNull();
    expect(distinctTrackArtists({ artists: ["halden drift"] }, ["Halden Drift"])).toBeNull();
    expect(distinctTrackArtists({ artists: ["Halden Drift", "Ines Valo"] }, ["Halden Drift"])).toEqual(["Halden Drift", "Ines Valo"]);
    expect(distinctTrackArtists({ artists: ["Ines Valo", "Halden Drift"] }, ["Halden Drift", "Ines Valo"])).toEqual([
      "Ines Valo",
      "Halden Drift",
    ]);
  });

  it("moves a track (or an additional artist) within the list only", () => {
    expect(moveTarget(1, -1, 3)).toBe(0);
    expect(moveTarget(1, 1, 3)).toBe(2);
    expect(moveTarget(0, -1, 3)).toBeNull();
    expect(moveTarget(2, 1, 3)).toBeNull();
    expect(moveTarget(3, -1, 3)).toBeNull();
  });
});

describe("messages about a track", () => {
  it("say its number, wherever the tracklist sits in the request", () => {
    expect(messageAt(["tracks", 2, "title"], "Track title is required")).toBe("Track 3: Track title is required");
    expect(messageAt(["release", "tracks", 0, "credits", "writers", 4], "x")).toBe("Track 1: x");
    expect(messageAt(["tracks", "1", "isrc"], "x")).toBe("Track 2: x");
    expect(messageAt(["tracks"], "At most 100 tracks")).toBe("At most 100 tracks");
    expect(messageAt(["title"], "Title is required")).toBe("Title is required");
  });
});
