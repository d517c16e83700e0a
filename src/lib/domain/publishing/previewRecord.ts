/**
 * Previews of unsaved content on the real page templates (docs/preview.md):
 * the draft as the catalog holds a published item, waiting for the site
 * builder to render its page, then the rendered HTML.
 */
import { z } from "zod";
import { INVALID_ID, ID_REQUIRED } from "../shared/validationTexts";
import { artistSchema } from "../catalog/artist";
import { idSchema } from "../shared/fields";
import { CONTENT_ENTITIES } from "./contentChange";
import { pressPostSchema } from "../catalog/pressPost";
import { releaseSchema } from "../catalog/release";
import { releaseArtistSchema } from "../catalog/releaseArtist";

/** 24 random bytes in base64url: the id is the only thing that names a preview, so it must not be guessable. */
export const PREVIEW_ID_LENGTH = 32;

/** A preview id sent by a caller (checked before anything is read). */
export const previewIdSchema = z
  .string({ error: ID_REQUIRED })
  .min(1, { error: ID_REQUIRED, abort: true })
  .max(PREVIEW_ID_LENGTH, { error: INVALID_ID, abort: true })
  .regex(new RegExp(`^[A-Za-z0-9_-]{${PREVIEW_ID_LENGTH}}$`), INVALID_ID);

/** The draft in the catalog's shape: the document as it would be stored (and, for a release, its artist links). */
export const previewDraftSchema = z.discriminatedUnion("entity", [
  z.object({ entity: z.literal("artists"), artist: artistSchema }),
  z.object({ entity: z.literal("releases"), release: releaseSchema, links: z.array(releaseArtistSchema) }),
  z.object({ entity: z.literal("press_posts"), post: pressPostSchema }),
]);
export type PreviewDraft = z.output<typeof previewDraftSchema>;

export const PREVIEW_STATUSES = ["pending", "ready", "failed"] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];

export const previewSchema = z.object({
  /** Document id (random, unguessable). */
  id: idSchema,
  entity: z.enum(CONTENT_ENTITIES),
  /** The item previewed: its id, or the id a new item would get. */
  item_id: idSchema,
  /**
   * The scopes of the `view` grant that opens the preview, each needed: an
   * artist id, or null for a global view (a new artist, press posts). A
   * release moved to another artist names both.
   */
  view_scopes: z.array(idSchema.nullable()).min(1),
  draft: previewDraftSchema,
  status: z.enum(PREVIEW_STATUSES),
  /** The page's path on the public site (set when rendered). */
  path: z.string().nullable().default(null),
  /** The rendered page (set when ready). */
  html: z.string().nullable().default(null),
  /** uid of who asked for it. */
  requested_by: z.string().min(1),
  created_at: z.date(),
  /** After this the preview is gone: refused on open, deleted by the builder's next pass. */
  expires_at: z.date(),
});
export type Preview = z.output<typeof previewSchema>;
