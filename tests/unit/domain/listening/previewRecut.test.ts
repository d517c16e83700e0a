import { describe, expect, it } from "vitest";
import { sameWindow, tracksWithNewPreviewWindow } from "../../../../src/lib/domain/listening/previewRecut";
import { makeTrack } from "../../../factories";

describe("tracksWithNewPreviewWindow", () => {
  const a = makeTrack({ id: "a", preview_start_seconds: null, preview_length_seconds: null });
  const b = makeTrack({ id: "b", preview_start_seconds: 10, preview_length_seconds: 30 });

  it("names the kept tracks whose start or length changed", () => {
    const after = [
      { ...a, preview_start_seconds: 5 },
      { ...b, preview_length_seconds: 45 },
    ];
    expect(tracksWithNewPreviewWindow([a, b], after)).toEqual(["a", "b"]);
  });

  it("ignores other edits, reordering, new tracks and removed ones", () => {
    const added = makeTrack({ id: "c", preview_start_seconds: 3 });
    expect(tracksWithNewPreviewWindow([a, b], [{ ...b, title: "Renamed", focus: true }, a, added])).toEqual([]);
    expect(tracksWithNewPreviewWindow([a, b], [])).toEqual([]);
  });

  it("counts going back to the default window as a change", () => {
    expect(tracksWithNewPreviewWindow([b], [{ ...b, preview_start_seconds: null }])).toEqual(["b"]);
  });
});

describe("sameWindow", () => {
  it("compares start and length; an unknown window is never the same", () => {
    expect(sameWindow({ start_seconds: 1, length_seconds: 5 }, { start_seconds: 1, length_seconds: 5 })).toBe(true);
    expect(sameWindow({ start_seconds: 1, length_seconds: 5 }, { start_seconds: 2, length_seconds: 5 })).toBe(false);
    expect(sameWindow(null, { start_seconds: 1, length_seconds: 5 })).toBe(false);
  });
});
