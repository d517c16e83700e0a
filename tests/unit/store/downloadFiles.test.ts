import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseFile } from "music-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runFfmpeg } from "../../../src/lib/audio/ffmpeg";
import { makeStoreFile, type CoverFile } from "../../../src/lib/audio/storeFiles";
import { STORE_FILE_TYPES, storeTrackFilename, storeTrackTags, type StoreTrackTags } from "../../../src/lib/domain/store/downloadFiles";
import { DOWNLOAD_FORMATS } from "../../../src/lib/domain/store/product";
import { makeRelease, makeTrack } from "../../factories";
import { AUDIO_FIXTURE_DIR } from "../../fixtures/audio/build";

const master = join(AUDIO_FIXTURE_DIR, "tone.wav");
const release = makeRelease({
  title: "Shorelines",
  release_date: "2031-05-01",
  tracks: [makeTrack({ title: "Low Tide" }), makeTrack({ title: "Undertow", artists: ["Halden Drift", "Mara Vey"] })],
});

describe("the tags of a buyer's file", () => {
  it("name the track, its artist (the track's own credit, else the primary artist), the album, its artist, the position of the total and the year", () => {
    expect(storeTrackTags(release, release.tracks[0]!.id, "Halden Drift")).toEqual({
      title: "Low Tide",
      artist: "Halden Drift",
      album: "Shorelines",
      albumArtist: "Halden Drift",
      track: 1,
      trackTotal: 2,
      year: "2031",
    });
    expect(storeTrackTags(release, release.tracks[1]!.id, "Halden Drift")).toMatchObject({ artist: "Halden Drift, Mara Vey", track: 2 });
    expect(storeTrackTags({ ...release, release_date: null }, release.tracks[0]!.id, "Halden Drift")?.year).toBeNull();
    expect(storeTrackTags(release, "not-a-track", "Halden Drift")).toBeNull();
  });

  it("name the file by position and title, with nothing a file system refuses", () => {
    expect(storeTrackFilename({ title: "Low Tide", track: 1, trackTotal: 12 }, "flac")).toBe("01 Low Tide.flac");
    expect(storeTrackFilename({ title: 'a/b:c*?"<>|', track: 3, trackTotal: 120 }, "aac")).toBe("003 a b c.m4a");
    expect(storeTrackFilename({ title: "///", track: 1, trackTotal: 1 }, "wav")).toBe("01 Track.wav");
  });
});

let dir: string;
let cover: CoverFile;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "store-files-"));
  cover = { path: join(dir, "cover.jpg"), contentType: "image/jpeg" };
  expect(
    (
      await runFfmpeg([
        "-nostdin",
        "-hide_banner",
        "-loglevel",
        "error",
        "-y",
        "-f",
        "lavfi",
        "-i",
        "color=c=red:s=64x64",
        "-frames:v",
        "1",
        cover.path,
      ])
    ).ok,
  ).toBe(true);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("a buyer's file made from the master, in every format", () => {
  const tags: StoreTrackTags = storeTrackTags(release, release.tracks[0]!.id, "Halden Drift")!;

  it.each(DOWNLOAD_FORMATS)("%s decodes and its tags, read back by a tag library, name the release", async (format) => {
    const output = join(dir, `track-${format}.${STORE_FILE_TYPES[format].extension}`);
    const made = await makeStoreFile(master, "wav", format, tags, cover, output);
    expect(made?.bytes).toBeGreaterThan(1000);
    expect(made?.sha256).toMatch(/^[0-9a-f]{64}$/);
    const { common, format: audio } = await parseFile(output);
    expect(audio.duration).toBeGreaterThan(0.2);
    expect({
      title: common.title,
      artist: common.artist,
      album: common.album,
      albumartist: common.albumartist,
      track: common.track,
      year: common.year,
    }).toEqual({
      title: "Low Tide",
      artist: "Halden Drift",
      album: "Shorelines",
      // RIFF INFO has no album artist field.
      albumartist: format === "wav" ? undefined : "Halden Drift",
      track: { no: 1, of: 2 },
      year: 2031,
    });
    expect((common.picture ?? []).length).toBe(STORE_FILE_TYPES[format].embedsCover ? 1 : 0);
    // The file decodes to its end.
    expect((await runFfmpeg(["-nostdin", "-v", "error", "-i", output, "-f", "null", "-"])).ok).toBe(true);
  });

  it("is refused (null) when the master is not audio", async () => {
    expect(await makeStoreFile(cover.path, "wav", "flac", tags, null, join(dir, "bad.flac"))).toBeNull();
    expect(await makeStoreFile(cover.path, "wav", "mp3-320", tags, null, join(dir, "bad.mp3"))).toBeNull();
  });
});
