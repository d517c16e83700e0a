import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ffmpeg from "@ffmpeg-installer/ffmpeg";
import { parseBuffer } from "music-metadata";
import { beforeEach, describe, expect, it } from "vitest";
import { trackAudioSchema } from "../../../src/lib/domain/listening/trackAudio";
import { audioStore } from "../../../src/lib/files";
import { storeFileFor, type CoverSource } from "../../../src/lib/server/store/storeFiles";
import { makeArtist, makeRelease, makeTrack } from "../../factories";
import { repositories, resetDatabase } from "../support";

/**
 * Buyers' files (docs/store.md#formats-and-tags) on the local stack: made
 * from the private master on the first request, once however many ask at
 * the same moment, kept and shared, made again when the tags change; their
 * tags name the release and carry its cover.
 */
const repos = repositories();
const TRACK = "f0000000-0000-4000-8000-0000000000e1";
const filesDir = () => join(process.env.AUDIO_STORE_DIR!, "store", "files", TRACK);

const tmp = mkdtempSync(join(tmpdir(), "store-files-it-"));
const ff = (args: string[], out: string) => (execFileSync(ffmpeg.path, ["-hide_banner", "-loglevel", "error", "-y", ...args, out]), out);
const masterFile = ff(
  ["-f", "lavfi", "-i", "sine=frequency=330:duration=3:sample_rate=44100", "-ac", "2", "-c:a", "pcm_s24le"],
  join(tmp, "master.wav"),
);
const coverBytes = readFileSync(ff(["-f", "lavfi", "-i", "color=c=blue:s=64x64", "-frames:v", "1"], join(tmp, "cover.jpg")));
/** The release's cover as the media library would serve it. */
const cover: CoverSource = async (release) => (release.image_url ? { bytes: coverBytes, contentType: "image/jpeg" } : null);

async function seedRelease(title = "Shorelines") {
  const artist = makeArtist({ name: "Halden Drift" });
  const release = makeRelease({
    title,
    artist_id: artist.id,
    release_date: "2031-05-01",
    image_url: "/media/cover.jpg",
    tracks: [makeTrack({ id: TRACK, title: "Low Tide" })],
  });
  const masterPath = `masters/${TRACK}/${randomUUID()}.wav`;
  await audioStore().putFile(masterPath, masterFile, "audio/wav");
  await Promise.all([
    repos.artists.set(artist),
    repos.releases.set(release),
    repos.trackAudio.set(
      trackAudioSchema.parse({
        track_id: TRACK,
        release_id: release.id,
        status: "ready",
        master: { path: masterPath, bytes: 1, content_type: "audio/wav", original_name: "master.wav" },
        duration_seconds: 3,
        updated_at: new Date(),
      }),
    ),
  ]);
  return release;
}

beforeEach(async () => {
  await resetDatabase();
  await rm(filesDir(), { recursive: true, force: true });
});

describe("a track's file in a format, shared by every buyer", () => {
  it("is made once when two first requests race, and both get the same kept file, tagged with the release and its cover", async () => {
    const release = await seedRelease();
    const [a, b] = await Promise.all([
      storeFileFor(repos, audioStore(), cover, { release, trackId: TRACK, format: "flac" }),
      storeFileFor(repos, audioStore(), cover, { release, trackId: TRACK, format: "flac" }),
    ]);
    expect(a?.path).toBeTruthy();
    expect(b?.path).toBe(a?.path);
    expect(await readdir(filesDir())).toHaveLength(1);
    expect(a?.filename).toBe("01 Low Tide.flac");

    const bytes = (await audioStore().read(a!.path))!;
    const { common, format } = await parseBuffer(bytes, { mimeType: "audio/flac" });
    expect(format.codec).toBe("FLAC");
    expect({
      title: common.title,
      artist: common.artist,
      album: common.album,
      track: common.track,
      year: common.year,
      pictures: common.picture?.length,
    }).toEqual({ title: "Low Tide", artist: "Halden Drift", album: "Shorelines", track: { no: 1, of: 1 }, year: 2031, pictures: 1 });

    // A later request is served the kept file.
    expect((await storeFileFor(repos, audioStore(), cover, { release, trackId: TRACK, format: "flac" }))?.path).toBe(a?.path);
  });

  it("is made again when the release is renamed, and the stale file goes", async () => {
    const release = await seedRelease();
    const first = await storeFileFor(repos, audioStore(), cover, { release, trackId: TRACK, format: "mp3-320" });
    const renamed = { ...release, title: "Shorelines (Remastered)" };
    const second = await storeFileFor(repos, audioStore(), cover, { release: renamed, trackId: TRACK, format: "mp3-320" });
    expect(second?.path).not.toBe(first?.path);
    expect(await readdir(filesDir())).toEqual([second!.path.split("/").pop()]);
    const { common } = await parseBuffer((await audioStore().read(second!.path))!, { mimeType: "audio/mpeg" });
    expect([common.album, common.picture?.length]).toEqual(["Shorelines (Remastered)", 1]);
  });

  it("is null for a track of another release or without a master", async () => {
    const release = await seedRelease();
    expect(
      await storeFileFor(repos, audioStore(), cover, { release: { ...release, id: randomUUID() }, trackId: TRACK, format: "wav" }),
    ).toBeNull();
    expect(await storeFileFor(repos, audioStore(), cover, { release, trackId: randomUUID(), format: "wav" })).toBeNull();
  });
});
