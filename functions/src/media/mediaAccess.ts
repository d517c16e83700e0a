import { getAuth } from "firebase-admin/auth";
import { HttpsError } from "firebase-functions/https";
import type { Action, Resource } from "../../../src/lib/domain";
import type { MediaUploadTarget } from "../../../src/lib/domain/contracts/media";
import type { Repositories } from "../../../src/lib/data";
import { adminApp } from "../../../src/lib/data/firestore";
import { callerCan, loadCallerAccess, type CallerAccess } from "../../../src/lib/server/access";
import { PERMISSION_DENIED, requireUser, type CallContext } from "../callable";

/**
 * Who may do what with uploaded images, in one place (docs/decisions.md#uploaded-images):
 * - upload: draft or edit on the item the image is for (an artist itself,
 *   a release's primary artist, press globally);
 * - the media library: view on artists, releases or press;
 * - deleting an unused image: delete on artists, releases or press.
 */
const CONTENT_RESOURCES = ["artists", "releases", "press"] as const satisfies readonly Resource[];

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
async function ownerOf(repos: Repositories, target: MediaUploadTarget): Promise<string | null | undefined> {
  if (target.resource === "press") return null;
  if (target.resource === "artists") {
    if (!target.item_id) return null;
    return (await repos.artists.get(target.item_id)) ? target.item_id : undefined;
  }
  if (!target.item_id) return target.artist_id ?? null;
  const release = await repos.releases.get(target.item_id);
  return release ? release.artist_id : undefined;
}

/** Whether the caller may upload an image for this item: draft or edit on it. */
export async function mayUploadFor(repos: Repositories, uid: string, target: MediaUploadTarget): Promise<boolean> {
  const access = await loadCallerAccess(repos, uid);
  if (!access.isAdmin) return false;
  const owner = await ownerOf(repos, target);
  if (owner === undefined) return false;
  return callerCan(access, target.resource, "draft", owner) || callerCan(access, target.resource, "edit", owner);
}

/** Holds the action on any content resource, globally or for one artist. */
function holdsAnywhere(access: CallerAccess, action: Action): boolean {
  return access.isSuperAdmin || access.grants.some((g) => CONTENT_RESOURCES.some((r) => g.permission_id === `${r}.${action}`));
}

async function requireAnywhere(context: CallContext, action: Action): Promise<CallerAccess> {
  const access = await loadCallerAccess(context.repos, requireUser(context.request));
  if (!access.isAdmin || !holdsAnywhere(access, action)) throw new HttpsError("permission-denied", PERMISSION_DENIED);
  return access;
}

/** The media library: view on any content resource. */
export const requireMediaView = (context: CallContext) => requireAnywhere(context, "view");
/** Deleting an image: delete on any content resource (and the image must be unused). */
export const requireMediaDelete = (context: CallContext) => requireAnywhere(context, "delete");
/** Whether the library may offer DELETE to this caller. */
export const mayDeleteMedia = (access: CallerAccess) => holdsAnywhere(access, "delete");
