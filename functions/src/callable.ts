import { HttpsError, onCall, type CallableOptions, type CallableRequest as FirebaseCallableRequest } from "firebase-functions/https";
import type { z } from "zod";
import { callables, type CallableName, type CallableResponse } from "../../src/lib/domain/callables";
import { firstErrorMessage, type Action, type Resource } from "../../src/lib/domain";
import { createRepositories, type Repositories } from "../../src/lib/data";
import { callerCan, loadCallerAccess, type CallerAccess } from "../../src/lib/server/access";

type Input<N extends CallableName> = z.output<(typeof callables)[N]["request"]>;

export interface CallContext {
  request: FirebaseCallableRequest<unknown>;
  repos: Repositories;
}

/**
 * Defines a callable from the shared contract: the input is parsed with the
 * shared schema before the handler runs, so a handler only ever sees valid
 * data; a bad payload gets `invalid-argument` with the schema's message.
 * Handlers read: parse (done here) → authorize → act through the data layer → return.
 */
export function defineCallable<N extends CallableName>(
  name: N,
  handler: (input: Input<N>, context: CallContext) => Promise<CallableResponse<N>>,
  /** e.g. `{ secrets: [spotifyClientSecret] }` */
  options: Omit<CallableOptions, "cors"> = {},
) {
  return onCall({ cors: true, ...options }, async (request) => {
    const parsed = (callables[name].request as z.ZodType).safeParse(request.data);
    if (!parsed.success) throw new HttpsError("invalid-argument", firstErrorMessage(parsed.error));
    return toWire(await handler(parsed.data as Input<N>, { request, repos: createRepositories() }));
  });
}

/**
 * The callable protocol encodes a Date as `{}` (firebase-functions walks its
 * own entries); JSON turns it into the ISO string the response schemas'
 * `z.coerce.date()` reads back.
 */
function toWire(result: unknown): unknown {
  return result === undefined ? null : JSON.parse(JSON.stringify(result));
}

export const PERMISSION_DENIED = "You do not have permission to do this";

/** The verified caller's uid, or `unauthenticated`. Never trusts a uid in the payload. */
export function requireUser(request: FirebaseCallableRequest<unknown>): string {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError("unauthenticated", "You must be logged in");
  return uid;
}

/**
 * Loads the caller's roles and grants from the database (on every call) and
 * fails with `permission-denied` unless they allow the action. Pass the
 * artist id for artist-scoped resources (a release's primary artist).
 */
export async function requirePermission(
  context: CallContext,
  resource: Resource,
  action: Action,
  artistId?: string | null,
): Promise<CallerAccess> {
  const uid = requireUser(context.request);
  const access = await loadCallerAccess(context.repos, uid);
  if (!access.isAdmin || !callerCan(access, resource, action, artistId)) {
    throw new HttpsError("permission-denied", PERMISSION_DENIED);
  }
  return access;
}

/**
 * Several checks on one resource with one read of the caller's grants, e.g.
 * edit for a release's artist plus publish when the save publishes it.
 */
export async function requireEvery(
  context: CallContext,
  resource: Resource,
  requirements: readonly { action: Action; artistId: string | null }[],
): Promise<CallerAccess> {
  const uid = requireUser(context.request);
  const access = await loadCallerAccess(context.repos, uid);
  if (!access.isAdmin || !requirements.every((r) => callerCan(access, resource, r.action, r.artistId))) {
    throw new HttpsError("permission-denied", PERMISSION_DENIED);
  }
  return access;
}

/** Any admin (a holder of at least one role), whatever the role allows. */
export async function requireAdmin(context: CallContext): Promise<CallerAccess> {
  const access = await loadCallerAccess(context.repos, requireUser(context.request));
  if (!access.isAdmin) throw new HttpsError("permission-denied", PERMISSION_DENIED);
  return access;
}

/** For lists: the caller must hold the action globally or for at least one artist. */
export async function requireAnyPermission(context: CallContext, resource: Resource, action: Action): Promise<CallerAccess> {
  const uid = requireUser(context.request);
  const access = await loadCallerAccess(context.repos, uid);
  const granted = access.isSuperAdmin || access.grants.some((g) => g.permission_id === `${resource}.${action}`);
  if (!access.isAdmin || !granted) throw new HttpsError("permission-denied", PERMISSION_DENIED);
  return access;
}
