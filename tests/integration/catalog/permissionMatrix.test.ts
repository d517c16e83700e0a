import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Action } from "../../../src/lib/domain/shared";
import { makeArtist, makePressPost, makeRelease, makeReleaseArtist } from "../../factories";
import { callFunction } from "../support";
import {
  artistInput,
  grantCustom,
  HALDEN,
  OTHER,
  pressInput,
  releaseInput,
  repos,
  setUpStaff,
  signInStaff,
  type CallResult,
  type Staff,
} from "../contentSupport";
import { callableAnswer, deployedFunctions } from "../sweepSupport";

/**
 * Resource × action × grant scope for the content functions: the custom role
 * holds one grant (global, scoped to Halden Drift, scoped to another artist,
 * or none) and acts on Halden Drift's artist page, Halden Drift's release or
 * a press post. Refused calls must leave the data as it was. The handlers
 * run in this process, as the callable protocol hands them a verified
 * caller: the matrix's subject is who may do what, not the HTTP layer,
 * which every callable passes through in callableInputSweep.test.ts (the
 * content functions over HTTP: contentArtists, contentReleases and
 * contentPress tests).
 */
type Scope = "global" | "this artist" | "another artist" | "none";
type Resource = "artists" | "releases" | "press";

interface Scenario {
  resource: Resource;
  action: Action;
  /** Grants held besides the one under test (publish is tested on a save that also needs edit). */
  background?: { resource: Resource; action: Action }[];
  act: (uid: string) => Promise<CallResult>;
  /** For list calls: whether the item is in the answer. */
  sees?: (response: CallResult) => boolean;
  /** What a refused call must not change. */
  observe: () => Promise<unknown>;
  /** A new artist belongs to no artist yet: only a global grant can create one. */
  globalOnly?: boolean;
  /** The row's name when it is not the action itself (scheduling needs publish). */
  operation?: string;
  /** Records the row needs besides the shared ones, written before the grant is set. */
  arrange?: () => Promise<void>;
}

const functions = await deployedFunctions();
/** A callable's answer to `data` from the person with `uid` (none: anonymous). */
const call = (name: string, data: unknown, uid?: string): Promise<CallResult> => callableAnswer(functions[name]!, data, uid ?? null);

const RELEASE = "b0000000-0000-4000-8000-000000000001";
const POST = "c0000000-0000-4000-8000-000000000001";
const ids = (list: unknown, key: string) => ((list as Record<string, { id: string }[]>)[key] ?? []).map((item) => item.id);

/** Scheduling a withdrawal at a future time: the publish grant on the item (docs/scheduled-publishing.md). */
const scheduling = (resource: Resource, item: { entity: string; id: string }): Scenario => ({
  resource,
  action: "publish",
  operation: "schedule",
  act: (t) => call("schedulePublish", { action: "unpublish", date: "2030-01-01", time: "09:00", items: [item] }, t),
  observe: () => repos.publishSchedules.count(),
});

/** Previewing a saved item's unsaved edits: view on it (docs/preview.md). */
const previewing = (resource: Resource, request: Record<string, unknown>): Scenario => ({
  resource,
  action: "view",
  operation: "preview",
  act: (t) => call("requestPreview", request, t),
  observe: () => repos.previews.count(),
});

/** Previewing a new item: the grant to create it. */
const previewingNew = (resource: Resource, request: Record<string, unknown>, globalOnly = false): Scenario => ({
  resource,
  action: "draft",
  operation: "preview new",
  globalOnly,
  act: (t) => call("requestPreview", { ...request, id: null }, t),
  observe: () => repos.previews.count(),
});

/** An uploaded image (its record only: listing reads no files). */
const IMAGE = "d0000000-0000-4000-8000-000000000001";
const IMAGE_URL = `/media/${IMAGE}/640x480.webp`;
const DRAFT_RELEASE = "b0000000-0000-4000-8000-000000000002";
const DRAFT_POST = "c0000000-0000-4000-8000-000000000002";
const storeImage = () =>
  repos.media.set({
    id: IMAGE,
    original_path: `original-${IMAGE}.jpg`,
    mime: "image/jpeg",
    width: 640,
    height: 480,
    bytes: 1000,
    url: IMAGE_URL,
    variants: [],
    uploaded_by: "u-admin",
    created_at: new Date(),
  });
/** The item each media row's image is used by, alone: Halden Drift's page, a draft release of Halden Drift, a draft press post. */
const IMAGE_USERS = {
  artists: {
    entity: "artists",
    id: HALDEN,
    store: () => repos.artists.set(makeArtist({ id: HALDEN, name: "Halden Drift", slug: "halden-drift", image_url: IMAGE_URL })),
  },
  releases: {
    entity: "releases",
    id: DRAFT_RELEASE,
    store: () =>
      repos.releases.set(
        makeRelease({
          id: DRAFT_RELEASE,
          title: "Unannounced",
          slug: "unannounced",
          artist_id: HALDEN,
          is_published: false,
          image_url: IMAGE_URL,
        }),
      ),
  },
  press: {
    entity: "press_posts",
    id: DRAFT_POST,
    store: () =>
      repos.pressPosts.set(makePressPost({ id: DRAFT_POST, slug: "draft-news", is_published: false, featured_image_url: IMAGE_URL })),
  },
} as const;

type Listed = { media?: { id: string; used_by: { id: string }[] }[]; schedules?: { items: { entity: string; id: string }[] }[] };

/**
 * The media library (docs/decisions.md#uploaded-images): an image used only
 * by one item is listed, with that use, only to callers who may view the
 * item; a scoped editor of another artist does not learn of it at all.
 */
const mediaLibrary = (resource: Resource): Scenario => {
  const user = IMAGE_USERS[resource];
  return {
    resource,
    action: "view",
    operation: "media library",
    arrange: async () => {
      await Promise.all([storeImage(), user.store()]);
    },
    act: (t) => call("listMedia", {}, t),
    sees: (r) => ((r.result as Listed).media ?? []).some((m) => m.id === IMAGE && m.used_by.some((u) => u.id === user.id)),
    observe: async () => null,
  };
};

/** The pending schedules (docs/scheduled-publishing.md): a schedule of one item is listed only to callers who may view the item. */
const pendingSchedules = (resource: Resource, item: { entity: "artists" | "releases" | "press_posts"; id: string }): Scenario => ({
  resource,
  action: "view",
  operation: "pending schedules",
  arrange: async () => {
    const at = new Date("2030-01-01T09:00:00Z");
    await repos.publishSchedules.set({
      id: "e0000000-0000-4000-8000-000000000001",
      name: null,
      action: "unpublish",
      at,
      items: [item],
      scheduled_by: staff.admin.uid,
      created_at: new Date(),
    });
  },
  act: (t) => call("listPublishSchedules", {}, t),
  sees: (r) => ((r.result as Listed).schedules ?? []).some((s) => s.items.some((i) => i.entity === item.entity && i.id === item.id)),
  observe: async () => null,
});

const scenarios: Scenario[] = [
  {
    resource: "artists",
    action: "draft",
    globalOnly: true,
    act: (t) => call("createArtist", artistInput(), t),
    observe: () => repos.artists.count(),
  },
  {
    resource: "artists",
    action: "edit",
    act: (t) => call("updateArtist", { id: HALDEN, artist: artistInput({ name: "Edited", slug: "halden-drift", is_published: true }) }, t),
    observe: () => repos.artists.get(HALDEN),
  },
  {
    resource: "artists",
    action: "publish",
    background: [{ resource: "artists", action: "edit" }],
    act: (t) => call("updateArtist", { id: HALDEN, artist: artistInput({ slug: "halden-drift", is_published: false }) }, t),
    observe: () => repos.artists.get(HALDEN),
  },
  { resource: "artists", action: "delete", act: (t) => call("deleteArtist", { id: HALDEN }, t), observe: () => repos.artists.get(HALDEN) },
  {
    resource: "artists",
    action: "view",
    act: (t) => call("listAdminArtists", {}, t),
    sees: (r) => ids(r.result, "artists").includes(HALDEN),
    observe: async () => null,
  },
  { resource: "releases", action: "draft", act: (t) => call("createRelease", releaseInput(), t), observe: () => repos.releases.count() },
  {
    resource: "releases",
    action: "edit",
    act: (t) => call("updateRelease", { id: RELEASE, release: releaseInput({ slug: "seeded", is_published: true }) }, t),
    observe: () => repos.releases.get(RELEASE),
  },
  {
    resource: "releases",
    action: "publish",
    act: (t) => call("setReleasePublished", { id: RELEASE, is_published: false }, t),
    observe: () => repos.releases.get(RELEASE),
  },
  {
    resource: "releases",
    action: "delete",
    act: (t) => call("deleteRelease", { id: RELEASE }, t),
    observe: () => repos.releases.get(RELEASE),
  },
  {
    resource: "releases",
    action: "view",
    act: (t) => call("listAdminReleases", {}, t),
    sees: (r) => ids(r.result, "releases").includes(RELEASE),
    observe: async () => null,
  },
  { resource: "press", action: "draft", act: (t) => call("createPressPost", pressInput(), t), observe: () => repos.pressPosts.count() },
  {
    resource: "press",
    action: "edit",
    act: (t) => call("updatePressPost", { id: POST, post: pressInput({ slug: "seeded", is_published: true }) }, t),
    observe: () => repos.pressPosts.get(POST),
  },
  {
    resource: "press",
    action: "publish",
    background: [{ resource: "press", action: "edit" }],
    act: (t) => call("updatePressPost", { id: POST, post: pressInput({ slug: "seeded", is_published: false }) }, t),
    observe: () => repos.pressPosts.get(POST),
  },
  { resource: "press", action: "delete", act: (t) => call("deletePressPost", { id: POST }, t), observe: () => repos.pressPosts.get(POST) },
  {
    resource: "press",
    action: "view",
    act: (t) => call("listAdminPressPosts", {}, t),
    sees: (r) => ids(r.result, "posts").includes(POST),
    observe: async () => null,
  },
  scheduling("artists", { entity: "artists", id: HALDEN }),
  scheduling("releases", { entity: "releases", id: RELEASE }),
  scheduling("press", { entity: "press_posts", id: POST }),
  previewing("artists", { entity: "artists", id: HALDEN, artist: artistInput({ name: "Edited", slug: "halden-drift" }) }),
  previewing("releases", { entity: "releases", id: RELEASE, release: releaseInput({ title: "Edited", slug: "seeded" }) }),
  previewing("press", { entity: "press_posts", id: POST, post: pressInput({ slug: "seeded" }) }),
  previewingNew("artists", { entity: "artists", artist: artistInput() }, true),
  previewingNew("releases", { entity: "releases", release: releaseInput() }),
  previewingNew("press", { entity: "press_posts", post: pressInput() }),
  mediaLibrary("artists"),
  mediaLibrary("releases"),
  mediaLibrary("press"),
  pendingSchedules("artists", { entity: "artists", id: HALDEN }),
  pendingSchedules("releases", { entity: "releases", id: RELEASE }),
  pendingSchedules("press", { entity: "press_posts", id: POST }),
];

/** Press grants cannot be scoped to an artist, so press only has the global and none cases. */
const scopesFor = (resource: Resource): Scope[] =>
  resource === "press" ? ["global", "none"] : ["global", "this artist", "another artist", "none"];
const allowedIn = (scope: Scope, scenario: Scenario) => scope === "global" || (scope === "this artist" && !scenario.globalOnly);

const cases = scenarios.flatMap((scenario) =>
  scopesFor(scenario.resource).map((scope) => ({
    name: `${scenario.resource}.${scenario.operation ?? scenario.action} granted ${scope}`,
    scenario,
    scope,
  })),
);

let staff: Staff;
let signedIn: Staff;
beforeAll(async () => {
  signedIn = await signInStaff();
});
beforeEach(async () => {
  staff = await setUpStaff(signedIn);
  await Promise.all([
    repos.releases.set(makeRelease({ id: RELEASE, slug: "seeded", artist_id: HALDEN, is_published: true })),
    repos.releaseArtists.set(makeReleaseArtist({ release_id: RELEASE, artist_id: HALDEN })),
    repos.pressPosts.set(makePressPost({ id: POST, slug: "seeded", is_published: true })),
  ]);
});

describe("content permission matrix", () => {
  it.each(cases)("$name", async ({ scenario, scope }) => {
    const artistId = scope === "this artist" ? HALDEN : scope === "another artist" ? OTHER : null;
    await scenario.arrange?.();
    await grantCustom([
      ...(scenario.background ?? []),
      ...(scope === "none" ? [] : [{ resource: scenario.resource, action: scenario.action, artistId }]),
    ]);
    const before = await scenario.observe();
    const response = await scenario.act(staff.custom.uid);

    if (scenario.sees) {
      // Lists: a scoped grant elsewhere still lists, but not this artist's items.
      const visible = response.status === 200 && scenario.sees(response);
      expect(visible).toBe(allowedIn(scope, scenario));
      if (scope === "none") expect(response.error?.status).toBe("PERMISSION_DENIED");
      return;
    }
    if (allowedIn(scope, scenario)) {
      expect(response.error, JSON.stringify(response.error)).toBeUndefined();
      expect(await scenario.observe()).not.toEqual(before);
    } else {
      expect(response.error?.status).toBe("PERMISSION_DENIED");
      expect(await scenario.observe()).toEqual(before);
    }
  });
});

/**
 * A published release appears on the page of every artist it credits, under
 * their slug: publishing it (or keeping it published) needs the publish
 * grant for each credited artist, or a global one.
 */
describe("credited artists consent to a published release", () => {
  const COLLAB = "b0000000-0000-4000-8000-000000000002";
  const scopedPublisher = [
    { resource: "releases" as const, action: "draft" as const, artistId: HALDEN },
    { resource: "releases" as const, action: "edit" as const, artistId: HALDEN },
    { resource: "releases" as const, action: "publish" as const, artistId: HALDEN },
  ];
  const crediting = (overrides: Record<string, unknown> = {}) =>
    releaseInput({ slug: "collab", additional_artist_ids: [OTHER], is_published: true, ...overrides });

  it("an editor of one artist cannot create a published release crediting another; a draft is fine", async () => {
    await grantCustom(scopedPublisher);
    const count = await repos.releases.count();
    expect((await call("createRelease", crediting(), staff.custom.uid)).error?.status).toBe("PERMISSION_DENIED");
    expect((await call("createRelease", crediting(), staff.editor.uid)).error?.status).toBe("PERMISSION_DENIED");
    expect(await repos.releases.count()).toBe(count);
    expect((await call("createRelease", crediting({ is_published: false }), staff.custom.uid)).error).toBeUndefined();
  });

  it("publish for every credited artist, or a global publish, lets it through", async () => {
    await grantCustom([...scopedPublisher, { resource: "releases", action: "publish", artistId: OTHER }]);
    expect((await call("createRelease", crediting(), staff.custom.uid)).error).toBeUndefined();
    await grantCustom([...scopedPublisher, { resource: "releases", action: "publish", artistId: null }]);
    expect((await call("createRelease", crediting({ slug: "collab-two" }), staff.custom.uid)).error).toBeUndefined();
  });

  it("keeping a collaboration published, or publishing it from its row, needs the other artist's consent too", async () => {
    await Promise.all([
      repos.releases.set(makeRelease({ id: COLLAB, slug: "collab", artist_id: HALDEN, is_published: true })),
      repos.releaseArtists.set(makeReleaseArtist({ release_id: COLLAB, artist_id: HALDEN })),
      repos.releaseArtists.set(makeReleaseArtist({ release_id: COLLAB, artist_id: OTHER, artist_order: 1, is_primary: false })),
    ]);
    await grantCustom(scopedPublisher);
    const before = await repos.releases.get(COLLAB);
    expect((await call("updateRelease", { id: COLLAB, release: crediting({ title: "Renamed" }) }, staff.custom.uid)).error?.status).toBe(
      "PERMISSION_DENIED",
    );
    expect(await repos.releases.get(COLLAB)).toEqual(before);
    // Unpublishing takes it off the other page: the owner's publish grant suffices.
    expect((await call("setReleasePublished", { id: COLLAB, is_published: false }, staff.custom.uid)).error).toBeUndefined();
    expect((await call("setReleasePublished", { id: COLLAB, is_published: true }, staff.custom.uid)).error?.status).toBe(
      "PERMISSION_DENIED",
    );
    expect((await repos.releases.get(COLLAB))?.is_published).toBe(false);

    await grantCustom([...scopedPublisher, { resource: "releases", action: "publish", artistId: OTHER }]);
    expect((await call("setReleasePublished", { id: COLLAB, is_published: true }, staff.custom.uid)).error).toBeUndefined();
    expect((await call("updateRelease", { id: COLLAB, release: crediting({ title: "Renamed" }) }, staff.custom.uid)).error).toBeUndefined();
  });
});

/** Permission before any read, ids checked before anything: malformed ids are a 400 for everyone, missing records are only revealed to staff who could act. */
describe("refusals come before any read", () => {
  const MISSING = "b0000000-0000-4000-8000-0000000000ff";
  const byId = (id: string) =>
    [
      ["getAdminArtist", { id }],
      ["updateArtist", { id, artist: artistInput() }],
      ["deleteArtist", { id }],
      ["getAdminRelease", { id }],
      ["getAdminPressPost", { id }],
      ["updateRelease", { id, release: releaseInput() }],
      ["setReleasePublished", { id, is_published: true }],
      ["deleteRelease", { id }],
      ["updatePressPost", { id, post: pressInput() }],
      ["deletePressPost", { id }],
      ["generateDspLinks", { releaseId: id }],
      ["refetchRelease", { releaseId: id }],
      ["importSpotifyReleases", { artistId: id, albumIds: ["x"] }],
      ["updateDemoStatus", { id, status: "accepted" }],
      ["deleteDemo", { id }],
      ["demoAudioUrl", { id }],
      ["trackPreSave", { release_id: id }],
    ] as const;

  it.each(["a/b", "__proto__", "..", "x".repeat(10_000)])("the malformed id %# is refused as invalid, signed in or not", async (bad) => {
    for (const [name, data] of byId(bad)) {
      for (const uid of [undefined, staff.admin.uid]) {
        const response = await call(name, data, uid);
        expect(response.error?.status, `${name} ${JSON.stringify(response.error)}`).toBe("INVALID_ARGUMENT");
      }
    }
  });

  it("a 5 MB id sent over HTTP is refused as invalid, not after a timeout", async () => {
    expect((await callFunction("deleteRelease", { id: "x".repeat(5 * 1024 * 1024) })).error?.status).toBe("INVALID_ARGUMENT");
  });

  it("anonymous and role-less callers are refused before the record is looked up", async () => {
    for (const [name, data] of byId(MISSING).filter(([name]) => name !== "trackPreSave")) {
      expect((await call(name, data)).error?.status, name).toBe("UNAUTHENTICATED");
      expect((await call(name, data, staff.fan.uid)).error?.status, name).toBe("PERMISSION_DENIED");
    }
  });
});
