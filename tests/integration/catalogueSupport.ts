import { permissionId, type RolePermission } from "../../src/lib/domain/access";
import { SUPER_ADMIN_ROLE_NAME, type Action } from "../../src/lib/domain/shared";
import { fakeServicePorts } from "../../scripts/stack/fakeServices";
import { stackConfig } from "../../scripts/stack/config";
import { makeArtist, makeRelease, makeReleaseArtist } from "../factories";
import { callFunction, fromClient, repositories, resetDatabase, signInTestUser, type CallResult } from "./support";

/**
 * Staff and catalogue of the integration-function tests: a Super Admin, an
 * editor scoped to Halden Drift, a signed-in fan without a role, and the
 * seeded artists whose Spotify IDs the fake Spotify knows.
 */
export const repos = repositories();

export const HALDEN = "a0000000-0000-4000-8000-000000000001";
export const MIRA = "a0000000-0000-4000-8000-000000000002";
export const DRAFT_ARTIST = "a0000000-0000-4000-8000-000000000003";
export const NO_SPOTIFY = "a0000000-0000-4000-8000-000000000004";

export const SPOTIFY = {
  halden: "3HaldenDriftSeed0000a1",
  mira: "5MiraOseiSeed000000b2",
  ines: "7InesValoSeed000000c3",
  kofi: "8KofiMensahSeed0000d4",
  reelToReel: "1ReelToReelSeedAlbum01",
  marketFrequencies: "2MarketFreqSeedAlbum02",
  tapeHiss: "3TapeHissSermons000003",
  salvaged: "4SalvagedFrequencies04",
  loops: "5LoopsForEmptyRooms005",
  accra: "7AccraNocturnes0000007",
  humArchive: "EHumArchive00000000015",
} as const;

type Account = { uid: string; idToken: string };
export interface Staff {
  admin: Account;
  editor: Account;
  fan: Account;
}

const ROLE = { superAdmin: "role-super", editor: "role-editor" } as const;
const EDITOR_GRANTS: [string, Action[]][] = [
  ["artists", ["view", "edit"]],
  ["releases", ["view", "draft", "edit", "publish"]],
];

/** Fresh database: staff, Halden Drift and Mira Osei (published, with Spotify IDs), a draft artist, one without an ID. */
export async function setUpCatalogue(): Promise<Staff> {
  await resetDatabase();
  const [admin, editor, fan] = await Promise.all(
    ["integrations-admin", "integrations-editor", "integrations-fan"].map((name) => signInTestUser(`${name}@label.test`)),
  );
  const user = (account: Account, email: string, role_ids: string[]) =>
    repos.users.set({ user_id: account.uid, email, created_at: new Date(), role_ids });
  await Promise.all([
    repos.roles.set({ id: ROLE.superAdmin, name: SUPER_ADMIN_ROLE_NAME, description: null }),
    repos.roles.set({ id: ROLE.editor, name: "Artist Editor", description: null }),
    ...EDITOR_GRANTS.flatMap(([resource, actions]) =>
      actions.map((action) =>
        repos.rolePermissions.set({
          role_id: ROLE.editor,
          permission_id: `${resource}.${action}` as RolePermission["permission_id"],
          artist_id: HALDEN,
        }),
      ),
    ),
    user(admin!, "integrations-admin@label.test", [ROLE.superAdmin]),
    user(editor!, "integrations-editor@label.test", [ROLE.editor]),
    user(fan!, "integrations-fan@label.test", []),
    repos.artists.set(makeArtist({ id: HALDEN, name: "Halden Drift", slug: "halden-drift", spotify_artist_id: SPOTIFY.halden })),
    repos.artists.set(makeArtist({ id: MIRA, name: "Mira Osei", slug: "mira-osei", spotify_artist_id: SPOTIFY.mira })),
    repos.artists.set(
      makeArtist({ id: DRAFT_ARTIST, name: "Draft Artist", slug: "draft-artist", spotify_artist_id: SPOTIFY.kofi, is_published: false }),
    ),
    repos.artists.set(makeArtist({ id: NO_SPOTIFY, name: "Quiet Engines", slug: "quiet-engines" })),
  ]);
  return { admin: admin!, editor: editor!, fan: fan! };
}

/** A release of one of the catalogue's artists, linked as its primary. */
export async function addRelease(overrides: Parameters<typeof makeRelease>[0] & { artist_id: string }) {
  const release = makeRelease(overrides);
  await repos.releases.set(release);
  await repos.releaseArtists.set(makeReleaseArtist({ release_id: release.id, artist_id: overrides.artist_id }));
  return release;
}

export { permissionId };

/** Requests the fake Spotify has served, by "METHOD /path". */
export async function fakeSpotifyRequests(): Promise<Record<string, number>> {
  const { spotify } = fakeServicePorts(stackConfig(process.env));
  return (await fetch(`http://127.0.0.1:${spotify}/__fake/requests`)).json() as Promise<Record<string, number>>;
}

/** Calls a callable as a client with this IP (as the local server's proxy forwards it). */
export async function callFromIp(name: string, data: unknown, ip: string): Promise<CallResult> {
  const res = await fetch(`http://127.0.0.1:${process.env.FUNCTIONS_PORT}/${process.env.FIREBASE_PROJECT_ID}/us-central1/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...fromClient(ip) },
    body: JSON.stringify({ data }),
  });
  const body = (await res.json()) as { result?: unknown; error?: { status: string; message: string } };
  return { status: res.status, ...body };
}

export { callFunction };

export { expectError, expectOk, recordedChanges, type CallResult } from "./support";
