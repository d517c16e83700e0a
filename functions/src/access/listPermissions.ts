import { defineCallable } from "../callable";
import * as roles from "../operations/access/roles";

/** The permissions that exist, by resource type then action: the roles grids draw a checkbox only for these. */
export const listPermissions = defineCallable("listPermissions", roles.listPermissions);
