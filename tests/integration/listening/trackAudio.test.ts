import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ffmpeg from "@ffmpeg-installer/ffmpeg";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { uploadResumable } from "../../../src/lib/client/resumableUpload";
import type { TrackAudioView } from "../../../src/lib/domain/listening/contract";
import type { ReleaseRecord } from "../../../src/lib/domain/catalog/contract";
import { TRACK_AUDIO_ERRORS } from "../../../src/lib/domain/listening/audioTexts";
import { UPLOAD_CHUNK_QUANTUM } from "../../../src/lib/domain/listening/audioUpload";
import { renditionUrl } from "../../../src/lib/domain/listening/audioUrls";
import { promoEncodingId, promoEncodingPath } from "../../../src/lib/domain/promo/promoDownload";
import { audioStore } from "../../../src/lib/files";
import { removeGoneTracksAudio, recutMovedPreviews } from "../../../src/lib/jobs/trackAudioProcessing";
import { cleanUpWaitingAudio } from "../../../src/lib/audio/cleanUpTrackAudio";
import { deleteReleaseCascade } from "../../../src/lib/data/catalog/contentTransactions";
import { contentWriter } from "../../../src/lib/data/catalog/contentWriter";
import type { AudioStore } from "../../../src/lib/files/audioStore";
import type { JobContext } from "../../../src/lib/jobs/job";
import { callFunction, functionUrl } from "../support";
import { expectError, expectOk, releaseInput, repos, setUpStaff, type Staff } from "../contentSupport";

/**
 * Label-hosted audio end to end on the local stack: a master uploaded in
 * chunks through the local stand-in of Cloud Storage's resumable protocol
 * (with dropped connections), checked, processed into renditions, and
 * served by the audio route within the listening rules.
 */
const TRACK = "f0000000-0000-4000-8000-000000000001";
const STORE = process.env.AUDIO_STORE_DIR!;
let staff: Staff;
let wav: Uint8Array;

/** An 8-second 24-bit stereo WAV with a tone, made by ffmpeg. */
function makeWav(): Uint8Array {
  const file = join(mkdtempSync(join(tmpdir(), "master-")), "master.wav");
  execFileSync(ffmpeg.path, [
    "-hide_banner",
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=220:duration=8:sample_rate=44100",
    "-ac",
    "2",
    "-c:a",
    "pcm_s24le",
    file,
  ]);
  return new Uint8Array(readFileSync(file));
}

beforeAll(() => {
  wav = makeWav();
});

beforeEach(async () => {
  staff = await setUpStaff(staff);
  // Each test starts with no stored audio of the track, as with an empty database.
  for (const root of ["masters", "tracks"]) rmSync(join(STORE, root, TRACK), { recursive: true, force: true });
});

async function releaseWithTrack(overrides: Record<string, unknown> = {}, track: Record<string, unknown> = {}): Promise<ReleaseRecord> {
  const tracks = [{ id: TRACK, title: "Tide", duration_seconds: "0:08", isrc: "", artists: [], credits: {}, explicit: false, ...track }];
  return expectOk(
    await callFunction("createRelease", releaseInput({ tracks, is_published: true, ...overrides }), staff.admin.idToken),
  ) as ReleaseRecord;
}

const ask = (name: string, data: Record<string, unknown>) => callFunction(name, data, staff.admin.idToken);

/** Starts an upload and sends `bytes` as a file of that size. */
async function upload(releaseId: string, bytes: Uint8Array, name = "master.wav", fetchImpl?: typeof fetch, onInterrupted?: () => void) {
  const target = expectOk(
    await ask("startTrackAudioUpload", { release_id: releaseId, track_id: TRACK, file_name: name, size: bytes.byteLength }),
  ) as { upload_url: string; content_type: string };
  const progress: number[] = [];
  await uploadResumable(target.upload_url, target.content_type, new Blob([bytes.slice()]), {
    chunkBytes: UPLOAD_CHUNK_QUANTUM,
    onProgress: (f) => progress.push(f),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    ...(onInterrupted ? { onInterrupted } : {}),
    wait: () => Promise.resolve(),
  });
  return progress;
}

/** The files stored for the track: masters and renditions. */
const storedFiles = () =>
  ["masters", "tracks"].flatMap((root) =>
    existsSync(join(STORE, root, TRACK)) ? readdirSync(join(STORE, root, TRACK)).map((f) => `${root}/${TRACK}/${f}`) : [],
  );

const audioUrl = (path: string) => `${functionUrl("trackAudioFile")}${path}`;

async function readyTrack(releaseId: string): Promise<TrackAudioView> {
  await upload(releaseId, wav);
  expect((expectOk(await ask("finishTrackAudioUpload", { release_id: releaseId, track_id: TRACK })) as TrackAudioView).status).toBe(
    "queued",
  );
  return expectOk(await ask("processTrackAudio", { release_id: releaseId, track_id: TRACK })) as TrackAudioView;
}

describe("a track master", () => {
  it("goes up in chunks through dropped connections, resuming from what the session holds, and arrives whole", async () => {
    const release = await releaseWithTrack();
    let puts = 0;
    let interruptions = 0;
    // The 2nd chunk reaches the store but its answer is lost; the 4th never leaves.
    const flaky: typeof fetch = async (input, init) => {
      const isChunk = init?.method === "PUT" && !String(new Headers(init.headers).get("content-range")).startsWith("bytes */");
      if (isChunk) puts += 1;
      if (isChunk && puts === 4) throw new TypeError("fetch failed");
      const answer = await fetch(input, init);
      if (isChunk && puts === 2) throw new TypeError("network connection lost");
      return answer;
    };
    const progress = await upload(release.id, wav, "master.wav", flaky, () => (interruptions += 1));
    expect(interruptions).toBe(2);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const [master] = storedFiles();
    expect(new Uint8Array(readFileSync(join(STORE, master!)))).toEqual(wav);
  });

  it("is checked, processed into renditions with loudness and peaks, and the release's pages are queued for a rebuild", async () => {
    const release = await releaseWithTrack();
    await repos.contentChanges.acknowledge(await repos.contentChanges.listPending());
    const audio = await readyTrack(release.id);
    expect(audio).toMatchObject({
      status: "ready",
      failure: null,
      master: { content_type: "audio/wav", original_name: "master.wav", bytes: wav.byteLength },
    });
    expect(audio.renditions.map((r) => r.format)).toEqual(["opus", "aac"]);
    expect(audio.preview_renditions.map((r) => r.format)).toEqual(["opus", "aac"]);
    expect(audio.duration_seconds).toBeCloseTo(8, 1);
    // A 220 Hz sine at ffmpeg's default amplitude (1/8): about -21 LUFS, its peak -18 dBFS.
    expect(audio.loudness_lufs).toBeGreaterThan(-25);
    expect(audio.loudness_lufs).toBeLessThan(-17);
    expect(audio.gain_db).toBeGreaterThan(0);
    expect(audio.peaks.length).toBeGreaterThan(100);
    expect(audio.preview_window).toEqual({ start_seconds: 0, length_seconds: 8 });
    const [change] = await repos.contentChanges.listPending();
    expect(change).toMatchObject({ entity: "releases", entity_id: release.id, kind: "audio" });
    // Renditions are stored; the master stays private beside them.
    expect(storedFiles().filter((f) => f.startsWith("tracks/"))).toHaveLength(4);
  });

  it.each([
    [
      "a file that is not audio",
      () => new TextEncoder().encode("#!/bin/sh\necho hello\n".repeat(100)),
      "notes.wav",
      TRACK_AUDIO_ERRORS.type,
    ],
    ["a WAV cut short", () => wav.subarray(0, wav.byteLength - 10_000), "master.wav", TRACK_AUDIO_ERRORS.undecodable],
  ])("refuses %s when finished, with a message, and leaves no file", async (_what, bytes, name, message) => {
    const release = await releaseWithTrack();
    await upload(release.id, bytes(), name);
    expectError(await ask("finishTrackAudioUpload", { release_id: release.id, track_id: TRACK }), "INVALID_ARGUMENT", message);
    expect(storedFiles()).toEqual([]);
    expect(await repos.trackAudio.get(TRACK)).toBeNull();
  });

  it.each([
    ["an empty file", 0, "master.wav", TRACK_AUDIO_ERRORS.empty],
    ["a file over 500 MB", 500_000_001, "master.wav", TRACK_AUDIO_ERRORS.tooLarge],
    ["a name of another type", 1000, "master.ogg", TRACK_AUDIO_ERRORS.type],
  ])("refuses %s before anything is sent", async (_what, size, name, message) => {
    const release = await releaseWithTrack();
    expectError(
      await ask("startTrackAudioUpload", { release_id: release.id, track_id: TRACK, file_name: name, size }),
      "INVALID_ARGUMENT",
      message,
    );
    expect(await repos.trackAudio.get(TRACK)).toBeNull();
  });

  it("is refused for a track the release does not list, and to a fan", async () => {
    const release = await releaseWithTrack();
    const other = { release_id: release.id, track_id: "f0000000-0000-4000-8000-000000000009", file_name: "a.wav", size: 10 };
    expectError(await ask("startTrackAudioUpload", other), "NOT_FOUND", TRACK_AUDIO_ERRORS.trackNotFound);
    expectError(await callFunction("startTrackAudioUpload", { ...other, track_id: TRACK }, staff.fan.idToken), "PERMISSION_DENIED");
  });

  it("is audited when staff start its upload and when they remove it, each entry naming the track", async () => {
    const release = await releaseWithTrack();
    expectOk(await ask("startTrackAudioUpload", { release_id: release.id, track_id: TRACK, file_name: "master.wav", size: 1000 }));
    expectOk(await ask("removeTrackAudio", { release_id: release.id, track_id: TRACK }));
    const entries = await repos.auditLog.page({ entity: "track_audio", entityId: TRACK, limit: 10 });
    expect(entries.map((e) => [e.action, e.actor, e.label]).reverse()).toEqual([
      ["upload", staff.admin.uid, `${release.title}: Tide`],
      ["remove", staff.admin.uid, `${release.title}: Tide`],
    ]);
    const [removal, start] = entries;
    expect(start!.fields.find((f) => f.field === "status")).toEqual({ field: "status", before: null, after: "uploading" });
    expect(removal!.fields.find((f) => f.field === "master")).toEqual({ field: "master", before: "master.wav", after: null });
  });
});

describe("a moved preview window", () => {
  const runJob = () => recutMovedPreviews({ now: new Date(), repos, log: () => {} } as unknown as JobContext, audioStore());

  it("is cut again by the track-audio job: new clips listed with the window and a change record, the old ones gone", async () => {
    const release = await releaseWithTrack({ listening: "preview" });
    const before = await readyTrack(release.id);
    expect(before.preview_window).toEqual({ start_seconds: 0, length_seconds: 8 });
    const stored = (await repos.releases.get(release.id))!;
    const track = { ...stored.tracks[0]!, duration_seconds: "0:08", preview_start_seconds: "0:02", preview_length_seconds: "5" };
    const saved = await callFunction(
      "updateRelease",
      {
        id: release.id,
        release: releaseInput({ title: stored.title, slug: stored.slug, listening: "preview", is_published: true, tracks: [track] }),
        expected_updated_at: stored.updated_at.toISOString(),
      },
      staff.admin.idToken,
    );
    expectOk(saved);
    expect(await repos.previewRecuts.get(TRACK)).toMatchObject({ track_id: TRACK, release_id: release.id });
    await repos.contentChanges.acknowledge(await repos.contentChanges.listPending());

    expect(await runJob()).toBe(1);
    const after = (await repos.trackAudio.get(TRACK))!;
    expect(after.preview_window).toEqual({ start_seconds: 2, length_seconds: 5 });
    expect(after.preview_renditions.map((r) => r.format)).toEqual(["opus", "aac"]);
    expect(after.renditions.map((r) => r.path)).toEqual(before.renditions.map((r) => r.path));
    const files = storedFiles();
    for (const old of before.preview_renditions) expect(files).not.toContain(old.path);
    for (const clip of after.preview_renditions) expect(files).toContain(clip.path);
    const clip = await fetch(audioUrl(renditionUrl(TRACK, after.preview_renditions[0]!)));
    expect(clip.status).toBe(200);
    expect(await repos.contentChanges.listPending()).toEqual([
      expect.objectContaining({ entity: "releases", entity_id: release.id, kind: "audio" }),
    ]);
    // The request is done: the next run has nothing to cut.
    expect(await repos.previewRecuts.get(TRACK)).toBeNull();
    expect(await runJob()).toBe(0);
  });

  it("waits while the track's audio is still being processed, and is dropped for a track without audio", async () => {
    const release = await releaseWithTrack({ listening: "preview" });
    await repos.previewRecuts.set({ track_id: TRACK, release_id: release.id, requested_at: new Date() });
    expect(await runJob()).toBe(0);
    expect(await repos.previewRecuts.get(TRACK)).toBeNull();
    await upload(release.id, wav);
    expectOk(await ask("finishTrackAudioUpload", { release_id: release.id, track_id: TRACK }));
    await repos.previewRecuts.set({ track_id: TRACK, release_id: release.id, requested_at: new Date() });
    expect(await runJob()).toBe(0);
    expect(await repos.previewRecuts.get(TRACK)).not.toBeNull();
    await repos.previewRecuts.delete(TRACK);
  });
});

describe("the audio of a deleted release, or of a track taken off the tracklist", () => {
  const COPY = `promo/c0000000-0000-4000-8000-000000000001/r0000000-0000-4000-8000-000000000001/${TRACK}-abc123.mp3`;
  const ENCODING = promoEncodingPath(TRACK, "mp3_320", "abc123");

  /** A recipient's promo copy of the track, stored and recorded as promoCopyFor leaves it. */
  async function promoCopy(): Promise<void> {
    const file = join(mkdtempSync(join(tmpdir(), "copy-")), "copy.mp3");
    execFileSync(ffmpeg.path, ["-hide_banner", "-loglevel", "error", "-f", "lavfi", "-i", "sine=duration=1", "-c:a", "libmp3lame", file]);
    await audioStore().putFile(COPY, file, "audio/mpeg");
    await repos.promoDownloads.set({
      id: `r1_${TRACK}_mp3_320`,
      campaign_id: "c0000000-0000-4000-8000-000000000001",
      recipient_id: "r0000000-0000-4000-8000-000000000001",
      contact_id: "p1",
      track_id: TRACK,
      format: "mp3_320",
      sha256: "0".repeat(64),
      marker: "0".repeat(24),
      path: COPY,
      bytes: 1,
      made_at: new Date(),
      tagged_for: "A Writer",
    });
    // The shared encoding every recipient's copy of the track was made from.
    await audioStore().putFile(ENCODING, file, "audio/mpeg");
    await repos.promoEncodings.set({
      id: promoEncodingId(TRACK, "mp3_320"),
      track_id: TRACK,
      format: "mp3_320",
      master_path: `masters/${TRACK}/m.wav`,
      path: ENCODING,
      bytes: 1,
      made_at: new Date(),
    });
  }

  const removeJob = () => removeGoneTracksAudio({ now: new Date(), repos, log: () => {} } as unknown as JobContext, audioStore());

  it("goes from the audio store with the release: masters, renditions, previews, promo encodings and copies, and the track's audio document", async () => {
    const release = await releaseWithTrack({ listening: "preview" });
    const audio = await readyTrack(release.id);
    expect(audio.preview_renditions.length).toBeGreaterThan(0);
    await promoCopy();
    expect(storedFiles().filter((f) => f.startsWith("masters/"))).toHaveLength(1);
    expect(storedFiles().filter((f) => f.startsWith("tracks/")).length).toBeGreaterThanOrEqual(4);

    expectOk(await ask("deleteRelease", { id: release.id }));
    expect(storedFiles()).toEqual([]);
    expect(await audioStore().size(COPY)).toBeNull();
    expect(await audioStore().size(ENCODING)).toBeNull();
    expect(await repos.promoEncodings.get(promoEncodingId(TRACK, "mp3_320"))).toBeNull();
    expect(await repos.trackAudio.get(TRACK)).toBeNull();
    expect(await repos.audioCleanups.listWaiting(10)).toEqual([]);
    expect((await fetch(audioUrl(renditionUrl(TRACK, audio.renditions[0]!)))).status).toBe(404);
  });

  it("goes with the save that takes the track off the tracklist", async () => {
    const release = await releaseWithTrack();
    await readyTrack(release.id);
    const stored = (await repos.releases.get(release.id))!;
    const other = {
      id: "f0000000-0000-4000-8000-000000000002",
      title: "Ebb",
      duration_seconds: "",
      isrc: "",
      artists: [],
      credits: {},
      explicit: false,
    };
    expectOk(
      await callFunction(
        "updateRelease",
        {
          id: release.id,
          release: releaseInput({ is_published: true, tracks: [other] }),
          expected_updated_at: stored.updated_at.toISOString(),
        },
        staff.admin.idToken,
      ),
    );
    expect(storedFiles()).toEqual([]);
    expect(await repos.trackAudio.get(TRACK)).toBeNull();
    expect(await repos.audioCleanups.listWaiting(10)).toEqual([]);
  });

  it("is asked for in the deletion's own transaction: a store failing midway keeps the request, and the track-audio job deletes the rest", async () => {
    const release = await releaseWithTrack();
    await readyTrack(release.id);
    await promoCopy();
    expect(await deleteReleaseCascade(repos, contentWriter(repos, staff.admin.uid), release.id)).toBe(true);
    expect(await repos.audioCleanups.listWaiting(10)).toEqual([expect.objectContaining({ track_id: TRACK, release_id: release.id })]);

    // The store deletes the masters, then fails on the renditions.
    const store = audioStore();
    const failing: AudioStore = Object.assign(Object.create(store) as AudioStore, {
      deleteUnder: async (prefix: string) => {
        if (prefix.startsWith("tracks/")) throw new Error("the store did not answer");
        await store.deleteUnder(prefix);
      },
    });
    const log: string[] = [];
    const [request] = await repos.audioCleanups.listWaiting(10);
    expect(await cleanUpWaitingAudio({ repos, store: failing, log: (m) => log.push(m) }, [request!])).toBe(0);
    expect(log).toEqual([expect.stringContaining("audio deletion stopped, tried again on the next run")]);
    expect(storedFiles().filter((f) => f.startsWith("tracks/")).length).toBeGreaterThan(0);
    expect(await repos.audioCleanups.listWaiting(10)).toHaveLength(1);

    expect(await removeJob()).toBe(1);
    expect(storedFiles()).toEqual([]);
    expect(await audioStore().size(COPY)).toBeNull();
    expect(await repos.audioCleanups.listWaiting(10)).toEqual([]);
    expect(await removeJob()).toBe(0);
  });

  it("is kept when the track is listed on its release again before the request is done (a restored version)", async () => {
    const release = await releaseWithTrack();
    await readyTrack(release.id);
    await repos.audioCleanups.set({ track_id: TRACK, release_id: release.id, requested_at: new Date() });
    expect(await removeJob()).toBe(0);
    expect(storedFiles().length).toBeGreaterThan(0);
    expect((await repos.trackAudio.get(TRACK))?.status).toBe("ready");
    expect(await repos.audioCleanups.listWaiting(10)).toEqual([]);
  });
});

describe("the audio route", () => {
  it("serves a playable rendition with byte ranges, never the master, and only the cut the listening rule allows", async () => {
    const release = await releaseWithTrack();
    const audio = await readyTrack(release.id);
    const opus = audio.renditions.find((r) => r.format === "opus")!;
    const ranged = await fetch(audioUrl(renditionUrl(TRACK, opus)), { headers: { range: "bytes=0-99" } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes 0-99/${opus.bytes}`);
    expect(ranged.headers.get("content-type")).toBe("audio/ogg; codecs=opus");
    expect(ranged.headers.get("cache-control")).toMatch(/^public/);
    expect(new TextDecoder().decode((await ranged.arrayBuffer()).slice(0, 4))).toBe("OggS");
    const whole = await fetch(
      audioUrl(
        renditionUrl(
          TRACK,
          audio.renditions.find((r) => r.format === "aac")!,
        ),
      ),
    );
    expect(whole.status).toBe(200);
    expect((await whole.arrayBuffer()).byteLength).toBe(audio.renditions[1]!.bytes);

    const masterFile = audio.master!.path.split("/").pop()!;
    expect((await fetch(audioUrl(`/audio/${TRACK}/${masterFile}`))).status).toBe(404);
    expect((await fetch(audioUrl(`/audio/${TRACK}/..%2F..%2Fmasters%2F${TRACK}%2F${masterFile}`))).status).toBe(404);
    // Full mode: the preview cut is not what this release plays.
    expect((await fetch(audioUrl(renditionUrl(TRACK, audio.preview_renditions[0]!)))).status).toBe(403);
  });

  it("answers 403 with no-store for a track locked until release day, and plays a focus track", async () => {
    const release = await releaseWithTrack({ release_date: "2099-01-01", year: "2099" });
    const audio = await readyTrack(release.id);
    const locked = await fetch(audioUrl(renditionUrl(TRACK, audio.renditions[0]!)));
    expect(locked.status).toBe(403);
    expect(locked.headers.get("cache-control")).toBe("no-store");
    const stored = (await repos.releases.get(release.id))!;
    await repos.releases.set({ ...stored, tracks: stored.tracks.map((t) => ({ ...t, focus: true })) });
    expect((await fetch(audioUrl(renditionUrl(TRACK, audio.renditions[0]!)))).status).toBe(200);
  });

  it("plays nothing of an unpublished release", async () => {
    const release = await releaseWithTrack();
    const audio = await readyTrack(release.id);
    const stored = (await repos.releases.get(release.id))!;
    await repos.releases.set({ ...stored, is_published: false });
    expect((await fetch(audioUrl(renditionUrl(TRACK, audio.renditions[0]!)))).status).toBe(404);
  });
});
