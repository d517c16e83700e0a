import { spawn } from "node:child_process";

/** What one ffmpeg run gave: its exit, its standard output and its log. */
export interface FfmpegRun {
  ok: boolean;
  stdout: Buffer;
  log: string;
}

/**
 * Runs the ffmpeg binary the @ffmpeg-installer package ships through npm
 * (no download at install or run time). Rejects only when ffmpeg cannot be
 * run or is killed (not the file's fault); a file it cannot read comes back
 * with `ok: false` and the log.
 */
export async function runFfmpeg(args: readonly string[]): Promise<FfmpegRun> {
  const { default: ffmpeg } = await import("@ffmpeg-installer/ffmpeg");
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg.path, args);
    const chunks: Buffer[] = [];
    let log = "";
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    // The log is kept to its last 64 KB: the summaries read from it come last.
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (log = (log + chunk).slice(-65536)));
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (signal) reject(new Error(`ffmpeg stopped by ${signal}`));
      else resolve({ ok: code === 0, stdout: Buffer.concat(chunks), log });
    });
  });
}
