import { readCaller, requireSignedIn } from "../authorization";
import { defineCallable } from "../callable";

/** The verified caller's own grants, for hiding what they cannot do; anyone signed in may ask about themselves. */
export const myAccess = defineCallable("myAccess", async (_input, context) => {
  requireSignedIn(context);
  const { isSuperAdmin, grants } = (await readCaller(context))!;
  return { isSuperAdmin, grants };
});
