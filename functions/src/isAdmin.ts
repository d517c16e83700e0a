import { readCaller } from "./operations/authorization";
import { access } from "./operations/accessRules";
import { defineCallable } from "./callable";
import { READS_ONLY } from "./operations/operation";

/**
 * `is_admin` (docs/product.md#admin-status): user id → boolean. Answers only for the verified caller:
 * asking about someone else, or asking while signed out, is simply false.
 */
export const isAdmin = defineCallable(
  "isAdmin",
  { access: access.public("the sign-in page asks it of anyone; it answers only for the caller, false otherwise"), audit: READS_ONLY },
  async ({ userId }, context) => {
    if (context.uid !== userId) return false;
    return (await readCaller(context))?.isAdmin ?? false;
  },
);
