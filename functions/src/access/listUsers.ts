import { defineCallable } from "../callable";
import * as users from "../operations/access/users";

/** `list` (docs/product.md#manage-users-actions): one page of the users with their roles, newest first, searched by email. */
export const listUsers = defineCallable("listUsers", users.listUsers);
