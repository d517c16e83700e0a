import { loadCallerAccess } from "../../src/lib/server/access";
import { defineCallable } from "./callable";

/**
 * `is_admin` (docs/product.md#admin-status): user id → boolean. Answers only for the verified caller:
 * asking about someone else, or asking while signed out, is simply false.
 */
export const isAdmin = defineCallable("isAdmin", async ({ userId }, { request, repos }) => {
  const uid = request.auth?.uid;
  if (!uid || uid !== userId) return false;
  return (await loadCallerAccess(repos, uid)).isAdmin;
});
