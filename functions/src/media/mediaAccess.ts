import { getAuth } from "firebase-admin/auth";
import { canAll, holdsAnywhere, type Action, type Resource } from "../../../src/lib/domain";
import type { MediaUploadTarget } from "../../../src/lib/domain/contracts/media";
import { adminApp } from "../../../src/lib/data/firestore";
import { refuse, requireAnywhere, requireStaff, type AuthContext, type CallerAccess } from "../authorization";

/**
 * Who may do what with uploaded images (docs/decisions.md#uploaded-images),
 * on the helpers of the authorization module:
 * - upload: draft or edit on the item the image is for (an artist itself,
 *   a release's primary artist, press globally);
 * - the media library: view on artists, releases or press;
 * - deleting an unused image: delete on artists, releases or press.
 */
const CONTENT_RESOURCES = ["artists", "releases", "press"] as const satisfies readonly Resource[];
const UPLOAD_ACTIONS: readonly Action[] = ["draft", "edit"];

/** The uid of a verified Firebase ID token (`Authorization: Bearer …`), or null. */
export async function verifiedBearer(authorization: string | undefined): Promise<string | null> {
  const token = /^Bearer (.+)$/.exec(authorization ?? "")?.[1];
  if (!token) return null;
  return getAuth(adminApp())
    .verifyIdToken(token)
    .then((decoded) => decoded.uid)
    .catch(() => null);
}

/** The artist an upload's item belongs to, or null (press, a new artist, a release without one); undefined when the item does not exist. */
async function ownerOf(context: AuthContext, target: MediaUploadTarget): Promise<string | null | undefined> {
  if (target.resource === "press") return null;
  if (target.resource === "artists") {
    if (!target.item_id) return null;
    return (await context.repos.artists.get(target.item_id)) ? target.item_id : undefined;
  }
  if (!target.item_id) return target.artist_id ?? null;
  const release = await context.repos.releases.get(target.item_id);
  return release ? release.artist_id : undefined;
}

/**
 * Uploading for an item: draft or edit on it. Like `authorizeItem`, the
 * caller must hold one of them somewhere before the item is read; an item
 * that does not exist is refused like one the caller may not touch.
 */
export async function authorizeUpload(context: AuthContext, target: MediaUploadTarget): Promise<CallerAccess> {
  const caller = await requireAnywhere(context, target.resource, UPLOAD_ACTIONS);
  const owner = await ownerOf(context, target);
  if (owner === undefined || !UPLOAD_ACTIONS.some((action) => canAll(caller, target.resource, [{ action, artistId: owner }]))) throw refuse();
  return caller;
}

const holdsOnContent = (caller: CallerAccess, action: Action) => CONTENT_RESOURCES.some((resource) => holdsAnywhere(caller, resource, [action]));

async function requireOnContent(context: AuthContext, action: Action): Promise<CallerAccess> {
  const caller = await requireStaff(context);
  if (!holdsOnContent(caller, action)) throw refuse();
  return caller;
}

/** The media library: view on any content resource. */
export const requireMediaView = (context: AuthContext) => requireOnContent(context, "view");
/** Deleting an image: delete on any content resource (and the image must be unused). */
export const requireMediaDelete = (context: AuthContext) => requireOnContent(context, "delete");
/** Whether the library may offer DELETE to this caller. */
export const mayDeleteMedia = (caller: CallerAccess) => holdsOnContent(caller, "delete");
