import { describe, expect, it } from "vitest";
import { loudnessGain, previewWindow, trackPlayback } from "../../../../src/lib/domain/listening";
import { trackInputSchema } from "../../../../src/lib/domain/catalog/track";
import { TRACK_MESSAGES } from "../../../../src/lib/domain/catalog/trackTexts";
import { makeRelease, makeTrack } from "../../../factories";

const TZ = "Europe/Berlin";
const ready = { status: "ready" as const, duration_seconds: 200 };

describe("previewWindow", () => {
  it("defaults to 30 seconds from 30 % of the track", () => {
    expect(previewWindow(makeTrack(), 200)).toEqual({ start_seconds: 60, length_seconds: 30 });
  });

  it("takes the track's own start and length, moved back inside the track", () => {
    expect(previewWindow(makeTrack({ preview_start_seconds: 10, preview_length_seconds: 45 }), 200)).toEqual({
      start_seconds: 10,
      length_seconds: 45,
    });
    expect(previewWindow(makeTrack({ preview_start_seconds: 190 }), 200)).toEqual({ start_seconds: 170, length_seconds: 30 });
  });

  it("plays a track shorter than the window whole", () => {
    expect(previewWindow(makeTrack(), 20)).toEqual({ start_seconds: 0, length_seconds: 20 });
  });
});

describe("trackPlayback", () => {
  const now = new Date("2026-11-26T12:00:00Z");

  it("plays the whole of a released track with ready audio in full mode", () => {
    expect(trackPlayback(makeRelease({ release_date: "2026-11-01" }), makeTrack(), ready, now, TZ)).toEqual({
      state: "playable",
      mode: "full",
      window: null,
    });
  });

  it("plays only the preview window in preview mode", () => {
    expect(trackPlayback(makeRelease({ listening: "preview" }), makeTrack(), ready, now, TZ)).toEqual({
      state: "playable",
      mode: "preview",
      window: { start_seconds: 60, length_seconds: 30 },
    });
  });

  it("locks all but focus tracks before release day, and unlocks them at the label's midnight", () => {
    const release = makeRelease({ release_date: "2026-11-27" });
    expect(trackPlayback(release, makeTrack(), ready, now, TZ)).toEqual({ state: "locked" });
    expect(trackPlayback(release, makeTrack({ focus: true }), ready, now, TZ).state).toBe("playable");
    // 23:00 UTC on the 26th is midnight of the 27th in Berlin.
    expect(trackPlayback(release, makeTrack(), ready, new Date("2026-11-26T23:00:00Z"), TZ).state).toBe("playable");
    expect(trackPlayback(release, makeTrack(), ready, new Date("2026-11-26T22:59:59Z"), TZ).state).toBe("locked");
  });

  it("plays nothing of an unpublished release or a track without ready audio", () => {
    expect(trackPlayback(makeRelease({ is_published: false }), makeTrack(), ready, now, TZ)).toEqual({ state: "unpublished" });
    expect(trackPlayback(makeRelease(), makeTrack(), null, now, TZ)).toEqual({ state: "no-audio" });
    expect(trackPlayback(makeRelease(), makeTrack(), { status: "processing", duration_seconds: null }, now, TZ)).toEqual({
      state: "no-audio",
    });
  });
});

describe("loudnessGain", () => {
  it("brings a track to -14 LUFS", () => {
    expect(loudnessGain(-9.5, -0.2)).toBe(-4.5);
    expect(loudnessGain(-20, -10)).toBe(6);
  });

  it("never lifts the true peak above -1 dBTP", () => {
    expect(loudnessGain(-20, -3)).toBe(2);
  });

  it("is 0 when unmeasured", () => {
    expect(loudnessGain(null, null)).toBe(0);
  });
});

describe("a track's listening fields in the release form", () => {
  const base = { id: "8f1c2e4a-1b2c-4d3e-9f00-112233445566", title: "Tide" };

  it("reads the preview start as minutes and seconds and the length in seconds", () => {
    const track = trackInputSchema.parse({ ...base, focus: true, preview_start_seconds: "1:05", preview_length_seconds: "45" });
    expect(track).toMatchObject({ focus: true, preview_start_seconds: 65, preview_length_seconds: 45 });
  });

  it("leaves both empty for the default window", () => {
    expect(trackInputSchema.parse({ ...base, preview_start_seconds: "", preview_length_seconds: "" })).toMatchObject({
      focus: false,
      preview_start_seconds: null,
      preview_length_seconds: null,
    });
  });

  it("refuses a preview shorter than 5 or longer than 300 seconds, and a start that is not a time", () => {
    expect(trackInputSchema.safeParse({ ...base, preview_length_seconds: "4" }).error?.issues[0]?.message).toBe(
      TRACK_MESSAGES.previewLength,
    );
    expect(trackInputSchema.safeParse({ ...base, preview_length_seconds: 301 }).error?.issues[0]?.message).toBe(
      TRACK_MESSAGES.previewLength,
    );
    expect(trackInputSchema.safeParse({ ...base, preview_start_seconds: "soon" }).error?.issues[0]?.message).toBe(
      TRACK_MESSAGES.previewStartFormat,
    );
  });
});
