import { HttpsError } from "firebase-functions/https";
import {
  MEDIA_MESSAGES,
  MEDIA_PAGE_SIZE,
  mediaLibraryViewer,
  mediaUsesVisibleTo,
  seesEveryImage,
  variantObjectName,
  type Media,
} from "../../../../src/lib/domain/media";
import { deleteMediaIfUnused, loadMediaUsage } from "../../../../src/lib/data/media/media";
import { mediaStore } from "../../../../src/lib/files";
import { queueProductsShowingImage } from "../../../../src/lib/server/store/productAdmin";
import { access } from "../accessRules";
import { holdsOnContent } from "../authorization";
import type { CallableInput } from "../../callable";
import { removeFiles } from "../../media/storeMedia";
import { defineOperation, READS_ONLY } from "../operation";

// The media library (docs/decisions.md#uploaded-images): the uploaded images, and deleting one nothing uses.

/**
 * A page of the uploaded images the caller may see, newest first, with the
 * artists, releases and press posts using them that the caller may view
 * (`mediaUsesVisibleTo`: a scoped editor never learns of another artist's
 * drafts here); or the images `ids` names (a product's chosen images). The
 * uses read are those of the page's images only (`loadMediaUsage`), so a
 * page costs the same however large the catalogue. A page is
 * MEDIA_PAGE_SIZE images of the library: a caller who may see only some
 * gets those, and `next` all the same. A store editor opens it too, to
 * choose a product's images: they see their artists' images
 * (`mediaLibraryViewer`), and delete none.
 */
export const listMedia = defineOperation(
  "listMedia",
  { access: access.mediaLibrary(), audit: READS_ONLY },
  async ({ after, ids }: CallableInput<"listMedia">, { repos, caller }) => {
    const { media, next } = ids
      ? { media: await repos.media.getMany(ids), next: null }
      : await repos.media.page(after ?? null, MEDIA_PAGE_SIZE);
    const usage = await loadMediaUsage(
      repos,
      media.map((item) => item.id),
    );
    const viewer = mediaLibraryViewer(caller);
    return {
      media: media.flatMap((item) => {
        const used_by = mediaUsesVisibleTo(viewer, item, usage.get(item.id) ?? []);
        return used_by ? [{ ...item, used_by }] : [];
      }),
      can_delete: holdsOnContent(caller, "delete"),
      can_edit: holdsOnContent(caller, "edit"),
      next,
    };
  },
);

/**
 * Sets an image's alt text (docs/product.md#admin-media-library): edit on
 * artists, releases or press in some scope, on an image the library shows
 * the caller (another's is `not-found`, as for deleting). A caller who views
 * every artist, release and press post sees every image, so their check
 * reads no uses; another's reads the uses of this image only. Audited, and
 * the store pages of the products showing the image re-rendered, in the
 * write's transaction: their pictures' text is the image's alt text.
 */
export const setMediaAlt = defineOperation(
  "setMediaAlt",
  { access: access.onContent("edit"), audit: { entity: "media", action: "update" } },
  async ({ id, alt }: CallableInput<"setMediaAlt">, { repos, caller, audit }) => {
    const visible = async (media: Media) =>
      seesEveryImage(caller) || mediaUsesVisibleTo(caller, media, (await loadMediaUsage(repos, [media.id])).get(media.id) ?? []) !== null;
    const saved = await repos.media.setAlt(id, alt, visible, audit(id), queueProductsShowingImage(repos, id, caller.uid));
    if (!saved) throw new HttpsError("not-found", MEDIA_MESSAGES.notFound);
    return { alt: saved.alt ?? null };
  },
);

/**
 * Deletes an uploaded image nothing uses: the record first (checked and
 * removed in one transaction, so an image cannot be deleted while a save
 * starts using it), then its original and variants. An image in use is
 * refused with `failed-precondition`, naming the pages that use it which
 * the caller may view; an image the media library does not show the caller
 * is `not-found` to them. The audit entry is written with the record's deletion.
 */
export const deleteMedia = defineOperation(
  "deleteMedia",
  { access: access.onContent("delete"), audit: { entity: "media", action: "delete" } },
  async ({ id }: CallableInput<"deleteMedia">, { repos, caller, audit }) => {
    const result = await deleteMediaIfUnused(repos, id, (media, uses) => mediaUsesVisibleTo(caller, media, uses), audit(id));
    if (!result) throw new HttpsError("not-found", MEDIA_MESSAGES.notFound);
    if ("inUse" in result) throw new HttpsError("failed-precondition", MEDIA_MESSAGES.inUse(result.inUse.map((use) => use.label)));
    const { deleted } = result;
    await removeFiles(mediaStore(), [deleted.original_path, ...deleted.variants.map((v) => variantObjectName(deleted.id, v.name))]);
    return { ok: true as const };
  },
);
