import { readFile, rm, stat } from "node:fs/promises";
import { ID3Writer } from "browser-id3-writer";
import { STORE_FILE_TYPES, storeEncodeArguments, type StoreTrackTags } from "../domain/store";
import type { DownloadFormat } from "../domain/store";
import { runFfmpeg } from "./ffmpeg";
import { sha256OfFile, writeHashed, type MadePromoCopy } from "./promoTagging";

/** The cover to embed: a JPEG or PNG on local disk. */
export interface CoverFile {
  path: string;
  contentType: "image/jpeg" | "image/png";
}

/**
 * A buyer's MP3 tag (ID3v2.3 by browser-id3-writer, as promo copies are
 * tagged): title, artist, album, album artist, track n/total, year and the
 * cover as a front-cover APIC frame, which every player shows.
 */
async function storeId3Tag(tags: StoreTrackTags, cover: CoverFile | null): Promise<Buffer> {
  const writer = new ID3Writer(new ArrayBuffer(0))
    .setFrame("TIT2", tags.title)
    .setFrame("TPE1", [tags.artist])
    .setFrame("TALB", tags.album)
    .setFrame("TPE2", tags.albumArtist)
    .setFrame("TRCK", `${tags.track}/${tags.trackTotal}`);
  if (tags.year) writer.setFrame("TYER", Number(tags.year));
  if (cover) {
    const bytes = await readFile(cover.path);
    writer.setFrame("APIC", {
      type: 3,
      data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      description: "Cover",
    });
  }
  return Buffer.from(writer.addTag());
}

/**
 * Makes a buyer's file of a track at `output` from the master at `input`
 * (docs/store.md#formats-and-tags): encoded with the release's tags and
 * cover in one ffmpeg run, or for MP3 encoded untagged and then written
 * after its ID3 tag. Null when ffmpeg cannot read the master.
 */
export async function makeStoreFile(
  input: string,
  demuxer: string,
  format: DownloadFormat,
  tags: StoreTrackTags,
  cover: CoverFile | null,
  output: string,
): Promise<MadePromoCopy | null> {
  if (STORE_FILE_TYPES[format].extension !== "mp3") {
    if (!(await runFfmpeg(storeEncodeArguments(input, demuxer, format, tags, cover?.path ?? null, output))).ok) return null;
    const [{ size }, sha256] = await Promise.all([stat(output), sha256OfFile(output)]);
    return { sha256, bytes: size };
  }
  const untagged = `${output}.untagged`;
  try {
    if (!(await runFfmpeg(storeEncodeArguments(input, demuxer, format, tags, null, untagged))).ok) return null;
    return await writeHashed(await storeId3Tag(tags, cover), untagged, output);
  } finally {
    await rm(untagged, { force: true });
  }
}
