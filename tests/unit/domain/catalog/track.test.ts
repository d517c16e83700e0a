import { describe, expect, it } from "vitest";
import { trackInputSchema, tracksInputSchema, trackSchema } from "../../../../src/lib/domain/catalog/track";
import { TRACK_MESSAGES, tooManyTrackArtists, tooManyTracks } from "../../../../src/lib/domain/catalog/trackTexts";
import { releaseInputSchema } from "../../../../src/lib/domain/catalog/release";
import { INVALID_ID, TRACK_TITLE_REQUIRED, tooLong } from "../../../../src/lib/domain/shared";
import { errorOf, parsed, text, UUID_A, UUID_B, UUID_C } from "../support";

const track = (overrides: Record<string, unknown> = {}) => ({ id: UUID_A, title: "Splice Room", ...overrides });
const release = (tracks: unknown[]) => ({ title: "Reel to Reel", slug: "reel-to-reel", artist_id: UUID_C, tracks });

describe("trackInputSchema", () => {
  it("fills defaults and stores what the form typed in its stored form", () => {
    expect(parsed(trackInputSchema, track())).toEqual({
      id: UUID_A,
      title: "Splice Room",
      duration_seconds: null,
      isrc: null,
      artists: [],
      credits: {},
      explicit: false,
      spotify_track_id: null,
      focus: false,
      preview_start_seconds: null,
      preview_length_seconds: null,
    });
    expect(
      parsed(
        trackInputSchema,
        track({
          title: "  Splice\tRoom ",
          duration_seconds: " 3:45 ",
          isrc: "us-rc1-76-07839",
          artists: [" Ines  Valo ", "", null],
          credits: { writers: ["A", " "] },
          explicit: true,
        }),
      ),
    ).toMatchObject({
      title: "Splice Room",
      duration_seconds: 225,
      isrc: "USRC17607839",
      artists: ["Ines Valo"],
      credits: { writers: ["A"] },
      explicit: true,
    });
  });

  it("gives the same track when its own output is parsed again (the form parses, the server parses what it sent)", () => {
    const once = parsed(
      trackInputSchema,
      track({ duration_seconds: "1:02:03", isrc: "GB-AAA-24-00001", artists: ["X"], spotify_track_id: "4uLU6hMCjMI75M1A2tKUQC" }),
    );
    expect(parsed(trackInputSchema, once)).toEqual(once);
    expect(once).toMatchObject({ duration_seconds: 3723, isrc: "GBAAA2400001" });
  });

  it.each([
    [{ title: "   " }, TRACK_TITLE_REQUIRED],
    [{ title: text(201) }, tooLong(200)],
    [{ duration_seconds: "3:75" }, TRACK_MESSAGES.durationFormat],
    [{ duration_seconds: "three" }, TRACK_MESSAGES.durationFormat],
    [{ duration_seconds: -5 }, TRACK_MESSAGES.durationFormat],
    [{ duration_seconds: 2.5 }, TRACK_MESSAGES.durationFormat],
    [{ duration_seconds: "24:00:00" }, TRACK_MESSAGES.durationTooLong],
    [{ isrc: "USRC1760783" }, TRACK_MESSAGES.isrcFormat],
    [{ isrc: "1SRC17607839" }, TRACK_MESSAGES.isrcFormat],
    [{ isrc: "USRC17A07839" }, TRACK_MESSAGES.isrcFormat],
    [{ artists: [text(101)] }, tooLong(100)],
    [{ artists: Array.from({ length: 11 }, (_, i) => `Artist ${i}`) }, tooManyTrackArtists(10)],
    [{ id: "track-1" }, INVALID_ID],
    [{ spotify_track_id: "../x" }, INVALID_ID],
  ])("refuses %o", (change, message) => {
    expect(errorOf(trackInputSchema, track(change))).toBe(message);
  });

  it("accepts the longest duration and an empty one", () => {
    expect(parsed(trackInputSchema, track({ duration_seconds: "23:59:59" })).duration_seconds).toBe(86_399);
    expect(parsed(trackInputSchema, track({ duration_seconds: "" })).duration_seconds).toBeNull();
    expect(parsed(trackInputSchema, track({ duration_seconds: "0:00" })).duration_seconds).toBe(0);
  });
});

describe("tracksInputSchema", () => {
  it("keeps the play order", () => {
    const tracks = [track({ id: UUID_B, title: "B" }), track({ id: UUID_A, title: "A" })];
    expect(parsed(tracksInputSchema, tracks).map((t) => t.title)).toEqual(["B", "A"]);
  });

  it("takes at most 100 tracks", () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => track({ id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}` }));
    expect(parsed(tracksInputSchema, many(100))).toHaveLength(100);
    expect(errorOf(tracksInputSchema, many(101))).toBe(tooManyTracks(100));
  });

  it("refuses a track listed twice", () => {
    expect(errorOf(releaseInputSchema, release([track(), track({ title: "Again" })]))).toBe(`Track 2: ${TRACK_MESSAGES.listedTwice}`);
  });

  it("refuses a tracklist too large for its document, whatever each field's own limit", () => {
    const name = "ü".repeat(100);
    const heavy = Array.from({ length: 100 }, (_, i) => ({
      ...track({ id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}` }),
      artists: Array.from({ length: 10 }, () => name),
      credits: { writers: Array.from({ length: 10 }, () => name) },
    }));
    expect(errorOf(tracksInputSchema, heavy)).toBe(TRACK_MESSAGES.tracklistTooLarge);
    expect(errorOf(tracksInputSchema, heavy.slice(0, 40))).toBeNull();
  });
});

describe("a release's tracks", () => {
  it("say which track a message is about, the first failing one only", () => {
    const tracks = [track(), track({ id: UUID_B, title: "", isrc: "bad" }), track({ id: UUID_C, duration_seconds: "x" })];
    expect(errorOf(releaseInputSchema, release(tracks))).toBe(`Track 2: ${TRACK_TITLE_REQUIRED}`);
  });

  it("read back from a release stored before tracklists as none", () => {
    expect(trackSchema.parse({ id: UUID_A, title: "Old" })).toMatchObject({
      duration_seconds: null,
      artists: [],
      credits: {},
      explicit: false,
    });
    expect(parsed(releaseInputSchema, release([])).tracks).toEqual([]);
  });
});
