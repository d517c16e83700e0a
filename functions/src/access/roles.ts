import { defineCallable } from "../callable";
import * as roles from "../operations/access/roles";

/** `create_role`, `update_role` and `delete_role` (docs/product.md#manage-users-actions). */
export const createRole = defineCallable("createRole", roles.createRole);
export const updateRole = defineCallable("updateRole", roles.updateRole);
export const deleteRole = defineCallable("deleteRole", roles.deleteRole);
