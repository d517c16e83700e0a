import { PassThrough, Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { downloadRoute, storeZipFilename } from "../../../src/lib/domain/store/downloads";
import { streamZip } from "../../../src/lib/server/store/releaseZip";
import { zipEntries } from "../../zipEntries";

/** Collects what a stream receives until it ends or is destroyed. */
function receiver() {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  return { out, bytes: () => Buffer.concat(chunks) };
}

describe("a release's ZIP, streamed as it is made", () => {
  it("holds every file under its name with its bytes, in order, each opened only after the one before is written", async () => {
    const opened: string[] = [];
    const files = [
      { name: "01 Low Tide.flac", bytes: Buffer.from("first track ".repeat(500)) },
      { name: "02 Undertow.flac", bytes: Buffer.alloc(70_000, 7) },
      { name: "03 Ébb & Flow.flac", bytes: Buffer.from("third") },
    ];
    const { out, bytes } = receiver();
    const written: number[] = [];
    out.on("data", () => written.push(opened.length));
    const ok = await streamZip(
      files.map((f) => ({ name: f.name, open: async () => (opened.push(f.name), Readable.from([f.bytes])) })),
      out,
    );
    expect(ok).toBe(true);
    expect(zipEntries(bytes())).toEqual(files);
    // Bytes left before the last file was opened: the ZIP streams, it is not built whole first.
    expect(written[0]).toBeLessThan(files.length);
  });

  it("is abandoned, the receiver destroyed, when a file cannot be made: never a ZIP missing a track", async () => {
    const { out } = receiver();
    const ok = await streamZip(
      [
        { name: "01 A.mp3", open: async () => Readable.from([Buffer.from("a")]) },
        { name: "02 B.mp3", open: async () => null },
      ],
      out,
    );
    expect(ok).toBe(false);
    expect(out.destroyed).toBe(true);
  });

  it("stops when the receiver goes away mid-download", async () => {
    const { out } = receiver();
    const ok = await streamZip(
      [
        { name: "01 A.wav", open: async () => (out.destroy(), Readable.from([Buffer.alloc(10)])) },
        { name: "02 B.wav", open: async () => Readable.from([Buffer.alloc(10)]) },
      ],
      out,
    );
    expect(ok).toBe(false);
  });
});

describe("the download names and routes", () => {
  it("names a ZIP for its artist, release and format, with nothing a file system refuses", () => {
    expect(storeZipFilename("Halden Drift", "Shorelines", "flac")).toBe("Halden Drift - Shorelines (FLAC).zip");
    expect(storeZipFilename("AC/DC", 'What: "Now"?', "mp3-320")).toBe("AC DC - What Now (MP3 320).zip");
    expect(storeZipFilename("", "", "wav")).toBe("Download (WAV).zip");
  });

  it("reads the page, a track's file and a release's ZIP from the path, and nothing else", () => {
    const token = "A".repeat(43);
    const id = "f0000000-0000-4000-8000-0000000000e1";
    expect(downloadRoute("/download")).toEqual({ kind: "find" });
    expect(downloadRoute(`/download/${token}`)).toEqual({ kind: "page", token });
    expect(downloadRoute(`/download/${token}/track/${id}/mp3-320`)).toEqual({ kind: "track", token, trackId: id, format: "mp3-320" });
    expect(downloadRoute(`/download/${token}/zip/${id}/flac`)).toEqual({ kind: "zip", token, releaseId: id, format: "flac" });
    expect(downloadRoute(`/download/${token}/zip/${id}/mp4`)).toBeNull();
    expect(downloadRoute(`/download/short`)).toBeNull();
    expect(downloadRoute(`/download/${token}/track/../x/flac`)).toBeNull();
  });
});
