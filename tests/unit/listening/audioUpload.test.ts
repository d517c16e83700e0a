import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  UPLOAD_CHUNK_QUANTUM,
  masterFileProblem,
  nextChunk,
  parseUploadContentRange,
  persistedBytes,
  persistedRange,
} from "../../../src/lib/domain/listening/audioUpload";
import { encodeArguments, parseLoudnessSummary, plannedRenditions } from "../../../src/lib/domain/listening/renditionPlan";
import { LocalAudioStore } from "../../../src/lib/files/localAudioStore";

describe("the resumable protocol's headers", () => {
  it("reads chunks and status queries, and refuses what is not one", () => {
    expect(parseUploadContentRange("bytes 0-262143/1000000")).toEqual({ kind: "chunk", start: 0, end: 262143, total: 1000000 });
    expect(parseUploadContentRange("bytes 0-9/*")).toEqual({ kind: "chunk", start: 0, end: 9, total: null });
    expect(parseUploadContentRange("bytes */1000")).toEqual({ kind: "query", total: 1000 });
    expect(parseUploadContentRange("bytes 10-5/100")).toBeNull();
    expect(parseUploadContentRange("bytes 0-100/100")).toBeNull();
    expect(parseUploadContentRange("items 0-1/2")).toBeNull();
    expect(parseUploadContentRange(undefined)).toBeNull();
  });

  it("says the persisted bytes in a 308's Range and reads them back", () => {
    expect(persistedRange(0)).toBeNull();
    expect(persistedRange(524288)).toBe("bytes=0-524287");
    expect(persistedBytes("bytes=0-524287")).toBe(524288);
    expect(persistedBytes(null)).toBe(0);
  });

  it("cuts a file into chunks ending with a short last one", () => {
    expect(nextChunk(0, 1000, 256)).toEqual({ end: 256, contentRange: "bytes 0-255/1000" });
    expect(nextChunk(768, 1000, 256)).toEqual({ end: 1000, contentRange: "bytes 768-999/1000" });
  });

  it("refuses in the browser a name of another type, an empty file and one over 500 MB", () => {
    expect(masterFileProblem({ name: "a.WAV", size: 10 })).toBeNull();
    expect(masterFileProblem({ name: "a.aiff", size: 10 })).toBeNull();
    expect(masterFileProblem({ name: "a.ogg", size: 10 })).toBe("type");
    expect(masterFileProblem({ name: "a.flac", size: 0 })).toBe("empty");
    expect(masterFileProblem({ name: "a.mp3", size: 500_000_001 })).toBe("tooLarge");
    expect(masterFileProblem({ name: "a.mp3", size: 500_000_000 })).toBeNull();
  });
});

describe("the local store's upload sessions", () => {
  const Q = UPLOAD_CHUNK_QUANTUM;
  const bytes = new Uint8Array(2 * Q + 100).map((_, i) => i % 251);

  it("persists chunks in order, skips a resent overlap, answers where to go on from, and stores the whole file once complete", async () => {
    const dir = mkdtempSync(join(tmpdir(), "audio-store-"));
    const store = new LocalAudioStore(dir);
    const id = await store.startSession("masters/t/u", "application/octet-stream");
    const total = bytes.byteLength;
    expect(await store.receive(id, { kind: "query", total }, new Uint8Array())).toEqual({ status: 308, range: null });
    expect(await store.receive(id, { kind: "chunk", start: 0, end: Q - 1, total }, bytes.subarray(0, Q))).toEqual({
      status: 308,
      range: `bytes=0-${Q - 1}`,
    });
    // Past what is persisted: nothing written, the 308 says where to go on from.
    expect(await store.receive(id, { kind: "chunk", start: 2 * Q, end: total - 1, total }, bytes.subarray(2 * Q))).toEqual({
      status: 308,
      range: `bytes=0-${Q - 1}`,
    });
    // Not a multiple of 256 KiB and not the last: refused.
    expect((await store.receive(id, { kind: "chunk", start: Q, end: Q + 9, total }, bytes.subarray(Q, Q + 10))).status).toBe(400);
    // The first chunk sent again with the second: the overlap is skipped.
    expect(await store.receive(id, { kind: "chunk", start: 0, end: 2 * Q - 1, total }, bytes.subarray(0, 2 * Q))).toEqual({
      status: 308,
      range: `bytes=0-${2 * Q - 1}`,
    });
    expect(await store.size("masters/t/u")).toBeNull();
    expect(await store.receive(id, { kind: "chunk", start: 2 * Q, end: total - 1, total }, bytes.subarray(2 * Q))).toEqual({
      status: 200,
      size: total,
    });
    expect(new Uint8Array(readFileSync(join(dir, "masters/t/u")))).toEqual(bytes);
    expect(await store.receive(id, { kind: "query", total }, new Uint8Array())).toEqual({ status: 200, size: total });
  });

  it("refuses a body of another length than its range, a changed total and an unknown session", async () => {
    const store = new LocalAudioStore(mkdtempSync(join(tmpdir(), "audio-store-")));
    const id = await store.startSession("masters/t/u", "application/octet-stream");
    expect((await store.receive(id, { kind: "chunk", start: 0, end: Q - 1, total: 3 * Q }, bytes.subarray(0, 10))).status).toBe(400);
    expect((await store.receive(id, { kind: "chunk", start: 0, end: Q - 1, total: 3 * Q }, bytes.subarray(0, Q))).status).toBe(308);
    expect((await store.receive(id, { kind: "chunk", start: Q, end: 2 * Q - 1, total: 4 * Q }, bytes.subarray(Q, 2 * Q))).status).toBe(400);
    expect((await store.receive("00000000-0000-4000-8000-000000000000", { kind: "query", total: 1 }, new Uint8Array())).status).toBe(404);
  });

  it("refuses object paths that climb out of the store", async () => {
    const store = new LocalAudioStore(mkdtempSync(join(tmpdir(), "audio-store-")));
    await expect(store.startSession("masters/../../etc", "x")).rejects.toThrow(/Unsafe/);
    await expect(store.size("/etc/passwd")).rejects.toThrow(/Unsafe/);
  });
});

describe("the rendition plan", () => {
  it("names each file once per run and cuts the preview at its window", () => {
    const planned = plannedRenditions("abc");
    expect(planned.map((p) => p.file)).toEqual(["abc-full.ogg", "abc-full.m4a", "abc-preview.ogg", "abc-preview.m4a"]);
    const args = encodeArguments("/in", "wav", planned, { start_seconds: 42, length_seconds: 30 }, "/out").join(" ");
    expect(args).toContain("-map 0:a:0 -map_metadata -1 -c:a libopus -b:a 128k -vbr on -f ogg /out/abc-full.ogg");
    expect(args).toContain("-map 0:a:0 -map_metadata -1 -ss 42 -t 30 -c:a aac -b:a 256k -movflags +faststart -f mp4 /out/abc-preview.m4a");
  });

  it("reads the loudness summary ffmpeg's ebur128 prints, and none from a silent track", () => {
    const log =
      "[Parsed_ebur128_0 @ 0x1] Summary:\n\n  Integrated loudness:\n    I:         -21.8 LUFS\n    Threshold: -31.8 LUFS\n\n  True peak:\n    Peak:      -18.1 dBFS\n";
    expect(parseLoudnessSummary(log)).toEqual({ loudnessLufs: -21.8, truePeakDbtp: -18.1 });
    expect(
      parseLoudnessSummary("Summary:\n  Integrated loudness:\n    I:         -inf LUFS\n  True peak:\n    Peak:      -inf dBFS"),
    ).toEqual({ loudnessLufs: null, truePeakDbtp: null });
  });
});
