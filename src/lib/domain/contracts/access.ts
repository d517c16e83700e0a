import { z } from "zod";
import { permissionIdSchema, permissionSchema } from "../schemas/permission";
import { roleInputSchema, roleSchema } from "../schemas/role";
import { rolePermissionRequestSchema } from "../schemas/rolePermission";
import { inviteUserSchema, userWithRolesSchema } from "../schemas/user";
import { documentKeySchema, idSchema } from "../schemas/common";

const noInput = z.object({}).default({});
const userRole = z.object({ user_id: documentKeySchema, role_id: documentKeySchema });
/** The role dialog, under the spec's field names. */
const roleFields = { role_name: roleInputSchema.shape.name, role_description: roleInputSchema.shape.description };
/** permission_id and artist_id of a grant (artist_id null: global). */
const grantSchema = z.object({ permission_id: permissionIdSchema, artist_id: z.string().nullable() });

/**
 * Users, roles and permissions: the spec's 'manage-users' actions, one
 * callable each, keeping the spec's field names. Every one checks the
 * caller's user_management grants (USER_MANAGEMENT_ACTIONS) on the server.
 */
export const accessCallables = {
  /** `list`: every user with their roles ('ALL USERS (count)'), newest first. */
  listUsers: { request: noInput, response: z.object({ users: z.array(userWithRolesSchema) }) },
  /** `list_roles`: every role, by name. */
  listRoles: { request: noInput, response: z.object({ roles: z.array(roleSchema) }) },
  /** `add_role`: the updated user. */
  addUserRole: { request: userRole, response: z.object({ user: userWithRolesSchema }) },
  /** `remove_role`: the updated user. The last Super Admin keeps the role. */
  removeUserRole: { request: userRole, response: z.object({ user: userWithRolesSchema }) },
  /**
   * `invite`: creates the account with the role, or adds the role to an
   * existing account (`created` false). A new account gets a link to choose
   * its password, returned to the inviting admin and queued as an email.
   */
  inviteUser: {
    request: inviteUserSchema,
    response: z.object({
      user_id: idSchema,
      email: z.string(),
      created: z.boolean(),
      password_setup_link: z.string().nullable(),
    }),
  },
  /** `create_role`. */
  createRole: { request: z.object(roleFields), response: z.object({ role: roleSchema }) },
  /** `update_role`: name and description; Super Admin keeps its name. */
  updateRole: { request: z.object({ role_id: documentKeySchema, ...roleFields }), response: z.object({ role: roleSchema }) },
  /** `delete_role`: also removes its grants and takes it from every user. Super Admin cannot be deleted. */
  deleteRole: { request: z.object({ role_id: documentKeySchema }), response: z.object({ role_id: idSchema }) },
  /** `list_role_permissions`: the role's grants. */
  listRolePermissions: {
    request: z.object({ role_id: documentKeySchema }),
    response: z.object({ permissions: z.array(grantSchema) }),
  },
  /** `assign_permission`: idempotent; `changed` false when the role already held it. */
  assignPermission: { request: rolePermissionRequestSchema, response: z.object({ changed: z.boolean() }) },
  /** `remove_permission`: idempotent; `changed` false when the role did not hold it. */
  removePermission: { request: rolePermissionRequestSchema, response: z.object({ changed: z.boolean() }) },
  /** The permissions that exist, by resource type then action (the grids draw a checkbox only for these). */
  listPermissions: { request: noInput, response: z.object({ permissions: z.array(permissionSchema) }) },
  /**
   * The artist select of the artist-specific grid: every artist's id and name,
   * by name. Part of managing roles, so it needs user_management view, not a
   * grant on artists.
   */
  listScopeArtists: {
    request: noInput,
    response: z.object({ artists: z.array(z.object({ id: idSchema, name: z.string() })) }),
  },
  /** The caller's own grants, so screens hide what the caller cannot do (the server still checks every call). */
  myAccess: {
    request: noInput,
    response: z.object({ isSuperAdmin: z.boolean(), grants: z.array(grantSchema) }),
  },
} as const;
