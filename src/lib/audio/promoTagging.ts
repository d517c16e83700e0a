import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { promoEncodeArguments, parseFfmetadata, promoTags, readTagsArguments, type PromoTagSubject } from "../domain/promo/promoTagPlan";
import type { PromoDownloadFormat } from "../domain/promo/campaign";
import { runFfmpeg } from "./ffmpeg";

/** A made copy on local disk: its hash and size, before it is stored. */
export interface MadePromoCopy {
  sha256: string;
  bytes: number;
}

/** Hex SHA-256 of a local file, streamed (a WAV of a long track is hundreds of MB). */
export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/**
 * Makes a recipient's copy of a track at `output` from the master at
 * `input` (docs/promo.md#downloads-and-tracing): the master's audio only,
 * none of its tags, then the recipient's. Null when ffmpeg cannot make it.
 */
export async function makePromoCopy(input: string, demuxer: string, subject: PromoTagSubject, format: PromoDownloadFormat, output: string): Promise<MadePromoCopy | null> {
  const run = await runFfmpeg(promoEncodeArguments(input, demuxer, format, promoTags(subject, format), output));
  if (!run.ok) return null;
  const [{ size }, sha256] = await Promise.all([stat(output), sha256OfFile(output)]);
  return { sha256, bytes: size };
}

/** The tags ffmpeg reads from any audio file it can open (ID3v1/v2, RIFF INFO, Vorbis comments, MP4 atoms); null when it cannot open it. */
export async function readAudioTags(file: string): Promise<Record<string, string> | null> {
  const run = await runFfmpeg(readTagsArguments(file));
  return run.ok ? parseFfmetadata(run.stdout.toString("utf8")) : null;
}
