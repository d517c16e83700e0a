import { isSuperAdminRole, type CallerGrants } from "../domain";
import type { Repositories } from "../data";

/**
 * What the verified caller may do, loaded from the database on every call:
 * their grants (the shared CallerGrants shape) plus who they are.
 */
export type CallerAccess = CallerGrants & {
  uid: string;
  /** Admin = holds at least one role; what each role allows is checked per action. */
  isAdmin: boolean;
};

export async function loadCallerAccess(repos: Repositories, uid: string): Promise<CallerAccess> {
  const user = await repos.users.get(uid);
  const roles = user ? await repos.roles.getMany(user.role_ids) : [];
  const grants = await repos.rolePermissions.listForRoles(roles.map((r) => r.id));
  return {
    uid,
    isSuperAdmin: roles.some(isSuperAdminRole),
    isAdmin: roles.length > 0,
    grants: grants.map(({ permission_id, artist_id }) => ({ permission_id, artist_id })),
  };
}
