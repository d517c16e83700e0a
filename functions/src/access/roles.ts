import { randomUUID } from "node:crypto";
import { HttpsError } from "firebase-functions/https";
import { ACCESS_ERRORS, canChangeRole, holdsEveryGrant, isRoleNameTaken, isSuperAdminRole } from "../../../src/lib/domain/access";
import { deleteRoleEverywhere } from "../../../src/lib/data/access/access";
import { access } from "../accessRules";
import { refuse, type CallerAccess } from "../authorization";
import { defineCallable, type CallContext } from "../callable";
import { existingRole } from "./lookups";

/**
 * Role names are unique (ignoring case), and only a Super Admin may name a
 * role Super Admin: that name alone carries every permission.
 */
async function checkRoleName(context: CallContext, caller: CallerAccess, name: string, exceptRoleId?: string) {
  if (isSuperAdminRole({ name }) && !caller.isSuperAdmin) throw new HttpsError("permission-denied", ACCESS_ERRORS.superAdminOnly);
  if (isRoleNameTaken(name, await context.repos.roles.listAll(), exceptRoleId)) {
    throw new HttpsError("already-exists", ACCESS_ERRORS.roleNameTaken);
  }
}

/** `create_role` (docs/product.md#manage-users-actions): a new role holds no permissions. */
export const createRole = defineCallable(
  "createRole",
  { access: access.userManagement("createRole"), audit: { entity: "roles", action: "create" } },
  async ({ role_name, role_description }, context) => {
    const { caller } = context;
    await checkRoleName(context, caller, role_name);
    const role = { id: randomUUID(), name: role_name, description: role_description };
    await context.repos.roles.create(role, context.audit(role.id, role.name));
    return { role };
  },
);

/**
 * `update_role` (docs/product.md#manage-users-actions): name and description. Renaming Super Admin would strip
 * everyone of it, so its name is fixed; and only a Super Admin changes the
 * Super Admin role at all.
 */
export const updateRole = defineCallable(
  "updateRole",
  { access: access.userManagement("updateRole"), audit: { entity: "roles", action: "update" } },
  async ({ role_id, role_name, role_description }, context) => {
    const { caller } = context;
    const role = await existingRole(context.repos, role_id);
    if (!canChangeRole(caller, role)) throw refuse(ACCESS_ERRORS.superAdminRoleFixed);
    if (isSuperAdminRole(role) && role_name !== role.name) {
      throw new HttpsError("failed-precondition", ACCESS_ERRORS.superAdminNotRenamable);
    }
    if (role_name !== role.name) await checkRoleName(context, caller, role_name, role.id);
    const updated = await context.repos.roles.update(
      role.id,
      { name: role_name, description: role_description },
      context.audit(role.id, role_name),
    );
    if (!updated) throw new HttpsError("not-found", ACCESS_ERRORS.roleNotFound);
    return { role: updated };
  },
);

/**
 * `delete_role` (docs/product.md#manage-users-actions): the role, its grants and its place in every user's roles go
 * together. Super Admin stays. Deleting takes every grant of the role, so
 * it follows the rule of removing one (`holdsEveryGrant`), decided on the
 * grants the deleting transaction reads.
 */
export const deleteRole = defineCallable(
  "deleteRole",
  { access: access.userManagement("deleteRole"), audit: { entity: "roles", action: "delete" } },
  async ({ role_id }, context) => {
    const { caller } = context;
    const role = await existingRole(context.repos, role_id);
    if (isSuperAdminRole(role)) throw new HttpsError("failed-precondition", ACCESS_ERRORS.superAdminNotDeletable);
    const outcome = await deleteRoleEverywhere(context.repos, role.id, context.audit(role.id, role.name), (grants) =>
      holdsEveryGrant(caller, grants),
    );
    if (outcome === "refused") throw refuse(ACCESS_ERRORS.permissionNotHeldToRemove);
    if (outcome === "role-not-found") throw new HttpsError("not-found", ACCESS_ERRORS.roleNotFound);
    return { role_id: role.id };
  },
);
