import { HttpsError } from "firebase-functions/https";
import { ACCESS_ERRORS, canGrantPermission, holdsEveryGrant, isSuperAdminRole, type Role } from "../../../src/lib/domain/access";
import { CONTENT_ERRORS } from "../../../src/lib/domain/shared";
import { access } from "../accessRules";
import { refuse } from "../authorization";
import { defineCallable } from "../callable";
import { existingRole } from "./lookups";
import { READS_ONLY } from "../operations/operation";

/** Super Admin holds everything whatever its grants say, so its grants are not edited (and cannot be stripped). */
function refuseSuperAdmin(role: Role) {
  if (isSuperAdminRole(role)) throw new HttpsError("failed-precondition", ACCESS_ERRORS.superAdminGrantsFixed);
}

/** `list_role_permissions` (docs/product.md#manage-users-actions): permission_id and artist_id (null: global) of each grant. */
export const listRolePermissions = defineCallable(
  "listRolePermissions",
  { access: access.userManagement("listRolePermissions"), audit: READS_ONLY },
  async ({ role_id }, context) => {
    const role = await existingRole(context.repos, role_id);
    const grants = await context.repos.rolePermissions.listForRole(role.id);
    return { permissions: grants.map(({ permission_id, artist_id }) => ({ permission_id, artist_id })) };
  },
);

/**
 * `assign_permission` (docs/product.md#manage-users-actions), optionally for one artist (artists and releases
 * only, refused by the request schema otherwise). The caller must hold what
 * they give. Assigning a held grant changes nothing.
 */
export const assignPermission = defineCallable(
  "assignPermission",
  { access: access.userManagement("assignPermission"), audit: { entity: "roles", action: "grant" } },
  async (grant, context) => {
    const { repos, caller } = context;
    refuseSuperAdmin(await existingRole(repos, grant.role_id));
    if (!(await repos.permissions.get(grant.permission_id))) throw new HttpsError("not-found", ACCESS_ERRORS.permissionNotFound);
    if (grant.artist_id !== null && !(await repos.artists.get(grant.artist_id))) {
      throw new HttpsError("not-found", CONTENT_ERRORS.artistNotFound);
    }
    if (!canGrantPermission(caller, grant)) throw refuse(ACCESS_ERRORS.permissionNotHeld);
    return { changed: await repos.rolePermissions.assign(grant, context.audit(grant.role_id, grant.permission_id)) };
  },
);

/**
 * `remove_permission` (docs/product.md#manage-users-actions): removing a grant the role does not hold changes
 * nothing. Taking follows the rule of giving: the caller must hold the grant.
 */
export const removePermission = defineCallable(
  "removePermission",
  { access: access.userManagement("removePermission"), audit: { entity: "roles", action: "revoke" } },
  async (grant, context) => {
    const { caller } = context;
    refuseSuperAdmin(await existingRole(context.repos, grant.role_id));
    if (!holdsEveryGrant(caller, [grant])) throw refuse(ACCESS_ERRORS.permissionNotHeldToRemove);
    return { changed: await context.repos.rolePermissions.revoke(grant, context.audit(grant.role_id, grant.permission_id)) };
  },
);
