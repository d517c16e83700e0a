import type { AudioDecodeReport } from "../../../src/lib/domain/demos";

/**
 * Reads what ffmpeg logged during a decode (`-loglevel level+debug`, so each
 * line carries its level in brackets) into the report the integrity rule
 * takes. The lines it reads are the ones ffmpeg has printed since 4.x: the
 * final per-stream statistics (verbose), the MP3 demuxer's "Skipping N bytes
 * of junk at P" (verbose, info when N > 0) and the FLAC decoder's
 * "underread" (debug). A line missing leaves its figure null, which the rule
 * refuses: an unknown ffmpeg fails closed.
 */
export class FfmpegReportReader {
  private readonly errors: string[] = [];
  private packets: number | null = null;
  private packetBytes: number | null = null;
  private framesDecoded: number | null = null;
  private mp3AudioStart: number | null = null;
  private mp3JunkBytes: number | null = null;
  private unreadBytes = 0;
  private pending = "";

  /** Feeds stderr as it arrives; only the lines read are kept, so a chatty decode costs no memory. */
  write(chunk: string): void {
    const lines = (this.pending + chunk).split("\n");
    this.pending = lines.pop() ?? "";
    for (const line of lines) this.line(line);
  }

  report(completed: boolean, samples: number): AudioDecodeReport {
    if (this.pending) this.line(this.pending);
    this.pending = "";
    return {
      completed,
      errors: this.errors,
      packets: this.packets,
      packetBytes: this.packetBytes,
      framesDecoded: this.framesDecoded,
      samples,
      mp3AudioStart: this.mp3AudioStart,
      mp3JunkBytes: this.mp3JunkBytes,
      unreadBytes: this.unreadBytes,
    };
  }

  private line(line: string): void {
    const error = /\[(?:panic|fatal|error)\] (.*)/.exec(line);
    if (error) {
      if (this.errors.length < 5) this.errors.push(error[1]!.trim());
      return;
    }
    // "Input stream #0:0 (audio): 116 packets read (48483 bytes); 116 frames decoded (132300 samples);" (one line per input stream; the decoded one counts frames).
    const stats = /Input stream #\d+:\d+ \(audio\): (\d+) packets read \((\d+) bytes\); (\d+) frames decoded/.exec(line);
    if (stats) {
      this.packets = Number(stats[1]);
      this.packetBytes = Number(stats[2]);
      this.framesDecoded = Number(stats[3]);
      return;
    }
    const junk = /Skipping (\d+) bytes of junk at (\d+)\./.exec(line);
    if (junk) {
      this.mp3JunkBytes = Number(junk[1]);
      this.mp3AudioStart = Number(junk[2]) + Number(junk[1]);
      return;
    }
    const underread = /underread: (\d+)/.exec(line);
    if (underread) this.unreadBytes += Number(underread[1]);
  }
}
