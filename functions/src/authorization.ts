import { getAuth } from "firebase-admin/auth";
import { HttpsError } from "firebase-functions/https";
import type { MediaUploadTarget } from "../../src/lib/domain/contracts/media";
import {
  artistsAllowed,
  CONTENT_RESOURCES,
  CONTENT_ERRORS,
  canAll,
  holdsAnywhere,
  MUST_BE_LOGGED_IN,
  PERMISSION_DENIED,
  PREVIEW_TEXTS,
  previewViewRequirements,
  type Preview,
  resourceAbilities,
  USER_MANAGEMENT_ACTIONS,
  type Action,
  type ContentEntity,
  type Release,
  type Requirement,
  type Resource,
  type ResourceAbilities,
  type UserManagementOperation,
} from "../../src/lib/domain";
import type { Repositories } from "../../src/lib/data";
import type { ContentModels } from "../../src/lib/data/contentWriter";
import { adminApp } from "../../src/lib/data/firestore";
import { loadCallerAccess, usersWhoCan, type CallerAccess } from "../../src/lib/server/access";
import { RESOURCE_OF } from "../../src/lib/server/publishScheduling";

/**
 * The one place functions decide who may do what. Every callable and HTTP
 * handler authorizes through these helpers; the rules themselves are the
 * pure ones of the domain (`can`, `canAll`, `holdsAnywhere`,
 * `writeRequirements`, userManagement.ts). The caller's roles and grants are
 * read from the database on every call (once per call), never taken from
 * the client.
 *
 * Order inside a handler: the input is parsed first (ids included, by the
 * shared schemas), then permission is checked before any record is read.
 * For one artist's item that takes two steps (`authorizeItem`): the caller
 * must hold the action in some scope before the item is read, then the
 * item's own artist is checked.
 */
export interface AuthContext {
  /** The verified caller (ID token), or null for an anonymous visitor. */
  uid: string | null;
  repos: Repositories;
}

export type { CallerAccess };

const loaded = new WeakMap<AuthContext, Promise<CallerAccess>>();

export const refuse = (message: string = PERMISSION_DENIED) => new HttpsError("permission-denied", message);

/** The ID token of an `Authorization: Bearer …` header, if there is one. */
export const bearerToken = (authorization: string | undefined): string | undefined => /^Bearer (.+)$/.exec(authorization ?? "")?.[1];

/**
 * The uid of a verified Firebase ID token, or null: the caller of an
 * onRequest handler, which (unlike a callable) gets no verified auth of its
 * own. The AuthContext it builds from this goes through the checks below.
 */
export async function verifiedUid(idToken: string | undefined): Promise<string | null> {
  if (!idToken) return null;
  return getAuth(adminApp())
    .verifyIdToken(idToken)
    .then((decoded) => decoded.uid)
    .catch(() => null);
}

/** The verified caller's uid, or `unauthenticated`. Never trusts a uid in the payload. */
export function requireSignedIn(context: AuthContext): string {
  if (!context.uid) throw new HttpsError("unauthenticated", MUST_BE_LOGGED_IN);
  return context.uid;
}

/** The caller's access without requiring anything: null for an anonymous visitor. */
export function readCaller(context: AuthContext): Promise<CallerAccess | null> {
  if (!context.uid) return Promise.resolve(null);
  let access = loaded.get(context);
  if (!access) loaded.set(context, (access = loadCallerAccess(context.repos, context.uid)));
  return access;
}

/** Staff: a signed-in caller holding at least one role, whatever it allows. */
export async function requireStaff(context: AuthContext): Promise<CallerAccess> {
  requireSignedIn(context);
  const caller = (await readCaller(context))!;
  if (!caller.isAdmin) throw refuse();
  return caller;
}

/** Checks requirements against access already read (after the record that decides them was read). */
export function assertAllowed(caller: CallerAccess, resource: Resource, requirements: readonly Requirement[]): void {
  if (!caller.isAdmin || !canAll(caller, resource, requirements)) throw refuse();
}

/** Staff holding every requirement on the resource (each for its artist; null: only a global grant counts). */
export async function requireAll(context: AuthContext, resource: Resource, requirements: readonly Requirement[]): Promise<CallerAccess> {
  const caller = await requireStaff(context);
  assertAllowed(caller, resource, requirements);
  return caller;
}

/** One action, globally or for one artist's item. */
export function requireGrant(context: AuthContext, resource: Resource, action: Action, artistId: string | null = null): Promise<CallerAccess> {
  return requireAll(context, resource, [{ action, artistId }]);
}

/** Staff holding at least one of the actions on the resource in some scope (lists, lookups, and the first step of `authorizeItem`). */
export async function requireAnywhere(context: AuthContext, resource: Resource, actions: readonly Action[]): Promise<CallerAccess> {
  const caller = await requireStaff(context);
  if (!holdsAnywhere(caller, resource, actions)) throw refuse();
  return caller;
}

/** What a list may show: every row (`scopes` null) or the rows of these artists. */
export interface ListAccess {
  caller: CallerAccess;
  abilities: ResourceAbilities;
  scopes: string[] | null;
}

/**
 * A list of one resource: staff holding `action` on it somewhere, with the
 * rows that reaches: all of them with a global grant, otherwise those of the
 * artists the grants name (artists and releases), which the list filters
 * and counts on the server.
 */
export async function requireListAccess(context: AuthContext, resource: Resource, action: Action = "view"): Promise<ListAccess> {
  const caller = await requireAnywhere(context, resource, [action]);
  const abilities = resourceAbilities(caller.grants, resource, caller);
  return { caller, abilities, scopes: artistsAllowed(abilities, action) };
}

/** The user_management action an operation of the users and roles screens needs (USER_MANAGEMENT_ACTIONS). */
export function requireUserManagement(context: AuthContext, operation: UserManagementOperation): Promise<CallerAccess> {
  return requireGrant(context, "user_management", USER_MANAGEMENT_ACTIONS[operation]);
}

export interface ItemCheck<T> {
  resource: Resource;
  /** Actions of which the caller must hold one somewhere before the item is read. */
  anyOf: readonly Action[];
  load: () => Promise<T | null>;
  /** The `not-found` message; only callers past the first step learn that an item is missing. */
  notFound: string;
  /** What acting on this item needs, from the item as stored (e.g. `writeRequirements`). */
  requirements: (item: T) => readonly Requirement[];
}

/**
 * Acting on one stored item (an artist, a release, a press post): refuses
 * anonymous and role-less callers and those holding none of `anyOf`
 * anywhere before reading; then reads the item (`not-found` if missing) and
 * checks its requirements.
 */
export async function authorizeItem<T>(context: AuthContext, check: ItemCheck<T>): Promise<{ caller: CallerAccess; item: T }> {
  const caller = await requireAnywhere(context, check.resource, check.anyOf);
  const item = await check.load();
  if (!item) throw new HttpsError("not-found", check.notFound);
  assertAllowed(caller, check.resource, check.requirements(item));
  return { caller, item };
}

/** Acting on one release: `action` for its primary artist (`notFound`: the message when it is missing). */
export function authorizeRelease(context: AuthContext, releaseId: string, action: Action, notFound: string = CONTENT_ERRORS.releaseNotFound): Promise<{ caller: CallerAccess; item: Release }> {
  return authorizeItem(context, {
    resource: "releases",
    anyOf: [action],
    load: () => context.repos.releases.get(releaseId),
    notFound,
    requirements: (release) => [{ action, artistId: release.artist_id }],
  });
}

/** View on one stored item of `resource` belonging to `artistId` (null: only a global grant counts); answers the item. */
async function viewItem<T>(context: AuthContext, resource: Resource, artistId: string | null, notFound: string, load: () => Promise<T | null>): Promise<T> {
  const { item } = await authorizeItem(context, { resource, anyOf: ["view"], load, notFound, requirements: () => [{ action: "view", artistId }] });
  return item;
}

/**
 * Opening an item's form or its history: view on the item (on the artist
 * itself, on a release's primary artist, on press globally). Each answers
 * the item as stored.
 */
export const viewContent: { [E in ContentEntity]: (context: AuthContext, id: string) => Promise<ContentModels[E]> } = {
  artists: (context, id) => viewItem(context, "artists", id, CONTENT_ERRORS.artistNotFound, () => context.repos.artists.get(id)),
  releases: async (context, id) => (await authorizeRelease(context, id, "view")).item,
  press_posts: (context, id) => viewItem(context, "press", null, CONTENT_ERRORS.pressPostNotFound, () => context.repos.pressPosts.get(id)),
};

/** HTTP status and message of a refusal, for onRequest handlers that answer JSON themselves. */
export function refusalOf(error: unknown): { status: number; message: string } | null {
  return error instanceof HttpsError ? { status: error.httpErrorCode.status, message: error.message } : null;
}

// ------------------------------------------------------------ uploaded images
// docs/decisions.md#uploaded-images: uploading needs draft or edit on the
// item the image is for (an artist itself, a release's primary artist, press
// globally); the media library needs view, deleting an unused image delete,
// on artists, releases or press.

const UPLOAD_ACTIONS: readonly Action[] = ["draft", "edit"];

/** The artist an upload's item belongs to, or null (press, a new artist, a release without one); undefined when the item does not exist. */
async function uploadOwner(context: AuthContext, target: MediaUploadTarget): Promise<string | null | undefined> {
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
 * Uploading an image for an item: draft or edit on it. As in `authorizeItem`,
 * the caller must hold one of them somewhere before the item is read; an
 * item that does not exist is refused like one the caller may not touch.
 */
export async function authorizeMediaUpload(context: AuthContext, target: MediaUploadTarget): Promise<CallerAccess> {
  const caller = await requireAnywhere(context, target.resource, UPLOAD_ACTIONS);
  const owner = await uploadOwner(context, target);
  if (owner === undefined || !UPLOAD_ACTIONS.some((action) => canAll(caller, target.resource, [{ action, artistId: owner }]))) throw refuse();
  return caller;
}

/** Whether the caller holds the action on artists, releases or press in some scope. */
export const holdsOnContent = (caller: CallerAccess, action: Action) => CONTENT_RESOURCES.some((resource) => holdsAnywhere(caller, resource, [action]));

/**
 * Staff holding the action on artists, releases or press in some scope: the
 * media library (`view`) and deleting from it (`delete`), the pending publish
 * schedules (`view`), and the first step of cancelling one (`publish`).
 */
export async function requireOnContent(context: AuthContext, action: Action): Promise<CallerAccess> {
  const caller = await requireStaff(context);
  if (!holdsOnContent(caller, action)) throw refuse();
  return caller;
}

// ── Previews of drafts (docs/preview.md) ──────────────────────────────────

/**
 * A preview the caller may see: staff (refused before anything is read),
 * then the preview, then view in each of its scopes (the item's artist, and
 * the one a release is moved to; global for press and a new artist). A
 * missing or expired one is `not-found`; an expired one is deleted on the
 * way (the builder's next pass would delete it anyway).
 */
export async function authorizePreview(context: AuthContext, id: string, now: Date = new Date()): Promise<Preview> {
  const caller = await requireStaff(context);
  const preview = await context.repos.previews.get(id);
  const expired = preview !== null && preview.expires_at.getTime() <= now.getTime();
  if (expired) await context.repos.previews.delete(id);
  if (!preview || expired) throw new HttpsError("not-found", PREVIEW_TEXTS.notFound);
  assertAllowed(caller, RESOURCE_OF[preview.entity], previewViewRequirements(preview));
  return preview;
}

// ── Spotify lookups for the public artist page and the import dialog ───────

/** Staff who import releases or edit artists: they may list any Spotify artist's releases. */
export function browsesSpotify(caller: CallerAccess | null): boolean {
  return !!caller?.isAdmin && (holdsAnywhere(caller, "releases", ["draft", "edit"]) || holdsAnywhere(caller, "artists", ["view", "draft", "edit"]));
}

/** Whether the caller may look up one of our artists while it is unpublished: artists view, or releases draft or edit, for it. */
export function seesUnpublishedArtist(caller: CallerAccess | null, artistId: string): boolean {
  if (!caller?.isAdmin) return false;
  const needs = [["artists", "view"], ["releases", "draft"], ["releases", "edit"]] as const;
  return needs.some(([resource, action]) => canAll(caller, resource, [{ action, artistId }]));
}

// ── Other staff members' access (not the caller's) ─────────────────────────

/** Staff holding `action` on `resource` globally, by email: e.g. who a demo may be assigned to. */
export function staffWhoCan(context: AuthContext, resource: Resource, action: Action): Promise<{ id: string; email: string | null }[]> {
  return usersWhoCan(context.repos, resource, action);
}

/** Whether another user (not the caller) is staff holding `action` on `resource` globally, e.g. a demo's assignee. */
export async function userHolds(context: AuthContext, uid: string, resource: Resource, action: Action): Promise<boolean> {
  const access = await loadCallerAccess(context.repos, uid);
  return access.isAdmin && canAll(access, resource, [{ action, artistId: null }]);
}
