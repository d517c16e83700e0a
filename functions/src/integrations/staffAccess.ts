import { HttpsError } from "firebase-functions/https";
import { permissionId, type Action, type Resource } from "../../../src/lib/domain";
import { loadCallerAccess, type CallerAccess } from "../../../src/lib/server/access";
import { PERMISSION_DENIED, requireUser, type CallContext } from "../callable";

/** Whether the caller holds any of the actions on the resource, globally or for some artist. */
export function holdsAny(access: CallerAccess, resource: Resource, actions: readonly Action[]): boolean {
  if (!access.isAdmin) return false;
  const wanted = new Set<string>(actions.map((action) => permissionId(resource, action)));
  return access.isSuperAdmin || access.grants.some((grant) => wanted.has(grant.permission_id));
}

/** Staff holding any of the actions (any scope), else `permission-denied`. */
export async function requireAnyOf(context: CallContext, resource: Resource, actions: readonly Action[]): Promise<CallerAccess> {
  const access = await loadCallerAccess(context.repos, requireUser(context.request));
  if (!holdsAny(access, resource, actions)) throw new HttpsError("permission-denied", PERMISSION_DENIED);
  return access;
}

/** The signed-in caller's access, or null for an anonymous visitor. */
export async function optionalCallerAccess(context: CallContext): Promise<CallerAccess | null> {
  const uid = context.request.auth?.uid;
  return uid ? loadCallerAccess(context.repos, uid) : null;
}
