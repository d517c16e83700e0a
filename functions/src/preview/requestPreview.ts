import { randomBytes, randomUUID } from "node:crypto";
import { HttpsError } from "firebase-functions/https";
import {
  artistDraft,
  CONTENT_ERRORS,
  CONTENT_REQUIRED,
  draftOwner,
  isBlankHtml,
  pressDraft,
  PREVIEW_TTL_MS,
  previewViewScopes,
  releaseDraft,
  type PreviewDraft,
  type PreviewRequest,
} from "../../../src/lib/domain";
import { RESOURCE_OF } from "../../../src/lib/server/publishScheduling";
import { sanitizeRichText } from "../../../src/lib/server/sanitizeHtml";
import { authorizeItem, requireAll, type AuthContext } from "../authorization";
import { defineCallable } from "../callable";

/** The stored item a preview shows edits of, and the artist its grants are scoped to. */
interface Stored<T> {
  item: T;
  owner: string | null;
}

async function loadStored(context: AuthContext, request: PreviewRequest, id: string): Promise<Stored<unknown> | null> {
  const { repos } = context;
  if (request.entity === "artists") {
    const artist = await repos.artists.get(id);
    return artist && { item: artist, owner: artist.id };
  }
  if (request.entity === "releases") {
    const release = await repos.releases.get(id);
    return release && { item: release, owner: release.artist_id };
  }
  const post = await repos.pressPosts.get(id);
  return post && { item: post, owner: null };
}

const NOT_FOUND = { artists: CONTENT_ERRORS.artistNotFound, releases: CONTENT_ERRORS.releaseNotFound, press_posts: CONTENT_ERRORS.pressPostNotFound } as const;

/** The draft as the catalog would hold it published; press HTML sanitized exactly as a save does. */
function draftOf(request: PreviewRequest, id: string, stored: unknown, uid: string, now: Date): PreviewDraft {
  if (request.entity === "artists") return artistDraft(request.artist, id, stored as never, now);
  if (request.entity === "releases") return releaseDraft(request.release, id, stored as never, now);
  const content = sanitizeRichText(request.post.content);
  if (isBlankHtml(content)) throw new HttpsError("invalid-argument", CONTENT_REQUIRED);
  return pressDraft({ ...request.post, content }, id, stored as never, uid, now);
}

/**
 * PREVIEW of an artist, release or press form (docs/preview.md). The form's
 * values are checked with the save's own schema (by the contract); a saved
 * item needs view on it (and on the artist a release is moved to), a new
 * one the grant to create it. The preview waits for the site builder.
 */
export const requestPreview = defineCallable("requestPreview", async (request, context) => {
  const resource = RESOURCE_OF[request.entity];
  const owner = draftOwner(request);
  let uid: string;
  let stored: Stored<unknown> | null = null;
  if (request.id) {
    const result = await authorizeItem(context, {
      resource,
      anyOf: ["view"],
      load: () => loadStored(context, request, request.id!),
      notFound: NOT_FOUND[request.entity],
      requirements: (item) => previewViewScopes(item.owner, owner).map((artistId) => ({ action: "view", artistId })),
    });
    uid = result.caller.uid;
    stored = result.item;
  } else {
    uid = (await requireAll(context, resource, [{ action: "draft", artistId: owner }])).uid;
  }
  const now = new Date();
  const itemId = request.id ?? randomUUID();
  const id = randomBytes(24).toString("base64url");
  const expiresAt = new Date(now.getTime() + PREVIEW_TTL_MS);
  await context.repos.previews.create({
    id,
    entity: request.entity,
    item_id: itemId,
    view_scopes: previewViewScopes(stored ? stored.owner : owner, owner),
    draft: draftOf(request, itemId, stored?.item ?? null, uid, now),
    status: "pending",
    path: null,
    html: null,
    requested_by: uid,
    created_at: now,
    expires_at: expiresAt,
  });
  return { id, expires_at: expiresAt };
});
