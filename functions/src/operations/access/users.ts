import { randomBytes } from "node:crypto";
import { getAuth, type UserRecord } from "firebase-admin/auth";
import { logger } from "firebase-functions/logger";
import { HttpsError } from "firebase-functions/https";
import { ACCESS_ERRORS, canGiveRole, canTakeRole, inviteEmail, isSuperAdminRole } from "../../../../src/lib/domain/access";
import { ADMIN_PAGE_SIZE, INVITE_EMAIL_INVALID, pageCursorOf, searchNeedle } from "../../../../src/lib/domain/shared";
import type { Repositories } from "../../../../src/lib/data";
import type { AuditWrite } from "../../../../src/lib/data/repository";
import { adminApp } from "../../../../src/lib/data/firestore";
import { readListPage } from "../../../../src/lib/data/listPages";
import { LABEL } from "../../../../src/config/label";
import { access } from "../accessRules";
import type { CallableInput } from "../../callable";
import { existingRole } from "../../access/lookups";
import { oneWithRoleNames, withRoleNames } from "../../access/userView";
import { readCaller } from "../authorization";
import { defineOperation, READS_ONLY } from "../operation";

// The users and their roles (docs/product.md#manage-users-actions), each on its user_management action, and
// the caller's own grants.

/** The verified caller's own grants, for hiding what they cannot do; anyone signed in may ask about themselves. */
export const myAccess = defineOperation(
  "myAccess",
  { access: access.signedIn(), audit: READS_ONLY },
  async (_input: CallableInput<"myAccess">, { caller: { isSuperAdmin, grants } }) => ({ isSuperAdmin, grants }),
);

/**
 * `is_admin` (docs/product.md#admin-status): user id → boolean. Answers only for the verified caller:
 * asking about someone else, or asking while signed out, is simply false.
 */
export const isAdmin = defineOperation(
  "isAdmin",
  { access: access.public("the sign-in page asks it of anyone; it answers only for the caller, false otherwise"), audit: READS_ONLY },
  async ({ userId }: CallableInput<"isAdmin">, { uid, repos }) => {
    if (uid !== userId) return false;
    return (await readCaller({ uid, repos }))?.isAdmin ?? false;
  },
);

/** `list`: one page of the users with their roles, newest first, searched by email. User management reaches every user. */
export const listUsers = defineOperation(
  "listUsers",
  { access: access.userManagement("listUsers"), audit: READS_ONLY },
  async (request: CallableInput<"listUsers">, { repos }) => {
    const { rows, page } = await readListPage(repos.users, {
      needle: searchNeedle(request.q),
      scopes: null,
      cursor: pageCursorOf(request),
      size: ADMIN_PAGE_SIZE,
    });
    return { users: await withRoleNames(repos, rows), page };
  },
);

/** `add_role`: gives a user a role, passing on only grants the caller holds. Adding a held role changes nothing. */
export const addUserRole = defineOperation(
  "addUserRole",
  { access: access.userManagement("addUserRole"), audit: { entity: "users", action: "add_role" } },
  async ({ user_id, role_id }: CallableInput<"addUserRole">, { repos, caller, audit }) => {
    const role = await existingRole(repos, role_id);
    if (!canGiveRole(caller, role, await repos.rolePermissions.listForRole(role.id))) {
      throw new HttpsError("permission-denied", isSuperAdminRole(role) ? ACCESS_ERRORS.superAdminOnly : ACCESS_ERRORS.roleExceedsCaller);
    }
    const user = await repos.users.addRole(user_id, role.id, audit(user_id, role.name));
    if (!user) throw new HttpsError("not-found", ACCESS_ERRORS.userNotFound);
    return { user: await oneWithRoleNames(repos, user) };
  },
);

/** `remove_role`: only a Super Admin takes the Super Admin role, and never from the last one holding it. */
export const removeUserRole = defineOperation(
  "removeUserRole",
  { access: access.userManagement("removeUserRole"), audit: { entity: "users", action: "remove_role" } },
  async ({ user_id, role_id }: CallableInput<"removeUserRole">, { repos, caller, audit }) => {
    const role = await existingRole(repos, role_id);
    if (!canTakeRole(caller, role)) throw new HttpsError("permission-denied", ACCESS_ERRORS.superAdminOnly);
    const result = await repos.users.removeRole(user_id, role.id, { keepLastHolder: isSuperAdminRole(role) }, audit(user_id, role.name));
    if (result.status === "user-not-found") throw new HttpsError("not-found", ACCESS_ERRORS.userNotFound);
    if (result.status === "last-holder") throw new HttpsError("failed-precondition", ACCESS_ERRORS.lastSuperAdmin);
    return { user: await oneWithRoleNames(repos, result.user) };
  },
);

function authErrorCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error ? String((error as { code: unknown }).code) : undefined;
}

async function findAccount(email: string): Promise<UserRecord | null> {
  try {
    return await getAuth(adminApp()).getUserByEmail(email);
  } catch (error) {
    if (authErrorCode(error) === "auth/user-not-found") return null;
    if (authErrorCode(error) === "auth/invalid-email") throw new HttpsError("invalid-argument", INVITE_EMAIL_INVALID);
    throw error;
  }
}

/** An account that already exists gets the role; one without a users document gets that too. */
async function addRoleToAccount(repos: Repositories, account: UserRecord, roleId: string, audit: AuditWrite): Promise<void> {
  if (await repos.users.addRole(account.uid, roleId, audit)) return;
  await repos.users.create(
    {
      user_id: account.uid,
      email: account.email ?? null,
      created_at: new Date(account.metadata.creationTime),
      role_ids: [roleId],
    },
    audit,
  );
}

/**
 * `invite` (docs/product.md#invitations): creates the Auth account with the role and returns a link
 * to choose a password, which is also queued as an email in `mail` (sent by
 * the Trigger Email extension where installed; printed locally). The account
 * starts with a random password nobody knows, so only the link opens it. An
 * email that already has an account gets the role added instead.
 */
export const inviteUser = defineOperation(
  "inviteUser",
  { access: access.userManagement("inviteUser"), audit: { entity: "users", action: "invite" } },
  async ({ email, role_id }: CallableInput<"inviteUser">, { repos, caller, audit }) => {
    // The invite's audit entry: the account and its role, never the password-setup link (it is not part of the users record).
    const role = await existingRole(repos, role_id);
    if (!canGiveRole(caller, role, await repos.rolePermissions.listForRole(role.id))) {
      throw new HttpsError("permission-denied", isSuperAdminRole(role) ? ACCESS_ERRORS.superAdminOnly : ACCESS_ERRORS.roleExceedsCaller);
    }

    const existing = await findAccount(email);
    if (existing) {
      await addRoleToAccount(repos, existing, role.id, audit(existing.uid, existing.email ?? email));
      return { user_id: existing.uid, email: existing.email ?? email, created: false, password_setup_link: null };
    }

    const auth = getAuth(adminApp());
    const account = await auth.createUser({ email, password: randomBytes(32).toString("base64url") });
    const address = account.email ?? email;
    try {
      await repos.users.create(
        { user_id: account.uid, email: address, created_at: new Date(account.metadata.creationTime), role_ids: [role.id] },
        audit(account.uid, address),
      );
    } catch (error) {
      // Without its users document the account would be an orphan nobody can manage.
      await auth.deleteUser(account.uid);
      throw error;
    }
    const link = await auth.generatePasswordResetLink(address);
    await repos.mail.queue(address, inviteEmail(LABEL.name, link));
    if (process.env.FUNCTIONS_EMULATOR === "true") logger.info(`Invitation for ${address}: password setup link ${link}`);
    return { user_id: account.uid, email: address, created: true, password_setup_link: link };
  },
);
