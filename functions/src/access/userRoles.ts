import { defineCallable } from "../callable";
import * as users from "../operations/access/users";

/** `add_role` and `remove_role` (docs/product.md#manage-users-actions). */
export const addUserRole = defineCallable("addUserRole", users.addUserRole);
export const removeUserRole = defineCallable("removeUserRole", users.removeUserRole);
