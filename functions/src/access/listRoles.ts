import { requireUserManagement } from "../authorization";
import { defineCallable } from "../callable";

/** `list_roles` (docs/product.md#manage-users-actions): every role, by name. */
export const listRoles = defineCallable("listRoles", async (_input, context) => {
  await requireUserManagement(context, "listRoles");
  return { roles: await context.repos.roles.listAll() };
});
