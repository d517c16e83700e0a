import { z } from "zod";
import { CONTENT_RESOURCES } from "../shared/constants";
import { idSchema, recordIdRequest, recordIdSchema, wireDate } from "../shared/fields";
import { mediaAltSchema, mediaSchema, mediaUseSchema } from "./mediaRecord";

/**
 * Image upload (docs/decisions.md#uploaded-images): a multipart/form-data
 * POST to the `uploadMedia` HTTP function, signed in with the Firebase ID
 * token (`Authorization: Bearer …`). Not a callable: the file travels as
 * bytes, with upload progress, and a callable's base64 JSON would cost a
 * third more bytes and hold the whole file as a string.
 */
export const MEDIA_UPLOAD_FILE_FIELD = "image";

/** What the image is for: decides which grant the upload needs (draft or edit on that item). */
export const mediaUploadTargetSchema = z.object({
  resource: z.enum(CONTENT_RESOURCES),
  /** The item being edited; absent while creating one. */
  item_id: recordIdSchema.optional(),
  /** A new release's chosen primary artist (its owner for artist-scoped grants). */
  artist_id: recordIdSchema.optional(),
});
export type MediaUploadTarget = z.output<typeof mediaUploadTargetSchema>;

/** What a successful upload answers (201): the reference to store in the image field, and the image's size. */
export const uploadedMediaSchema = z.object({ id: idSchema, url: z.string(), width: z.int(), height: z.int() });
export type UploadedMedia = z.output<typeof uploadedMediaSchema>;

export const mediaUploadResponseSchema = z.union([
  z.object({ media: uploadedMediaSchema }),
  z.object({ error: z.object({ message: z.string() }) }),
]);
export type MediaUploadResponse = z.output<typeof mediaUploadResponseSchema>;

/** Images per page of the media library: the cost of a page's "used by" follows it, not the catalogue. */
export const MEDIA_PAGE_SIZE = 50;
/** Most images one `listMedia` asks for by id: a product's images. */
export const MEDIA_IDS_MAX = 20;

/** An entry of the media library: the image and where it is used. */
export const mediaLibraryItemSchema = mediaSchema.extend({
  created_at: wireDate,
  used_by: z.array(mediaUseSchema),
});
export type MediaLibraryItem = z.output<typeof mediaLibraryItemSchema>;

/** The media library (view on artists, releases or press, or store edit: docs/store.md#what-staff-see). */
export const mediaCallables = {
  /**
   * A page of the uploaded images, newest first, with where each is used
   * (the uses of the page's images only are read); `can_delete` lets the
   * screen hide DELETE.
   */
  listMedia: {
    request: z.object({
      /** The page that starts after this image (the `next` of the one before); none: the newest MEDIA_PAGE_SIZE. */
      after: recordIdSchema.nullish(),
      /** These images only, whatever their page (a product's chosen images, at most 20); `after` is then ignored. */
      ids: z.array(recordIdSchema).max(MEDIA_IDS_MAX).optional(),
    }),
    response: z.object({
      media: z.array(mediaLibraryItemSchema),
      can_delete: z.boolean(),
      can_edit: z.boolean(),
      /** `after` of the next page; null on the last. */
      next: z.string().nullable(),
    }),
  },
  /** Sets an image's alt text (edit on artists, releases or press, and the image shown to the caller); "" clears it. Re-renders the store pages of the products showing it. */
  setMediaAlt: {
    request: z.object({ id: recordIdSchema, alt: mediaAltSchema }),
    response: z.object({ alt: z.string().nullable() }),
  },
  /** Deletes an image nothing uses (its record, original and variants); refused, naming the pages, when in use. */
  deleteMedia: {
    /** Media ids are UUIDs, like the other records'. */
    request: recordIdRequest,
    response: z.object({ ok: z.literal(true) }),
  },
} as const;
