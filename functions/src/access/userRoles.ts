import { HttpsError } from "firebase-functions/https";
import { ACCESS_ERRORS, canGiveRole, canTakeRole, isSuperAdminRole } from "../../../src/lib/domain/access";
import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { existingRole } from "./lookups";
import { oneWithRoleNames } from "./userView";

/** `add_role` (docs/product.md#manage-users-actions): gives a user a role, passing on only grants the caller holds. Adding a held role changes nothing. */
export const addUserRole = defineCallable(
  "addUserRole",
  { access: access.userManagement("addUserRole"), audit: { entity: "users", action: "add_role" } },
  async ({ user_id, role_id }, context) => {
    const { repos, caller } = context;
    const role = await existingRole(repos, role_id);
    if (!canGiveRole(caller, role, await repos.rolePermissions.listForRole(role.id))) {
      throw new HttpsError("permission-denied", isSuperAdminRole(role) ? ACCESS_ERRORS.superAdminOnly : ACCESS_ERRORS.roleExceedsCaller);
    }
    const user = await repos.users.addRole(user_id, role.id, context.audit(user_id, role.name));
    if (!user) throw new HttpsError("not-found", ACCESS_ERRORS.userNotFound);
    return { user: await oneWithRoleNames(repos, user) };
  },
);

/** `remove_role` (docs/product.md#manage-users-actions): only a Super Admin takes the Super Admin role, and never from the last one holding it. */
export const removeUserRole = defineCallable(
  "removeUserRole",
  { access: access.userManagement("removeUserRole"), audit: { entity: "users", action: "remove_role" } },
  async ({ user_id, role_id }, context) => {
    const { repos, caller } = context;
    const role = await existingRole(repos, role_id);
    if (!canTakeRole(caller, role)) throw new HttpsError("permission-denied", ACCESS_ERRORS.superAdminOnly);
    const result = await repos.users.removeRole(
      user_id,
      role.id,
      { keepLastHolder: isSuperAdminRole(role) },
      context.audit(user_id, role.name),
    );
    if (result.status === "user-not-found") throw new HttpsError("not-found", ACCESS_ERRORS.userNotFound);
    if (result.status === "last-holder") throw new HttpsError("failed-precondition", ACCESS_ERRORS.lastSuperAdmin);
    return { user: await oneWithRoleNames(repos, result.user) };
  },
);
