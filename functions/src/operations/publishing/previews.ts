import { randomBytes, randomUUID } from "node:crypto";
import { type Artist, type PressPost, type Release } from "../../../../src/lib/domain/catalog";
import {
  artistDraft,
  draftOwner,
  pressDraft,
  PREVIEW_TTL_MS,
  previewViewScopes,
  releaseDraft,
  type ContentEntity,
  type PreviewDraft,
  type PreviewRequest,
  previewUrl,
} from "../../../../src/lib/domain/publishing";
import { CONTENT_ERRORS } from "../../../../src/lib/domain/shared";
import type { Repositories } from "../../../../src/lib/data";
import { RESOURCE_OF } from "../../../../src/lib/server/publishing/publishScheduling";
import { access, type Caller } from "../accessRules";
import type { CallableInput } from "../../callable";
import { sanitizedPressContent } from "../catalog/pressPosts";
import { defineOperation, notAudited, READS_ONLY } from "../operation";

// Previews of the artist, release and press forms (docs/preview.md): the unsaved form rendered for its requester.

const NOT_FOUND = {
  artists: CONTENT_ERRORS.artistNotFound,
  releases: CONTENT_ERRORS.releaseNotFound,
  press_posts: CONTENT_ERRORS.pressPostNotFound,
} as const;

/** A saved item as the check read it, tagged with its kind (so the handler narrows it without casts). */
type Stored = { entity: "artists"; item: Artist } | { entity: "releases"; item: Release } | { entity: "press_posts"; item: PressPost };

async function loadStored(repos: Repositories, entity: ContentEntity, id: string): Promise<Stored | null> {
  if (entity === "artists") {
    const item = await repos.artists.get(id);
    return item && { entity, item };
  }
  if (entity === "releases") {
    const item = await repos.releases.get(id);
    return item && { entity, item };
  }
  const item = await repos.pressPosts.get(id);
  return item && { entity, item };
}

/** The artist a saved item's grants are scoped to (null: a global grant). */
const ownerOf = (stored: Stored): string | null =>
  stored.entity === "artists" ? stored.item.id : stored.entity === "releases" ? stored.item.artist_id : null;

/**
 * A saved item needs view on it (and on the artist a release is moved to),
 * read only after the caller holds view somewhere; a new one the grant to
 * create it, before anything is read.
 */
const previewAccess = access.choice<PreviewRequest, Caller & { item?: Stored }>((request) => {
  const resource = RESOURCE_OF[request.entity];
  const savedId = request.id;
  if (!savedId) return access.all(resource, () => [{ action: "draft", artistId: draftOwner(request) }]);
  return access.item({
    resource,
    anyOf: ["view"],
    load: (_input, repos) => loadStored(repos, request.entity, savedId),
    notFound: NOT_FOUND[request.entity],
    requirements: (stored) => previewViewScopes(ownerOf(stored), draftOwner(request)).map((artistId) => ({ action: "view", artistId })),
  });
});

/**
 * PREVIEW of an artist, release or press form (docs/preview.md). The form's
 * values are checked with the save's own schema (by the contract), the
 * caller as `previewAccess` says. The preview waits for the site builder.
 */
export const requestPreview = defineOperation(
  "requestPreview",
  {
    access: previewAccess,
    audit: notAudited(
      "a preview renders unsaved form values for its requester alone and expires; nothing published changes, and the save that follows is audited",
    ),
  },
  async (request, { repos, caller, item }) => {
    const stored = item ?? null;
    const owner = draftOwner(request);
    const now = new Date();
    const itemId = request.id ?? randomUUID();
    const draft = (): PreviewDraft => {
      if (request.entity === "artists") return artistDraft(request.artist, itemId, stored?.entity === "artists" ? stored.item : null, now);
      if (request.entity === "releases")
        return releaseDraft(request.release, itemId, stored?.entity === "releases" ? stored.item : null, now);
      const post = { ...request.post, content: sanitizedPressContent(request.post.content) };
      return pressDraft(post, itemId, stored?.entity === "press_posts" ? stored.item : null, caller.uid, now);
    };
    const id = randomBytes(24).toString("base64url");
    const expiresAt = new Date(now.getTime() + PREVIEW_TTL_MS);
    await repos.previews.create({
      id,
      entity: request.entity,
      item_id: itemId,
      view_scopes: previewViewScopes(stored ? ownerOf(stored) : owner, owner),
      draft: draft(),
      status: "pending",
      path: null,
      html: null,
      requested_by: caller.uid,
      created_at: now,
      expires_at: expiresAt,
    });
    return { id, expires_at: expiresAt };
  },
);

/** Whether the site builder has rendered a preview yet; the admin polls it while PREPARING PREVIEW... shows. */
export const previewStatus = defineOperation(
  "previewStatus",
  { access: access.preview((input: CallableInput<"previewStatus">) => input.id), audit: READS_ONLY },
  async (_input, { preview }) => ({ status: preview.status, url: previewUrl(preview.id) }),
);
