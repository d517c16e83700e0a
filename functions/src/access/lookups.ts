import { HttpsError } from "firebase-functions/https";
import { ACCESS_ERRORS, type Role } from "../../../src/lib/domain/access";
import type { Repositories } from "../operations/operation";

/** The role named by the client, read from the database; `not-found` when there is none. */
export async function existingRole(repos: Repositories, roleId: string): Promise<Role> {
  const role = await repos.roles.get(roleId);
  if (!role) throw new HttpsError("not-found", ACCESS_ERRORS.roleNotFound);
  return role;
}
