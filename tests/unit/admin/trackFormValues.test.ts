import { describe, expect, it } from "vitest";
import type { FieldErrors } from "react-hook-form";
import { releaseInputSchema, type ReleaseFormValues } from "../../../src/lib/domain/catalog";
import type { AdminRelease } from "../../../src/lib/domain/catalog/contract";
import { firstFormError } from "../../../src/admin/lib/formErrors";
import { RELEASE_FIELD_ORDER, releaseToFormValues } from "../../../src/admin/screens/catalog/Releases/releaseFormValues";
import { newTrackFormValues, trackToFormValues } from "../../../src/admin/screens/catalog/Releases/trackFormValues";
import { makeRelease, makeTrack } from "../../factories";

const A = "3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b";
const adminRelease = (overrides: Partial<AdminRelease> = {}): AdminRelease => ({
  ...makeRelease({ artist_id: A }),
  primary_artist_name: "A",
  release_artists: [],
  pre_save_count: 0,
  ...overrides,
});

describe("track form values", () => {
  it("show a stored track with its duration as m:ss and empty inputs for nulls, and save back the same track", () => {
    const track = makeTrack({
      title: "Splice Room",
      duration_seconds: 225,
      isrc: null,
      artists: ["Ines Valo"],
      credits: { writers: ["Ann"] },
      explicit: true,
      spotify_track_id: "4uLU6hMCjMI75M1A2tKUQC",
    });
    const values = trackToFormValues(track);
    expect(values).toMatchObject({
      id: track.id,
      duration_seconds: "3:45",
      isrc: "",
      artists: ["Ines Valo"],
      credits: { writers: ["Ann"], producers: [] },
      explicit: true,
    });
    const saved = releaseInputSchema.parse(releaseToFormValues(adminRelease({ tracks: [track, makeTrack({ duration_seconds: null })] })));
    expect(saved.tracks[0]).toEqual(track);
    expect(saved.tracks[1]!.duration_seconds).toBeNull();
  });

  it("keep a track's focus and preview window, and the release's listening choice, through an edit", () => {
    const track = makeTrack({ focus: true, preview_start_seconds: 65, preview_length_seconds: 45 });
    expect(trackToFormValues(track)).toMatchObject({ focus: true, preview_start_seconds: "1:05", preview_length_seconds: "45" });
    const saved = releaseInputSchema.parse(releaseToFormValues(adminRelease({ tracks: [track], listening: "preview" })));
    expect(saved.tracks[0]).toEqual(track);
    expect(saved.listening).toBe("preview");
  });

  it("give each new track an id of its own, and the empty track asks for its title", () => {
    const [a, b] = [newTrackFormValues(), newTrackFormValues()];
    expect(a.id).not.toBe(b.id);
    const values = { ...releaseToFormValues(adminRelease()), tracks: [a] };
    expect(releaseInputSchema.safeParse(values).error?.issues[0]?.message).toBe("Track title is required");
  });

  it("come after the credits and the listening choice in the form's order", () => {
    expect(RELEASE_FIELD_ORDER.slice(-3)).toEqual(["credits", "listening", "tracks"]);
  });
});

describe("the form's one message", () => {
  it("says which track it is about", () => {
    const errors = {
      tracks: [undefined, { isrc: { type: "custom", message: "ISRC is wrong" } }],
    } as unknown as FieldErrors<ReleaseFormValues>;
    expect(firstFormError(errors, RELEASE_FIELD_ORDER)).toBe("Track 2: ISRC is wrong");
    const listError = { tracks: { type: "too_big", message: "At most 100 tracks" } } as unknown as FieldErrors<ReleaseFormValues>;
    expect(firstFormError(listError, RELEASE_FIELD_ORDER)).toBe("At most 100 tracks");
    expect(
      firstFormError({ title: { type: "x", message: "Title is required" } } as FieldErrors<ReleaseFormValues>, RELEASE_FIELD_ORDER),
    ).toBe("Title is required");
  });
});
