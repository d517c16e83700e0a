import { requireUserManagement } from "../authorization";
import { defineCallable } from "../callable";

/** Spec `list_roles`: every role, by name. */
export const listRoles = defineCallable("listRoles", async (_input, context) => {
  await requireUserManagement(context, "listRoles");
  return { roles: await context.repos.roles.listAll() };
});
