import { randomUUID } from "node:crypto";
import { HttpsError } from "firebase-functions/https";
import {
  ACCESS_ERRORS,
  canChangeRole,
  canGrantPermission,
  holdsEveryGrant,
  isRoleNameTaken,
  isSuperAdminRole,
  type Role,
} from "../../../../src/lib/domain/access";
import { CONTENT_ERRORS } from "../../../../src/lib/domain/shared";
import { deleteRoleEverywhere } from "../../../../src/lib/data/access/access";
import type { Repositories } from "../../../../src/lib/data";
import { access } from "../accessRules";
import { refuse, type CallerAccess } from "../authorization";
import type { CallableInput } from "../../callable";
import { existingRole } from "../../access/lookups";
import { defineOperation, READS_ONLY } from "../operation";

// The roles and their grants (docs/product.md#manage-users-actions), each on its user_management action.

/** `list_roles`: every role, by name. */
export const listRoles = defineOperation(
  "listRoles",
  { access: access.userManagement("listRoles"), audit: READS_ONLY },
  async (_input: CallableInput<"listRoles">, { repos }) => ({ roles: await repos.roles.listAll() }),
);

/** The permissions that exist, by resource type then action: the roles grids draw a checkbox only for these. */
export const listPermissions = defineOperation(
  "listPermissions",
  { access: access.userManagement("listPermissions"), audit: READS_ONLY },
  async (_input: CallableInput<"listPermissions">, { repos }) => ({ permissions: await repos.permissions.listAll() }),
);

/** The artists a grant may be scoped to, by name, for the artist-specific grid's select. */
export const listScopeArtists = defineOperation(
  "listScopeArtists",
  { access: access.userManagement("listScopeArtists"), audit: READS_ONLY },
  async (_input: CallableInput<"listScopeArtists">, { repos }) => {
    const artists = await repos.artists.listAll();
    return { artists: artists.map(({ id, name }) => ({ id, name })) };
  },
);

/**
 * Role names are unique (ignoring case), and only a Super Admin may name a
 * role Super Admin: that name alone carries every permission.
 */
async function checkRoleName(repos: Repositories, caller: CallerAccess, name: string, exceptRoleId?: string) {
  if (isSuperAdminRole({ name }) && !caller.isSuperAdmin) throw new HttpsError("permission-denied", ACCESS_ERRORS.superAdminOnly);
  if (isRoleNameTaken(name, await repos.roles.listAll(), exceptRoleId)) {
    throw new HttpsError("already-exists", ACCESS_ERRORS.roleNameTaken);
  }
}

/** `create_role`: a new role holds no permissions. */
export const createRole = defineOperation(
  "createRole",
  { access: access.userManagement("createRole"), audit: { entity: "roles", action: "create" } },
  async ({ role_name, role_description }: CallableInput<"createRole">, { repos, caller, audit }) => {
    await checkRoleName(repos, caller, role_name);
    const role = { id: randomUUID(), name: role_name, description: role_description };
    await repos.roles.create(role, audit(role.id, role.name));
    return { role };
  },
);

/**
 * `update_role`: name and description. Renaming Super Admin would strip
 * everyone of it, so its name is fixed; and only a Super Admin changes the
 * Super Admin role at all.
 */
export const updateRole = defineOperation(
  "updateRole",
  { access: access.userManagement("updateRole"), audit: { entity: "roles", action: "update" } },
  async ({ role_id, role_name, role_description }: CallableInput<"updateRole">, { repos, caller, audit }) => {
    const role = await existingRole(repos, role_id);
    if (!canChangeRole(caller, role)) throw refuse(ACCESS_ERRORS.superAdminRoleFixed);
    if (isSuperAdminRole(role) && role_name !== role.name) {
      throw new HttpsError("failed-precondition", ACCESS_ERRORS.superAdminNotRenamable);
    }
    if (role_name !== role.name) await checkRoleName(repos, caller, role_name, role.id);
    const updated = await repos.roles.update(role.id, { name: role_name, description: role_description }, audit(role.id, role_name));
    if (!updated) throw new HttpsError("not-found", ACCESS_ERRORS.roleNotFound);
    return { role: updated };
  },
);

/**
 * `delete_role`: the role, its grants and its place in every user's roles go
 * together. Super Admin stays. Deleting takes every grant of the role, so
 * it follows the rule of removing one (`holdsEveryGrant`), decided on the
 * grants the deleting transaction reads.
 */
export const deleteRole = defineOperation(
  "deleteRole",
  { access: access.userManagement("deleteRole"), audit: { entity: "roles", action: "delete" } },
  async ({ role_id }: CallableInput<"deleteRole">, { repos, caller, audit }) => {
    const role = await existingRole(repos, role_id);
    if (isSuperAdminRole(role)) throw new HttpsError("failed-precondition", ACCESS_ERRORS.superAdminNotDeletable);
    const outcome = await deleteRoleEverywhere(repos, role.id, audit(role.id, role.name), (grants) => holdsEveryGrant(caller, grants));
    if (outcome === "refused") throw refuse(ACCESS_ERRORS.permissionNotHeldToRemove);
    if (outcome === "role-not-found") throw new HttpsError("not-found", ACCESS_ERRORS.roleNotFound);
    return { role_id: role.id };
  },
);

/** Super Admin holds everything whatever its grants say, so its grants are not edited (and cannot be stripped). */
function refuseSuperAdmin(role: Role) {
  if (isSuperAdminRole(role)) throw new HttpsError("failed-precondition", ACCESS_ERRORS.superAdminGrantsFixed);
}

/** `list_role_permissions`: permission_id and artist_id (null: global) of each grant. */
export const listRolePermissions = defineOperation(
  "listRolePermissions",
  { access: access.userManagement("listRolePermissions"), audit: READS_ONLY },
  async ({ role_id }: CallableInput<"listRolePermissions">, { repos }) => {
    const role = await existingRole(repos, role_id);
    const grants = await repos.rolePermissions.listForRole(role.id);
    return { permissions: grants.map(({ permission_id, artist_id }) => ({ permission_id, artist_id })) };
  },
);

/**
 * `assign_permission`, optionally for one artist (artists and releases
 * only, refused by the request schema otherwise). The caller must hold what
 * they give. Assigning a held grant changes nothing.
 */
export const assignPermission = defineOperation(
  "assignPermission",
  { access: access.userManagement("assignPermission"), audit: { entity: "roles", action: "grant" } },
  async (grant: CallableInput<"assignPermission">, { repos, caller, audit }) => {
    refuseSuperAdmin(await existingRole(repos, grant.role_id));
    if (!(await repos.permissions.get(grant.permission_id))) throw new HttpsError("not-found", ACCESS_ERRORS.permissionNotFound);
    if (grant.artist_id !== null && !(await repos.artists.get(grant.artist_id))) {
      throw new HttpsError("not-found", CONTENT_ERRORS.artistNotFound);
    }
    if (!canGrantPermission(caller, grant)) throw refuse(ACCESS_ERRORS.permissionNotHeld);
    return { changed: await repos.rolePermissions.assign(grant, audit(grant.role_id, grant.permission_id)) };
  },
);

/**
 * `remove_permission`: removing a grant the role does not hold changes
 * nothing. Taking follows the rule of giving: the caller must hold the grant.
 */
export const removePermission = defineOperation(
  "removePermission",
  { access: access.userManagement("removePermission"), audit: { entity: "roles", action: "revoke" } },
  async (grant: CallableInput<"removePermission">, { repos, caller, audit }) => {
    refuseSuperAdmin(await existingRole(repos, grant.role_id));
    if (!holdsEveryGrant(caller, [grant])) throw refuse(ACCESS_ERRORS.permissionNotHeldToRemove);
    return { changed: await repos.rolePermissions.revoke(grant, audit(grant.role_id, grant.permission_id)) };
  },
);
