/**
 * A release's tracks (docs/listening.md#tracks): stored in order inside the
 * release document, so a track edit is a release write (its change record,
 * audit entry, saved version and page rebuilds come with it) and every
 * reader of a release has its tracklist in the same read.
 */
import { z } from "zod";
import { LIMITS } from "../shared/constants";
import { INVALID_ID, TRACK_TITLE_REQUIRED, tooLong } from "../shared/validationTexts";
import { creditsInputSchema, creditsSchema } from "./credits";
import { idSchema, trimmedRequired, uuidSchema } from "../shared/fields";
import { PREVIEW_LENGTH_LIMITS } from "./listeningModes";
import { parseDuration } from "./duration";
import { isIsrc, normalizeIsrc } from "./isrc";
import { TRACK_MESSAGES, tooManyTrackArtists, tooManyTracks } from "./trackTexts";

const L = LIMITS.track;

/** A track as stored and read back. */
export const trackSchema = z.object({
  /** A UUID given when the track is added (the form, or derived from the Spotify track on import), kept through edits, reorders and refetches. */
  id: idSchema,
  title: z.string(),
  /** Whole seconds; null while unknown. */
  duration_seconds: z.int().min(0).nullable().default(null),
  /** 12 characters without dashes, upper case; null when none. */
  isrc: z.string().nullable().default(null),
  /** Names credited on this track; empty: the release's credited artists. */
  artists: z.array(z.string()).default([]),
  /** Per-track production credits, as a release's; `{}` when none. */
  credits: creditsSchema.nullish().transform((credits) => credits ?? {}),
  explicit: z.boolean().default(false),
  /** The Spotify track it was imported from: a refetch finds the track again by it. */
  spotify_track_id: z.string().nullable().default(null),
  /** A pre-release single: plays before release day (docs/listening.md#listening-rules). */
  focus: z.boolean().default(false),
  /** Where the preview starts, whole seconds; null: 30 % into the track (DEFAULT_PREVIEW). */
  preview_start_seconds: z.int().min(0).nullable().default(null),
  /** How long the preview plays, whole seconds; null: DEFAULT_PREVIEW's 30 s. */
  preview_length_seconds: z.int().min(PREVIEW_LENGTH_LIMITS.min).max(PREVIEW_LENGTH_LIMITS.max).nullable().default(null),
});

export type Track = z.output<typeof trackSchema>;

/** Stored tracklist; absent in releases saved before tracks existed. */
export const tracksSchema = z.array(trackSchema).default([]);

/** "3:45" as typed, or seconds as a parsed form sends them; empty: unknown. */
const durationField = (formatMessage: string, tooLongMessage: string) =>
  z
    .union([z.int(), z.string().max(20, { error: formatMessage, abort: true })], { error: formatMessage })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) return null;
      const seconds = typeof value === "number" ? value : parseDuration(value);
      if (seconds === null || seconds < 0) {
        ctx.addIssue({ code: "custom", message: formatMessage });
        return z.NEVER;
      }
      if (seconds > L.maxSeconds) {
        ctx.addIssue({ code: "custom", message: tooLongMessage });
        return z.NEVER;
      }
      return seconds;
    });

const durationInput = durationField(TRACK_MESSAGES.durationFormat, TRACK_MESSAGES.durationTooLong);

/** With or without dashes, any case; stored as its 12 characters. Empty: none. */
const isrcInput = z
  .string()
  .max(40, { error: TRACK_MESSAGES.isrcFormat, abort: true })
  .transform(normalizeIsrc)
  .refine((isrc) => isrc === "" || isIsrc(isrc), TRACK_MESSAGES.isrcFormat)
  .nullish()
  .transform((isrc) => isrc || null);

/** Names as the form holds them (one per line, blanks allowed): trimmed, blanks dropped. */
const artistNamesInput = z
  // Bounded before normalizing, so a huge payload is refused without being walked.
  .array(
    z
      .string()
      .max(L.artistName * 4, tooLong(L.artistName))
      .nullish(),
  )
  .max(L.artistsPerTrack * 2, tooManyTrackArtists(L.artistsPerTrack))
  .nullish()
  .transform((names) => (names ?? []).map((name) => (name ?? "").replace(/\s+/g, " ").trim()).filter((name) => name !== ""))
  .pipe(z.array(z.string().max(L.artistName, tooLong(L.artistName))).max(L.artistsPerTrack, tooManyTrackArtists(L.artistsPerTrack)));

const spotifyTrackIdInput = z
  .string()
  .max(L.spotifyTrackId, INVALID_ID)
  .regex(/^[A-Za-z0-9]*$/, INVALID_ID)
  .nullish()
  .transform((id) => id || null);

/** One track of the release form; also what a save sends (parsing it again gives the same track). */
export const trackInputSchema = z.object({
  id: uuidSchema(INVALID_ID),
  title: trimmedRequired(L.title, TRACK_TITLE_REQUIRED),
  duration_seconds: durationInput,
  isrc: isrcInput,
  artists: artistNamesInput,
  credits: creditsInputSchema,
  explicit: z.boolean().default(false),
  spotify_track_id: spotifyTrackIdInput,
  focus: z.boolean().default(false),
  /** Typed as a duration ("1:05"); empty: the default start. */
  preview_start_seconds: durationField(TRACK_MESSAGES.previewStartFormat, TRACK_MESSAGES.previewStartFormat),
  preview_length_seconds: z
    .union([z.int(), z.string().max(20, { error: TRACK_MESSAGES.previewLength, abort: true })], { error: TRACK_MESSAGES.previewLength })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) return null;
      const seconds = typeof value === "number" ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : parseDuration(value);
      if (seconds === null || seconds < PREVIEW_LENGTH_LIMITS.min || seconds > PREVIEW_LENGTH_LIMITS.max) {
        ctx.addIssue({ code: "custom", message: TRACK_MESSAGES.previewLength });
        return z.NEVER;
      }
      return seconds;
    }),
});

export type TrackFormValues = z.input<typeof trackInputSchema>;

const utf8 = new TextEncoder();
const fitsDocument = (tracks: readonly unknown[]) => utf8.encode(JSON.stringify(tracks)).length <= L.tracklistBytes;

/** The form's tracklist, in play order: at most LIMITS.track.perRelease, each id once, within the document budget. */
export const tracksInputSchema = z
  .array(trackInputSchema)
  .max(L.perRelease, tooManyTracks(L.perRelease))
  .default([])
  .superRefine((tracks, ctx) => {
    const seen = new Set<string>();
    tracks.forEach((track, index) => {
      if (seen.has(track.id)) ctx.addIssue({ code: "custom", message: TRACK_MESSAGES.listedTwice, path: [index, "id"] });
      seen.add(track.id);
    });
  })
  .refine(fitsDocument, TRACK_MESSAGES.tracklistTooLarge);
