import type { Repositories } from "../../../../src/lib/data";

/** The email of each actor uid that still has a users record (scheduled jobs and removed accounts have none). */
export async function actorEmails(repos: Repositories, uids: readonly string[]): Promise<Map<string, string | null>> {
  const users = await repos.users.getMany(uids);
  return new Map(users.map((u) => [u.user_id, u.email]));
}
