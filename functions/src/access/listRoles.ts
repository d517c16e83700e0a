import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { READS_ONLY } from "../operations/operation";

/** `list_roles` (docs/product.md#manage-users-actions): every role, by name. */
export const listRoles = defineCallable(
  "listRoles",
  { access: access.userManagement("listRoles"), audit: READS_ONLY },
  async (_input, context) => {
    return { roles: await context.repos.roles.listAll() };
  },
);
