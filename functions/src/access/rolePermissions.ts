import { HttpsError } from "firebase-functions/https";
import { ACCESS_ERRORS, CONTENT_ERRORS, canGrantPermission, holdsEveryGrant, isSuperAdminRole, type Role } from "../../../src/lib/domain";
import { refuse, requireUserManagement } from "../authorization";
import { defineCallable } from "../callable";
import { existingRole } from "./lookups";

/** Super Admin holds everything whatever its grants say, so its grants are not edited (and cannot be stripped). */
function refuseSuperAdmin(role: Role) {
  if (isSuperAdminRole(role)) throw new HttpsError("failed-precondition", ACCESS_ERRORS.superAdminGrantsFixed);
}

/** `list_role_permissions` (docs/product.md#manage-users-actions): permission_id and artist_id (null: global) of each grant. */
export const listRolePermissions = defineCallable("listRolePermissions", async ({ role_id }, context) => {
  await requireUserManagement(context, "listRolePermissions");
  const role = await existingRole(context.repos, role_id);
  const grants = await context.repos.rolePermissions.listForRole(role.id);
  return { permissions: grants.map(({ permission_id, artist_id }) => ({ permission_id, artist_id })) };
});

/**
 * `assign_permission` (docs/product.md#manage-users-actions), optionally for one artist (artists and releases
 * only, refused by the request schema otherwise). The caller must hold what
 * they give. Assigning a held grant changes nothing.
 */
export const assignPermission = defineCallable("assignPermission", async (grant, context) => {
  const caller = await requireUserManagement(context, "assignPermission");
  const { repos } = context;
  refuseSuperAdmin(await existingRole(repos, grant.role_id));
  if (!(await repos.permissions.get(grant.permission_id))) throw new HttpsError("not-found", ACCESS_ERRORS.permissionNotFound);
  if (grant.artist_id !== null && !(await repos.artists.get(grant.artist_id))) {
    throw new HttpsError("not-found", CONTENT_ERRORS.artistNotFound);
  }
  if (!canGrantPermission(caller, grant)) throw refuse(ACCESS_ERRORS.permissionNotHeld);
  const audit = repos.auditLog.recorder({ actor: caller.uid, action: "grant", entity: "roles", entityId: grant.role_id, label: grant.permission_id });
  return { changed: await repos.rolePermissions.assign(grant, audit) };
});

/**
 * `remove_permission` (docs/product.md#manage-users-actions): removing a grant the role does not hold changes
 * nothing. Taking follows the rule of giving: the caller must hold the grant.
 */
export const removePermission = defineCallable("removePermission", async (grant, context) => {
  const caller = await requireUserManagement(context, "removePermission");
  refuseSuperAdmin(await existingRole(context.repos, grant.role_id));
  if (!holdsEveryGrant(caller, [grant])) throw refuse(ACCESS_ERRORS.permissionNotHeldToRemove);
  const audit = context.repos.auditLog.recorder({ actor: caller.uid, action: "revoke", entity: "roles", entityId: grant.role_id, label: grant.permission_id });
  return { changed: await context.repos.rolePermissions.revoke(grant, audit) };
});
