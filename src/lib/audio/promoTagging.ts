import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { stat } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { ID3Writer } from "browser-id3-writer";
import {
  PROMO_MARKER_TAG,
  parseFfmetadata,
  promoEncodeArguments,
  promoWavTagArguments,
  readTagsArguments,
  type PromoCopyTags,
} from "../domain/promo";
import type { PromoDownloadFormat } from "../domain/promo";
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
 * Encodes the master at `input` once for a format, at `output`: its audio
 * only, no tags (docs/promo.md#downloads-and-tracing). Every recipient's
 * copy of the track in that format is this file with their tags written on.
 * False when ffmpeg cannot make it.
 */
export async function encodePromoAudio(input: string, demuxer: string, format: PromoDownloadFormat, output: string): Promise<boolean> {
  return (await runFfmpeg(promoEncodeArguments(input, demuxer, format, output))).ok;
}

/**
 * An MP3's recipient tags as an ID3v2.3 tag on its own (browser-id3-writer:
 * pure JavaScript, no binary), to go before the untagged encoding's bytes.
 * The comment is a real COMM frame (language "eng", no description), the
 * one iTunes, Windows and tag editors show; ffmpeg's own muxer would write
 * it as a TXXX frame that none of them shows.
 */
function id3Tag(tags: PromoCopyTags): Buffer {
  const writer = new ID3Writer(new ArrayBuffer(0))
    .setFrame("TIT2", tags.title)
    .setFrame("TPE1", [tags.artist])
    .setFrame("TALB", tags.album)
    .setFrame("COMM", { language: "eng", description: "", text: tags.comment })
    .setFrame("TXXX", { description: PROMO_MARKER_TAG, value: tags.marker });
  return Buffer.from(writer.addTag());
}

/** Writes `head` then the file `rest` to `output`, hashing as it goes: one pass over a long track. */
export async function writeHashed(head: Buffer, rest: string, output: string): Promise<MadePromoCopy> {
  const hash = createHash("sha256");
  let bytes = 0;
  const pass = (chunk: Buffer) => {
    hash.update(chunk);
    bytes += chunk.length;
    return chunk;
  };
  async function* copy() {
    yield pass(head);
    for await (const chunk of createReadStream(rest)) yield pass(chunk as Buffer);
  }
  await pipeline(copy, createWriteStream(output));
  return { sha256: hash.digest("hex"), bytes };
}

/**
 * Makes a recipient's copy at `output` from the shared encoding `encoded`:
 * its bytes with the recipient's tags written on, no encoding again
 * (an MP3 is their ID3 tag followed by the encoding as it is; a WAV's
 * audio is copied by ffmpeg behind its RIFF INFO), then hashed. Null when
 * the copy cannot be made.
 */
export async function tagPromoCopy(
  encoded: string,
  tags: PromoCopyTags,
  format: PromoDownloadFormat,
  output: string,
): Promise<MadePromoCopy | null> {
  if (format === "mp3_320") return writeHashed(id3Tag(tags), encoded, output);
  if (!(await runFfmpeg(promoWavTagArguments(encoded, tags, output))).ok) return null;
  const [{ size }, sha256] = await Promise.all([stat(output), sha256OfFile(output)]);
  return { sha256, bytes: size };
}

/** The tags ffmpeg reads from any audio file it can open (ID3v1/v2, RIFF INFO, Vorbis comments, MP4 atoms); null when it cannot open it. */
export async function readAudioTags(file: string): Promise<Record<string, string> | null> {
  const run = await runFfmpeg(readTagsArguments(file));
  return run.ok ? parseFfmetadata(run.stdout.toString("utf8")) : null;
}
