import { defineCallable } from "../callable";
import * as users from "../operations/access/users";

/** The verified caller's own grants, for hiding what they cannot do; anyone signed in may ask about themselves. */
export const myAccess = defineCallable("myAccess", users.myAccess);
