import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { READS_ONLY } from "../operations/operation";

/** The verified caller's own grants, for hiding what they cannot do; anyone signed in may ask about themselves. */
export const myAccess = defineCallable("myAccess", { access: access.signedIn(), audit: READS_ONLY }, async (_input, { caller }) => {
  const { isSuperAdmin, grants } = caller;
  return { isSuperAdmin, grants };
});
