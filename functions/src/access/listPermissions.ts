import { requireUserManagement } from "../authorization";
import { defineCallable } from "../callable";

/** The permissions that exist, by resource type then action: the roles grids draw a checkbox only for these. */
export const listPermissions = defineCallable("listPermissions", async (_input, context) => {
  await requireUserManagement(context, "listPermissions");
  return { permissions: await context.repos.permissions.listAll() };
});

