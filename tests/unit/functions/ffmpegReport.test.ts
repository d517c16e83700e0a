import { describe, expect, it } from "vitest";
import { FfmpegReportReader } from "../../../functions/src/demos/ffmpegReport";

/** Lines as ffmpeg 4.1 (the @ffmpeg-installer build) logs them with `-loglevel level+debug`. */
const MP3_LOG = [
  "[debug] id3v2 ver:3 flags:00 len:64",
  "[mp3 @ 0x3360dc40] [verbose] Skipping 0 bytes of junk at 491.",
  "[mp3float @ 0x33617740] [debug] skip 1105/1152 samples",
  "[verbose] Input file #0 (real.mp3):",
  "[verbose]   Input stream #0:0 (audio): 116 packets read (48483 bytes); 116 frames decoded (132300 samples); ",
  "[verbose]   Total: 116 packets (48483 bytes) demuxed",
  "[verbose]   Output stream #0:0 (audio): 116 frames encoded (24000 samples); 116 packets muxed (48000 bytes); ",
].join("\n");

describe("FfmpegReportReader", () => {
  it("reads the audio stream's statistics and where the MP3 frames start, whatever the chunking of stderr", () => {
    const reader = new FfmpegReportReader();
    for (let at = 0; at < MP3_LOG.length; at += 7) reader.write(MP3_LOG.slice(at, at + 7));
    expect(reader.report(true, 24000)).toEqual({
      completed: true,
      errors: [],
      packets: 116,
      packetBytes: 48483,
      framesDecoded: 116,
      samples: 24000,
      mp3AudioStart: 491,
      mp3JunkBytes: 0,
      unreadBytes: 0,
    });
  });

  it("collects error lines, junk skipped before the first frame and bytes the FLAC decoder left unread", () => {
    const reader = new FfmpegReportReader();
    reader.write("[mp3 @ 0x1] [info] Skipping 12 bytes of junk at 100.\n");
    reader.write("[flac @ 0x29be80c0] [debug] underread: 3000 orig size: 3011\n[flac @ 0x2] [debug] underread: 5 orig size: 20\n");
    reader.write("[mp3float @ 0x16054500] [error] Header missing\n[fatal] Conversion failed!");
    const report = reader.report(false, 0);
    expect(report).toMatchObject({
      completed: false,
      errors: ["Header missing", "Conversion failed!"],
      mp3AudioStart: 112,
      mp3JunkBytes: 12,
      unreadBytes: 3005,
    });
    expect(report).toMatchObject({ packets: null, packetBytes: null, framesDecoded: null });
  });
});
