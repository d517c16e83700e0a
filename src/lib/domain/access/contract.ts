import { z } from "zod";
import { adminListRequestSchema, listPageSchema } from "../shared/adminLists";
import { permissionSchema } from "./permission";
import { roleInputSchema, roleSchema } from "./role";
import { callerGrantsSchema, grantSchema, rolePermissionSchema } from "./rolePermission";
import { inviteUserSchema, userWithRolesSchema } from "./user";
import { documentIdSchema, idSchema, noInput, recordIdSchema } from "../shared/fields";

const userRole = z.object({ user_id: documentIdSchema, role_id: documentIdSchema });
/** A grant as sent: ids checked before anything is read, then the grant's own rules. */
const grantRequest = z.looseObject({ role_id: documentIdSchema, artist_id: recordIdSchema.nullish() }).pipe(rolePermissionSchema);
/** The role dialog, under the field names of docs/product.md#manage-users-actions. */
const roleFields = { role_name: roleInputSchema.shape.name, role_description: roleInputSchema.shape.description };

/**
 * Users, roles and permissions: the 'manage-users' actions (docs/product.md#manage-users-actions), one
 * callable each, keeping their field names. Every one checks the
 * caller's user_management grants (USER_MANAGEMENT_ACTIONS) on the server.
 */
export const accessCallables = {
  /** `list`: one page of the users with their roles ('ALL USERS (count)'), newest first, searched by email. */
  listUsers: {
    request: adminListRequestSchema(documentIdSchema).default({ q: "", last: false }),
    response: z.object({ users: z.array(userWithRolesSchema), page: listPageSchema }),
  },
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
  updateRole: { request: z.object({ role_id: documentIdSchema, ...roleFields }), response: z.object({ role: roleSchema }) },
  /** `delete_role`: also removes its grants and takes it from every user. Super Admin cannot be deleted. */
  deleteRole: { request: z.object({ role_id: documentIdSchema }), response: z.object({ role_id: idSchema }) },
  /** `list_role_permissions`: the role's grants. */
  listRolePermissions: {
    request: z.object({ role_id: documentIdSchema }),
    response: z.object({ permissions: z.array(grantSchema) }),
  },
  /** `assign_permission`: idempotent; `changed` false when the role already held it. */
  assignPermission: { request: grantRequest, response: z.object({ changed: z.boolean() }) },
  /** `remove_permission`: idempotent; `changed` false when the role did not hold it. */
  removePermission: { request: grantRequest, response: z.object({ changed: z.boolean() }) },
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
    response: callerGrantsSchema,
  },
} as const;
