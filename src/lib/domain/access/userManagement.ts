/**
 * Rules of the users and roles screens (docs/product.md#user-management-permissions), pure so the
 * functions enforce them and the screens hide what the caller cannot do from
 * the same source.
 */
import type { Action } from "../shared/constants";
import { can } from "./permissions";
import { parsePermissionId, type PermissionId } from "./permission";
import { isSuperAdminRole, type Role } from "./role";
import type { CallerGrants, RolePermission } from "./rolePermission";
import type { User, UserWithRoles } from "./user";

/**
 * Which user_management action each operation needs. Reading needs view;
 * creating a role is a draft (a new role holds nothing); changing who holds
 * what (roles on users, invitations, grants, a role's name) needs edit;
 * deleting a role needs delete. Super Admin may do everything.
 */
export const USER_MANAGEMENT_ACTIONS = {
  listUsers: "view",
  listRoles: "view",
  listRolePermissions: "view",
  listPermissions: "view",
  listScopeArtists: "view",
  listAuditEntries: "view",
  createRole: "draft",
  inviteUser: "edit",
  addUserRole: "edit",
  removeUserRole: "edit",
  updateRole: "edit",
  assignPermission: "edit",
  removePermission: "edit",
  deleteRole: "delete",
  /** Fans' data (docs/reminders.md#staff): a release's reminder addresses as CSV, and erasing one address. */
  exportFanEmails: "edit",
  eraseFanEmail: "edit",
  /** The fan list (docs/fans.md#staff): viewing it, adding an address with its consent note, importing a file with its consent source, exporting it. */
  listSubscribers: "view",
  addSubscriber: "edit",
  importSubscribers: "edit",
  exportSubscribers: "edit",
} as const satisfies Record<string, Action>;

export type UserManagementOperation = keyof typeof USER_MANAGEMENT_ACTIONS;

export function canManageUsers(caller: CallerGrants, operation: UserManagementOperation): boolean {
  return can(caller.grants, { resource: "user_management", action: USER_MANAGEMENT_ACTIONS[operation] }, caller);
}

/**
 * Nobody gives what they do not hold: a global grant needs the caller to hold
 * it globally; an artist-scoped grant needs it globally or for that artist.
 */
export function canGrantPermission(caller: CallerGrants, grant: { permission_id: PermissionId; artist_id: string | null }): boolean {
  const parsed = parsePermissionId(grant.permission_id);
  if (!parsed) return false;
  return can(caller.grants, { resource: parsed.resource_type, action: parsed.action, artistId: grant.artist_id }, caller);
}

/**
 * Nobody gives or takes what they do not hold: giving a role, removing a
 * grant from a role, and deleting a role (which takes all of its grants at
 * once; refused like removing one, `permissionNotHeldToRemove`) each need
 * the caller to hold every grant concerned.
 */
export function holdsEveryGrant(caller: CallerGrants, grants: readonly Pick<RolePermission, "permission_id" | "artist_id">[]): boolean {
  return grants.every((grant) => canGrantPermission(caller, grant));
}

/**
 * Giving (or inviting with) a role passes on all of its grants, so the caller
 * must hold each of them. Super Admin holds everything implicitly, so only a
 * Super Admin may give that role (or take it away).
 */
export function canGiveRole(caller: CallerGrants, role: Pick<Role, "name">, roleGrants: readonly RolePermission[]): boolean {
  if (caller.isSuperAdmin) return true;
  if (isSuperAdminRole(role)) return false;
  return holdsEveryGrant(caller, roleGrants);
}

/** Only a Super Admin may take the Super Admin role from someone; other roles need only the edit permission. */
export function canTakeRole(caller: CallerGrants, role: Pick<Role, "name">): boolean {
  return caller.isSuperAdmin || !isSuperAdminRole(role);
}

/** Changing a role (its name, description or grants): the Super Admin role only by a Super Admin. */
export function canChangeRole(caller: CallerGrants, role: Pick<Role, "name">): boolean {
  return caller.isSuperAdmin || !isSuperAdminRole(role);
}

/** Role names are unique regardless of case and surrounding spaces, so "super admin" cannot pose as Super Admin. */
export function isRoleNameTaken(name: string, roles: readonly Pick<Role, "id" | "name">[], exceptRoleId?: string): boolean {
  const wanted = name.trim().toLowerCase();
  return roles.some((role) => role.id !== exceptRoleId && role.name.trim().toLowerCase() === wanted);
}

/** A users-collection document joined with its roles, as listed on the users screen (unknown role ids dropped). */
export function userWithRoles(user: User, rolesById: ReadonlyMap<string, Pick<Role, "id" | "name">>): UserWithRoles {
  return {
    user_id: user.user_id,
    email: user.email,
    created_at: user.created_at,
    roles: user.role_ids.flatMap((id) => {
      const role = rolesById.get(id);
      return role ? [{ id: role.id, name: role.name }] : [];
    }),
  };
}

/** The '+ Add Role' select offers only roles the user lacks. */
export function rolesUserLacks<R extends Pick<Role, "id">>(roles: readonly R[], user: Pick<UserWithRoles, "roles">): R[] {
  const held = new Set(user.roles.map((role) => role.id));
  return roles.filter((role) => !held.has(role.id));
}
