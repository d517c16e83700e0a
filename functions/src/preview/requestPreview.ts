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

const NOT_FOUND = { artists: CONTENT_ERRORS.artistNotFound, releases: CONTENT_ERRORS.releaseNotFound, press_posts: CONTENT_ERRORS.pressPostNotFound } as const;

/** How a preview reads one kind of item and builds its draft, typed by the item (no casts between kinds). */
interface PreviewKind<T> {
  load: (id: string) => Promise<T | null>;
  /** The artist a saved item's grants are scoped to (null: a global grant). */
  ownerOf: (item: T) => string | null;
  /** The draft as the catalog would hold it published, over the saved item (null for a new one). */
  draft: (itemId: string, stored: T | null, uid: string, now: Date) => PreviewDraft;
}

/** Press HTML sanitized exactly as a save does; blank after sanitizing is refused like a blank save. */
function sanitizedContent(html: string): string {
  const content = sanitizeRichText(html);
  if (isBlankHtml(content)) throw new HttpsError("invalid-argument", CONTENT_REQUIRED);
  return content;
}

/**
 * A saved item needs view on it (and on the artist a release is moved to),
 * read only after the caller holds view somewhere; a new one the grant to
 * create it, before anything is read.
 */
async function createPreview<T>(context: AuthContext, request: PreviewRequest, kind: PreviewKind<T>) {
  const resource = RESOURCE_OF[request.entity];
  const owner = draftOwner(request);
  const savedId = request.id;
  let uid: string;
  let stored: T | null = null;
  if (savedId) {
    const result = await authorizeItem(context, {
      resource,
      anyOf: ["view"],
      load: () => kind.load(savedId),
      notFound: NOT_FOUND[request.entity],
      requirements: (item) => previewViewScopes(kind.ownerOf(item), owner).map((artistId) => ({ action: "view", artistId })),
    });
    uid = result.caller.uid;
    stored = result.item;
  } else {
    uid = (await requireAll(context, resource, [{ action: "draft", artistId: owner }])).uid;
  }
  const now = new Date();
  const itemId = savedId ?? randomUUID();
  const id = randomBytes(24).toString("base64url");
  const expiresAt = new Date(now.getTime() + PREVIEW_TTL_MS);
  await context.repos.previews.create({
    id,
    entity: request.entity,
    item_id: itemId,
    view_scopes: previewViewScopes(stored ? kind.ownerOf(stored) : owner, owner),
    draft: kind.draft(itemId, stored, uid, now),
    status: "pending",
    path: null,
    html: null,
    requested_by: uid,
    created_at: now,
    expires_at: expiresAt,
  });
  return { id, expires_at: expiresAt };
}

/**
 * PREVIEW of an artist, release or press form (docs/preview.md). The form's
 * values are checked with the save's own schema (by the contract), the
 * caller as `createPreview` says. The preview waits for the site builder.
 */
export const requestPreview = defineCallable("requestPreview", async (request, context) => {
  const { repos } = context;
  if (request.entity === "artists") {
    return createPreview(context, request, {
      load: (id) => repos.artists.get(id),
      ownerOf: (artist) => artist.id,
      draft: (itemId, stored, _uid, now) => artistDraft(request.artist, itemId, stored, now),
    });
  }
  if (request.entity === "releases") {
    return createPreview(context, request, {
      load: (id) => repos.releases.get(id),
      ownerOf: (release) => release.artist_id,
      draft: (itemId, stored, _uid, now) => releaseDraft(request.release, itemId, stored, now),
    });
  }
  return createPreview(context, request, {
    load: (id) => repos.pressPosts.get(id),
    ownerOf: () => null,
    draft: (itemId, stored, uid, now) => pressDraft({ ...request.post, content: sanitizedContent(request.post.content) }, itemId, stored, uid, now),
  });
});
