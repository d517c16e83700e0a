/**
 * Not in spec: why a user-management call was refused. The users and roles
 * screens show the server's message, so these reach the admin as written.
 */
/** Not in spec: the refusal of a call the caller's grants do not allow. */
export const PERMISSION_DENIED = "You do not have permission to do this";

export const ACCESS_ERRORS = {
  userNotFound: "User not found",
  roleNotFound: "Role not found",
  permissionNotFound: "Permission not found",
  roleNameTaken: "A role with this name already exists",
  superAdminNotDeletable: "The Super Admin role cannot be deleted",
  superAdminNotRenamable: "The Super Admin role cannot be renamed",
  superAdminGrantsFixed: "The Super Admin role always holds every permission",
  lastSuperAdmin: "The last Super Admin cannot lose this role",
  superAdminOnly: "Only a Super Admin can give or take the Super Admin role",
  superAdminRoleFixed: "Only a Super Admin can change the Super Admin role",
  permissionNotHeld: "You cannot give a permission you do not hold",
  permissionNotHeldToRemove: "You cannot remove a permission you do not hold",
  roleExceedsCaller: "You cannot give a role with permissions you do not hold",
} as const;

/** docs/product.md#admin-users: the per-role button 'REMOVE {ROLE}'. */
export const removeRoleLabel = (roleName: string) => `REMOVE ${roleName.toUpperCase()}`;

/** Not in spec: the invitation email, queued in the `mail` collection. */
export const inviteEmail = (labelName: string, link: string) => ({
  subject: `You have been invited to the ${labelName} back office`,
  text: `You have been given access to the ${labelName} back office.\n\nChoose your password here: ${link}\n\nThen sign in with this email address.`,
});

/**
 * Not in spec: what the admin says instead of a permission toast and a false
 * empty list, and before the sign-in form can work.
 */
export const ADMIN_ACCESS_TEXTS = {
  noSectionAccess: "You don't have access to this section",
  accountHasNoAccess: "Your account has no access to the admin. Ask an administrator for a role, or sign in with another account.",
  accessLoadFailed: "Could not load your permissions. Reload the page to try again.",
  signInNeedsJavaScript: "Signing in needs JavaScript: enable it and reload this page.",
} as const;
