import { can, isSuperAdminRole, type CallerGrants } from "../domain/access";
import { type Action, type Resource } from "../domain/shared";
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
  const roleIds = user?.role_ids ?? [];
  // Every call pays this: the roles and their grants are read side by side, and
  // grants count only for roles that still exist (as when they were read after them).
  const [roles, roleGrants] = await Promise.all([repos.roles.getMany(roleIds), repos.rolePermissions.listForRoles(roleIds)]);
  const existing = new Set(roles.map((r) => r.id));
  const grants = roleGrants.filter((g) => existing.has(g.role_id));
  return {
    uid,
    isSuperAdmin: roles.some(isSuperAdminRole),
    isAdmin: roles.length > 0,
    grants: grants.map(({ permission_id, artist_id }) => ({ permission_id, artist_id })),
  };
}

/**
 * Every user who may take `action` on `resource` globally, by email: the
 * staff a demo can be assigned to. Roles and grants are read once for all.
 */
export async function usersWhoCan(
  repos: Repositories,
  resource: Resource,
  action: Action,
): Promise<{ id: string; email: string | null }[]> {
  const [users, roles] = await Promise.all([repos.users.listAll(), repos.roles.listAll()]);
  const grants = await repos.rolePermissions.listForRoles(roles.map((r) => r.id));
  const rolesById = new Map(roles.map((r) => [r.id, r]));
  return users
    .filter((user) => {
      const held = user.role_ids.flatMap((id) => rolesById.get(id) ?? []);
      const heldIds = new Set(held.map((r) => r.id));
      return (
        held.length > 0 &&
        can(
          grants.filter((g) => heldIds.has(g.role_id)),
          { resource, action },
          { isSuperAdmin: held.some(isSuperAdminRole) },
        )
      );
    })
    .map((user) => ({ id: user.user_id, email: user.email }))
    .sort((a, b) => (a.email ?? "").localeCompare(b.email ?? ""));
}
