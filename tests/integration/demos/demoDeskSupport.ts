import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { PermissionId } from "../../../src/lib/domain/access";
import type { Demo } from "../../../src/lib/domain/demos";
import { AUDIO_FIXTURE_DIR } from "../../fixtures/audio/build";
import { makeDemo } from "../../factories";
import { clearFiles, files } from "./demoSupport";
import { repositories, resetDatabase, signInTestUser } from "../support";

/** Staff of the demo desk tests: each person holds one role with the grants named. */
export const repos = repositories();
export const fixtureAudio = (name = "tone.wav") => new Uint8Array(readFileSync(join(AUDIO_FIXTURE_DIR, name)));

const ROLE_GRANTS = {
  viewer: ["demos.view"],
  editor: ["demos.view", "demos.edit"],
  outsider: ["artists.view", "artists.edit"],
  fan: [],
} as const satisfies Record<string, readonly PermissionId[]>;

export type Person = keyof typeof ROLE_GRANTS;
export type Cast = Record<Person, { uid: string; idToken: string; email: string }>;

/** Resets the database and files, signs the cast in and gives each their role. */
export async function setUpDesk(prefix: string): Promise<Cast> {
  await resetDatabase();
  await clearFiles();
  const people = Object.keys(ROLE_GRANTS) as Person[];
  const signedIn = await Promise.all(people.map((p) => signInTestUser(`${prefix}-${p}@label.test`)));
  const cast = Object.fromEntries(people.map((p, i) => [p, { ...signedIn[i]!, email: `${prefix}-${p}@label.test` }])) as Cast;
  for (const person of people) {
    const grants = ROLE_GRANTS[person];
    const roleIds = grants.length > 0 ? [`role-${person}`] : [];
    if (grants.length > 0) await repos.roles.set({ id: `role-${person}`, name: `role-${person}`, description: null });
    for (const permission_id of grants) await repos.rolePermissions.set({ role_id: `role-${person}`, permission_id, artist_id: null });
    await repos.users.set({ user_id: cast[person].uid, email: cast[person].email, created_at: new Date(), role_ids: roleIds });
  }
  return cast;
}

/** Demo ids are UUIDs (recordIdSchema). */
export const DEMO_IDS = {
  old: "d1000000-0000-4000-8000-000000000001",
  d: "d1000000-0000-4000-8000-000000000002",
  a: "d1000000-0000-4000-8000-000000000003",
  b: "d1000000-0000-4000-8000-000000000004",
  c: "d1000000-0000-4000-8000-000000000005",
} as const;

/** A stored demo with its audio file (tone.wav unless given). */
export async function addDemo(overrides: Partial<Demo> = {}, audio = fixtureAudio()): Promise<Demo> {
  const demo = makeDemo(overrides);
  await files.put(demo.audio_path, audio, demo.content_type);
  return repos.demos.set(demo);
}
