/**
 * The files a buyer downloads (docs/store.md#formats-and-tags): each
 * track in each offered format, made from its master on the first request
 * and kept for every buyer, tagged with the release (title, artist, album,
 * album artist, track number of total, year, cover art). Pure: the audio
 * step runs these plans, the unit tests read them.
 */
import { z } from "zod";
import type { Release } from "../catalog/release";
import { downloadFormatSchema, type DownloadFormat } from "./product";

/** Each format's file: its extension, content type and how ffmpeg encodes it. */
export const STORE_FILE_TYPES: Readonly<
  Record<DownloadFormat, { extension: string; contentType: string; encoder: readonly string[]; embedsCover: boolean }>
> = {
  flac: { extension: "flac", contentType: "audio/flac", encoder: ["-c:a", "flac", "-f", "flac"], embedsCover: true },
  // ID3 (with the cover) is written by a tag library before these bytes: ffmpeg writes none of its own.
  "mp3-320": {
    extension: "mp3",
    contentType: "audio/mpeg",
    encoder: ["-c:a", "libmp3lame", "-b:a", "320k", "-id3v2_version", "0", "-write_xing", "1", "-f", "mp3"],
    embedsCover: true,
  },
  "mp3-v0": {
    extension: "mp3",
    contentType: "audio/mpeg",
    encoder: ["-c:a", "libmp3lame", "-q:a", "0", "-id3v2_version", "0", "-write_xing", "1", "-f", "mp3"],
    embedsCover: true,
  },
  aac: { extension: "m4a", contentType: "audio/mp4", encoder: ["-c:a", "aac", "-b:a", "256k", "-f", "ipod"], embedsCover: true },
  // The bundled ffmpeg (2018) writes no picture into Ogg, nor into WAV's RIFF INFO: these two carry the text tags only.
  opus: { extension: "opus", contentType: "audio/ogg", encoder: ["-c:a", "libopus", "-b:a", "192k", "-f", "ogg"], embedsCover: false },
  wav: { extension: "wav", contentType: "audio/wav", encoder: ["-c:a", "pcm_s24le", "-f", "wav"], embedsCover: false },
};

/** What every file of a track says about itself, whatever its format. */
export interface StoreTrackTags {
  title: string;
  /** The track's own credit, else the release's primary artist. */
  artist: string;
  album: string;
  albumArtist: string;
  /** 1-based position in the release. */
  track: number;
  trackTotal: number;
  /** The release date's year; null when it has none. */
  year: string | null;
}

/** A track's tags from its release, or null when the release does not hold the track. */
export function storeTrackTags(
  release: Pick<Release, "title" | "release_date" | "tracks">,
  trackId: string,
  primaryArtistName: string,
): StoreTrackTags | null {
  const index = release.tracks.findIndex((t) => t.id === trackId);
  const track = release.tracks[index];
  if (!track) return null;
  const year = /^(\d{4})-/.exec(release.release_date ?? "")?.[1] ?? null;
  return {
    title: track.title,
    artist: track.artists.length > 0 ? track.artists.join(", ") : primaryArtistName,
    album: release.title,
    albumArtist: primaryArtistName,
    track: index + 1,
    trackTotal: release.tracks.length,
    year,
  };
}

/** The tags as ffmpeg's `-metadata` pairs (Vorbis comments, MP4 atoms, RIFF INFO alike). */
function metadataArguments(tags: StoreTrackTags): string[] {
  const metadata: Record<string, string> = {
    title: tags.title,
    artist: tags.artist,
    album: tags.album,
    album_artist: tags.albumArtist,
    track: `${tags.track}/${tags.trackTotal}`,
  };
  if (tags.year) metadata.date = tags.year;
  return Object.entries(metadata).flatMap(([key, value]) => ["-metadata", `${key}=${value}`]);
}

/**
 * ffmpeg's arguments making a buyer's file `output` from the master
 * `input`: its first audio stream, none of the master's own tags, the
 * release's tags and (where the format holds one) the cover as an attached
 * picture. An MP3 comes out untagged: its ID3 tag is written on after.
 */
export function storeEncodeArguments(
  input: string,
  demuxer: string,
  format: DownloadFormat,
  tags: StoreTrackTags,
  cover: string | null,
  output: string,
): string[] {
  const type = STORE_FILE_TYPES[format];
  const isMp3 = type.extension === "mp3";
  const withCover = cover !== null && type.embedsCover && !isMp3;
  return [
    "-nostdin",
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-f",
    demuxer,
    "-i",
    input,
    ...(withCover ? ["-i", cover, "-map", "0:a:0", "-map", "1:v:0", "-c:v", "copy", "-disposition:v", "attached_pic"] : ["-map", "0:a:0"]),
    "-map_metadata",
    "-1",
    ...(isMp3 ? [] : metadataArguments(tags)),
    ...type.encoder,
    output,
  ];
}

/** A track's file name in a download and in the ZIP: "01 Low Tide.flac", nothing a file system refuses. */
export function storeTrackFilename(tags: Pick<StoreTrackTags, "title" | "track" | "trackTotal">, format: DownloadFormat): string {
  const width = Math.max(2, String(tags.trackTotal).length);
  const title =
    [...tags.title]
      .map((c) => (c.charCodeAt(0) < 32 ? " " : c))
      .join("")
      .replace(/[\\/:*?"<>|]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 120) || "Track";
  return `${String(tags.track).padStart(width, "0")} ${title}.${STORE_FILE_TYPES[format].extension}`;
}

/**
 * A track's file in a format as every buyer gets it (`store_files/{trackId}_{format}`):
 * made from the master with the release's tags on the first request, kept
 * in the private audio store. Made again when the master or what its tags
 * say (`tags_key`) changes.
 */
export const storeFileSchema = z.object({
  /** `storeFileId(track, format)`. */
  id: z.string(),
  track_id: z.string(),
  release_id: z.string(),
  format: downloadFormatSchema,
  /** The master it was made from: a master uploaded since makes it stale. */
  master_path: z.string(),
  /** storeTagsKey of the tags and cover written on: a renamed track or a new cover makes it stale. */
  tags_key: z.string(),
  /** Object name in the private audio store. Never public. */
  path: z.string(),
  /** The name a buyer's download carries ("01 Low Tide.flac"). */
  filename: z.string(),
  bytes: z.int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  made_at: z.date(),
});
export type StoreFile = z.output<typeof storeFileSchema>;

export const storeFileId = (trackId: string, format: DownloadFormat) => `${trackId}_${format}`;

/** The object name of a made file; `nonce` is new per making, so a reader of the one before never sees it overwritten. */
export const storeFilePath = (trackId: string, format: DownloadFormat, nonce: string) =>
  `store/files/${trackId}/${format}-${nonce}.${STORE_FILE_TYPES[format].extension}`;

/** What a file's tags and cover were made from, as one string: equal keys, equal tags. */
export const storeTagsKey = (tags: StoreTrackTags, coverUrl: string | null) =>
  JSON.stringify([tags.title, tags.artist, tags.album, tags.albumArtist, tags.track, tags.trackTotal, tags.year, coverUrl]);
