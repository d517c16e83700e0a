import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { READS_ONLY } from "../operations/operation";

/** The permissions that exist, by resource type then action: the roles grids draw a checkbox only for these. */
export const listPermissions = defineCallable(
  "listPermissions",
  { access: access.userManagement("listPermissions"), audit: READS_ONLY },
  async (_input, context) => {
    return { permissions: await context.repos.permissions.listAll() };
  },
);
