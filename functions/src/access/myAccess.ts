import { access } from "../accessRules";
import { defineCallable } from "../callable";

/** The verified caller's own grants, for hiding what they cannot do; anyone signed in may ask about themselves. */
export const myAccess = defineCallable("myAccess", { access: access.signedIn() }, async (_input, { caller }) => {
  const { isSuperAdmin, grants } = caller;
  return { isSuperAdmin, grants };
});
