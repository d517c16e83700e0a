import { HttpsError } from "firebase-functions/https";
import { PREVIEW_TEXTS, previewViewRequirements, type Preview } from "../../../src/lib/domain";
import { RESOURCE_OF } from "../../../src/lib/server/publishScheduling";
import { assertAllowed, requireStaff, type AuthContext } from "../authorization";

/**
 * A preview the caller may see: staff (refused before anything is read),
 * then the preview, then view in each of its scopes. A missing or expired
 * one is `not-found` (an expired one is deleted on the way: the builder
 * would delete it on its next pass anyway).
 */
export async function viewablePreview(context: AuthContext, id: string, now: Date = new Date()): Promise<Preview> {
  const caller = await requireStaff(context);
  const preview = await context.repos.previews.get(id);
  if (preview && preview.expires_at.getTime() <= now.getTime()) await context.repos.previews.delete(id);
  if (!preview || preview.expires_at.getTime() <= now.getTime()) throw new HttpsError("not-found", PREVIEW_TEXTS.notFound);
  assertAllowed(caller, RESOURCE_OF[preview.entity], previewViewRequirements(preview));
  return preview;
}
