import { getAuth } from "firebase-admin/auth";
import { ALL_PERMISSIONS, permissionId, type RolePermission } from "../../src/lib/domain/access";
import { creditsOfReleases } from "../../src/lib/domain/catalog";
import { SUPER_ADMIN_ROLE_NAME } from "../../src/lib/domain/shared";
import { COLLECTIONS, createRepositories } from "../../src/lib/data";
import { adminApp } from "../../src/lib/data/firestore";
import { countDocuments } from "../../src/lib/data/snapshot";
import { audioStore, fileStore } from "../../src/lib/files";
import { isEmulatorOnly, serverConfig } from "../../src/lib/config";
import { SEED_ACCOUNTS } from "./accounts";
import { seedContent } from "./content";
import { ROLE_IDS, artistId } from "./ids";
import { seedShippingZones, seedStoreProducts } from "./storeProducts";
import { seedTrackAudio } from "./trackAudio";
import { sineWav } from "./wav";

function assertEmulators(): void {
  if (!isEmulatorOnly()) {
    throw new Error(
      "Seeding refused: it only runs against the local emulators (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST and a demo- project id).",
    );
  }
}

/** Scoped grants of the "Artist Editor" role: one artist's page, releases and store. */
const EDITOR_SCOPE = artistId(1);
const EDITOR_GRANTS: [resource: "artists" | "releases" | "store", actions: ("draft" | "edit" | "publish" | "view")[]][] = [
  ["artists", ["view", "edit"]],
  ["releases", ["view", "draft", "edit", "publish"]],
  // Their artist's products, codes, orders and sales; refunds (store delete) stay with the label.
  ["store", ["view", "edit"]],
];

/** Writes the demo content when the database is empty; returns whether it did. */
export async function seedIfEmpty(now = new Date()): Promise<boolean> {
  assertEmulators();
  const repos = createRepositories();
  if ((await countDocuments(repos.db, COLLECTIONS)) > 0) return false;

  const content = seedContent(now, serverConfig().siteUrl);
  const files = fileStore();
  const demos = await Promise.all(
    content.demos.map(async ({ audioSeconds, ...demo }) => {
      const bytes = sineWav(audioSeconds, 180 + audioSeconds * 40);
      if (!(await files.exists(demo.audio_path))) await files.put(demo.audio_path, bytes, demo.content_type);
      return { ...demo, file_size: bytes.byteLength };
    }),
  );

  const grants: RolePermission[] = [
    ...ALL_PERMISSIONS.map((p) => ({ role_id: ROLE_IDS["super-admin"], permission_id: p.id, artist_id: null })),
    ...EDITOR_GRANTS.flatMap(([resource, actions]) =>
      actions.map((action) => ({
        role_id: ROLE_IDS["artist-editor"],
        permission_id: permissionId(resource, action),
        artist_id: EDITOR_SCOPE,
      })),
    ),
  ];

  await Promise.all([
    ...content.artists.map((a) => repos.artists.set(a)),
    ...content.releases.map((r) => repos.releases.set(r)),
    ...content.releaseArtists.map((l) => repos.releaseArtists.set(l)),
    ...creditsOfReleases(
      content.releases.map((r) => r.id),
      content.releaseArtists,
    ).map((c) => repos.releaseCredits.set(c)),
    ...content.pressPosts.map((p) => repos.pressPosts.set(p)),
    ...demos.map((d) => repos.demos.set(d)),
    ...ALL_PERMISSIONS.map((p) => repos.permissions.set(p)),
    repos.roles.set({ id: ROLE_IDS["super-admin"], name: SUPER_ADMIN_ROLE_NAME, description: "Full access to everything" }),
    repos.roles.set({ id: ROLE_IDS["artist-editor"], name: "Artist Editor", description: "Edits Halden Drift's page and releases" }),
    ...grants.map((g) => repos.rolePermissions.set(g)),
    ...seedStoreProducts(content.releases, now).map((p) => repos.storeProducts.set(p)),
    ...seedShippingZones(now).map((z) => repos.shippingZones.set(z)),
    seedTrackAudio(repos, audioStore(), content.releases, now),
  ]);
  return true;
}

/**
 * Makes sure the three demo accounts exist in Auth and in the users
 * collection. Runs on every start, so a lost Auth export never locks anyone out.
 */
export async function ensureAccounts(): Promise<void> {
  assertEmulators();
  const auth = getAuth(adminApp());
  const repos = createRepositories();
  for (const account of SEED_ACCOUNTS) {
    const existing = await auth.getUser(account.uid).catch(() => null);
    const user =
      existing ?? (await auth.createUser({ uid: account.uid, email: account.email, password: account.password, emailVerified: true }));
    if (!(await repos.users.get(account.uid))) {
      await repos.users.set({
        user_id: account.uid,
        email: user.email ?? null,
        created_at: new Date(user.metadata.creationTime),
        role_ids: account.role ? [ROLE_IDS[account.role]] : [],
      });
    }
  }
}
