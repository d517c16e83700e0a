import { userWithRoles, type User, type UserWithRoles } from "../../../src/lib/domain/access";
import type { Repositories } from "../operations/operation";

/** Users joined with the names of their roles, as the users screen lists them. */
export async function withRoleNames(repos: Repositories, users: readonly User[]): Promise<UserWithRoles[]> {
  const roles = await repos.roles.getMany(users.flatMap((user) => user.role_ids));
  const rolesById = new Map(roles.map((role) => [role.id, role]));
  return users.map((user) => userWithRoles(user, rolesById));
}

export async function oneWithRoleNames(repos: Repositories, user: User): Promise<UserWithRoles> {
  return userWithRoles(user, new Map((await repos.roles.getMany(user.role_ids)).map((role) => [role.id, role])));
}
