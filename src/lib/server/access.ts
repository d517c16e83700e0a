import { can, isSuperAdminRole, type Action, type Resource, type Role, type RolePermission } from "../domain";
import type { Repositories } from "../data";

/** What the verified caller may do, loaded from the database on every call. */
export interface CallerAccess {
  uid: string;
  roles: Role[];
  grants: RolePermission[];
  isSuperAdmin: boolean;
  /** Admin = holds at least one role; what each role allows is checked per action. */
  isAdmin: boolean;
}

export async function loadCallerAccess(repos: Repositories, uid: string): Promise<CallerAccess> {
  const user = await repos.users.get(uid);
  const roles = user ? await repos.roles.getMany(user.role_ids) : [];
  const grants = await repos.rolePermissions.listForRoles(roles.map((r) => r.id));
  return { uid, roles, grants, isSuperAdmin: roles.some(isSuperAdminRole), isAdmin: roles.length > 0 };
}

export function callerCan(access: CallerAccess, resource: Resource, action: Action, artistId?: string | null): boolean {
  return can(access.grants, { resource, action, artistId: artistId ?? undefined }, { isSuperAdmin: access.isSuperAdmin });
}
