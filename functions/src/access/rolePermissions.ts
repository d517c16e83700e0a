import { defineCallable } from "../callable";
import * as roles from "../operations/access/roles";

/** `list_role_permissions`, `assign_permission` and `remove_permission` (docs/product.md#manage-users-actions). */
export const listRolePermissions = defineCallable("listRolePermissions", roles.listRolePermissions);
export const assignPermission = defineCallable("assignPermission", roles.assignPermission);
export const removePermission = defineCallable("removePermission", roles.removePermission);
