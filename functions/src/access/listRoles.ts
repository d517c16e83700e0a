import { defineCallable } from "../callable";
import * as roles from "../operations/access/roles";

/** `list_roles` (docs/product.md#manage-users-actions): every role, by name. */
export const listRoles = defineCallable("listRoles", roles.listRoles);
