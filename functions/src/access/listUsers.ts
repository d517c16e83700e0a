import { requireUserManagement } from "../authorization";
import { defineCallable } from "../callable";
import { withRoleNames } from "./userView";

/** `list` (docs/product.md#manage-users-actions): every user of the users collection with their roles, newest first. */
export const listUsers = defineCallable("listUsers", async (_input, context) => {
  await requireUserManagement(context, "listUsers");
  return { users: await withRoleNames(context.repos, await context.repos.users.listAll()) };
});
