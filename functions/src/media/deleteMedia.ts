import { HttpsError } from "firebase-functions/https";
import { MEDIA_MESSAGES, mediaUsesVisibleTo, variantObjectName } from "../../../src/lib/domain/media";
import { deleteMediaIfUnused } from "../../../src/lib/data/media/media";
import { mediaStore } from "../../../src/lib/files";
import { defineCallable } from "../callable";
import { access } from "../accessRules";
import { removeFiles } from "./storeMedia";

/**
 * Deletes an uploaded image nothing uses: the record first (checked and
 * removed in one transaction, so an image cannot be deleted while a save
 * starts using it), then its original and variants. An image in use is
 * refused with `failed-precondition`, naming the pages that use it which
 * the caller may view; an image the media library does not show the caller
 * is `not-found` to them. The audit entry is written with the record's deletion.
 */
export const deleteMedia = defineCallable(
  "deleteMedia",
  { access: access.onContent("delete"), audit: { entity: "media", action: "delete" } },
  async ({ id }, context) => {
    const { caller, audit } = context;
    const result = await deleteMediaIfUnused(context.repos, id, (media, uses) => mediaUsesVisibleTo(caller, media, uses), audit(id));
    if (!result) throw new HttpsError("not-found", MEDIA_MESSAGES.notFound);
    if ("inUse" in result) throw new HttpsError("failed-precondition", MEDIA_MESSAGES.inUse(result.inUse.map((use) => use.label)));
    const { deleted } = result;
    await removeFiles(mediaStore(), [deleted.original_path, ...deleted.variants.map((v) => variantObjectName(deleted.id, v.name))]);
    return { ok: true as const };
  },
);
