import { getAuth } from "firebase-admin/auth";
import { HttpsError } from "firebase-functions/https";
import type { MediaUploadTarget } from "../../../src/lib/domain/media";
import {
  artistsAllowed,
  canAll,
  holdsAnywhere,
  PERMISSION_DENIED,
  resourceAbilities,
  USER_MANAGEMENT_ACTIONS,
  type Requirement,
  type ResourceAbilities,
  type UserManagementOperation,
} from "../../../src/lib/domain/access";
import { PREVIEW_TEXTS, previewViewRequirements, type Preview } from "../../../src/lib/domain/publishing";
import { CONTENT_RESOURCES, MUST_BE_LOGGED_IN, type Action, type Resource } from "../../../src/lib/domain/shared";
import { createRepositories, type Repositories } from "../../../src/lib/data";
import { adminApp } from "../../../src/lib/data/firestore";
import { loadCallerAccess, usersWhoCan, type CallerAccess } from "../../../src/lib/server/access";
import { RESOURCE_OF } from "../../../src/lib/server/publishing/publishScheduling";
import type { RequestClient } from "../../../src/lib/server/clientLimit";

/**
 * The one place functions decide who may do what. Every callable and HTTP
 * function declares its rule (accessRules.ts), which the runner checks
 * through these helpers before the handler runs; the rules themselves are
 * the pure ones of the domain (`can`, `canAll`, `holdsAnywhere`,
 * `writeRequirements`, userManagement.ts). The caller's roles and grants are
 * read from the database on every call (once per call), never taken from
 * the client.
 *
 * Order: the input is parsed first (ids included, by the shared schemas),
 * then permission is checked before any record is read. For one artist's
 * item that takes two steps (`access.item`): the caller must hold the
 * action in some scope before the item is read, then the item's own artist
 * is checked.
 *
 * What a runner knows of one call, all of it read from the request: the
 * verified caller and the client. Runners hand it to the operations; they
 * never hold the repositories, which only this floor opens.
 */
export interface CallContext {
  /** The verified caller (ID token), or null for an anonymous visitor. */
  uid: string | null;
  /** Who sent the request, read by the runner from the raw request (clientOf), for the per-client allowances; none for a job. */
  client?: RequestClient;
}

/** A call as this floor checks and runs it: with the repositories it opened for the call. */
export interface AuthContext extends CallContext {
  repos: Repositories;
}

export type { CallerAccess };

const opened = new WeakMap<CallContext, AuthContext>();

/**
 * The call with its repositories, opened here once per call: the access
 * check a runner makes and the operations the call then runs share them and
 * the caller's access read for the check. A caller that brings its
 * repositories (the local stack's scheduler, with its own process's) keeps them.
 */
export function authContextOf(call: CallContext & { repos?: Repositories }): AuthContext {
  if (call.repos) return call as AuthContext;
  let context = opened.get(call);
  // Spread: the call keeps what marks it (the scheduler's systemCaller) with the repositories added.
  if (!context) opened.set(call, (context = { ...call, repos: createRepositories() }));
  return context;
}

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

/** Whether staff access already read holds every requirement (after the record that decides them was read). */
export const allows = (caller: CallerAccess, resource: Resource, requirements: readonly Requirement[]): boolean =>
  caller.isAdmin && canAll(caller, resource, requirements);

/** `allows`, or `permission-denied`: a further check a handler makes on what it read or fetched. */
export function assertAllowed(caller: CallerAccess, resource: Resource, requirements: readonly Requirement[]): void {
  if (!allows(caller, resource, requirements)) throw refuse();
}

/** Staff holding every requirement on the resource (each for its artist; null: only a global grant counts). */
export async function requireAll(context: AuthContext, resource: Resource, requirements: readonly Requirement[]): Promise<CallerAccess> {
  const caller = await requireStaff(context);
  assertAllowed(caller, resource, requirements);
  return caller;
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
  return requireAll(context, "user_management", [{ action: USER_MANAGEMENT_ACTIONS[operation], artistId: null }]);
}

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
 * Uploading an image for an item: draft or edit on it. As in `access.item`,
 * the caller must hold one of them somewhere before the item is read; an
 * item that does not exist is refused like one the caller may not touch.
 */
export async function authorizeMediaUpload(context: AuthContext, target: MediaUploadTarget): Promise<CallerAccess> {
  const caller = await requireAnywhere(context, target.resource, UPLOAD_ACTIONS);
  const owner = await uploadOwner(context, target);
  if (owner === undefined || !UPLOAD_ACTIONS.some((action) => canAll(caller, target.resource, [{ action, artistId: owner }])))
    throw refuse();
  return caller;
}

/** Whether the caller holds the action on artists, releases or press in some scope. */
export const holdsOnContent = (caller: CallerAccess, action: Action) =>
  CONTENT_RESOURCES.some((resource) => holdsAnywhere(caller, resource, [action]));

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
  return (
    !!caller?.isAdmin &&
    (holdsAnywhere(caller, "releases", ["draft", "edit"]) || holdsAnywhere(caller, "artists", ["view", "draft", "edit"]))
  );
}

/** Whether the caller may look up one of our artists while it is unpublished: artists view, or releases draft or edit, for it. */
export function seesUnpublishedArtist(caller: CallerAccess | null, artistId: string): boolean {
  if (!caller?.isAdmin) return false;
  const needs = [
    ["artists", "view"],
    ["releases", "draft"],
    ["releases", "edit"],
  ] as const;
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
