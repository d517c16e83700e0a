import { defineCallable } from "../callable";
import * as users from "../operations/access/users";

/** `invite` (docs/product.md#invitations): the Auth account with the role, and a link to choose a password. */
export const inviteUser = defineCallable("inviteUser", users.inviteUser);
