import { loadCallerAccess } from "../../../src/lib/server/access";
import { defineCallable, requireUser } from "../callable";

/** The verified caller's own grants, for hiding what they cannot do; anyone signed in may ask about themselves. */
export const myAccess = defineCallable("myAccess", async (_input, { request, repos }) => {
  const access = await loadCallerAccess(repos, requireUser(request));
  return {
    isSuperAdmin: access.isSuperAdmin,
    grants: access.grants.map(({ permission_id, artist_id }) => ({ permission_id, artist_id })),
  };
});
