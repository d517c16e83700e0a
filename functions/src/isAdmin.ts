import { defineCallable } from "./callable";
import * as users from "./operations/access/users";

/** `is_admin` (docs/product.md#admin-status): true only for the verified caller, when an admin. */
export const isAdmin = defineCallable("isAdmin", users.isAdmin);
