import { beforeEach, describe, expect, it } from "vitest";
import type { AdminArtist } from "../../../src/lib/domain/catalog/contract";
import { makeRelease, makeReleaseArtist } from "../../factories";
import { callFunction } from "../support";
import {
  artistInput,
  expectError,
  expectOk,
  grantCustom,
  HALDEN,
  OTHER,
  recordedChanges,
  repos,
  setUpStaff,
  THIRD,
  type Staff,
} from "../contentSupport";

let staff: Staff;
beforeEach(async () => {
  staff = await setUpStaff();
});

describe("listAdminArtists / listArtistChoices", () => {
  it("gives a Super Admin every artist by name, with every ability", async () => {
    const result = expectOk(await callFunction("listAdminArtists", {}, staff.admin.idToken)) as {
      artists: AdminArtist[];
      abilities: { global: string[] };
    };
    expect(result.artists.map((a) => a.name)).toEqual(["Halden Drift", "Other Artist", "Third Artist"]);
    expect(typeof result.artists[0]!.created_at).toBe("string");
    expect(result.abilities.global).toEqual(["draft", "edit", "publish", "delete", "view"]);
  });

  it("gives an editor scoped to Halden Drift only that artist, with the scoped abilities", async () => {
    const result = expectOk(await callFunction("listAdminArtists", {}, staff.editor.idToken)) as {
      artists: AdminArtist[];
      abilities: { global: string[]; byArtist: Record<string, string[]> };
    };
    expect(result.artists.map((a) => a.id)).toEqual([HALDEN]);
    expect(result.abilities).toEqual({ global: [], byArtist: { [HALDEN]: ["edit", "view"] } });
  });

  it("refuses signed-out callers and users without a role", async () => {
    expectError(await callFunction("listAdminArtists", {}), "UNAUTHENTICATED", "You must be logged in");
    expectError(await callFunction("listAdminArtists", {}, staff.fan.idToken), "PERMISSION_DENIED");
    expectError(await callFunction("listArtistChoices", {}, staff.fan.idToken), "PERMISSION_DENIED");
  });

  it("gives the artist pickers any artist's id, name and streaming ID to anyone holding a content grant", async () => {
    await repos.artists.update(OTHER, { spotify_artist_id: "sp-other" });
    const result = expectOk(await callFunction("listArtistChoices", {}, staff.editor.idToken));
    expect(result).toEqual({
      artists: [
        { id: HALDEN, name: "Halden Drift", spotify_artist_id: null },
        { id: OTHER, name: "Other Artist", spotify_artist_id: "sp-other" },
        { id: THIRD, name: "Third Artist", spotify_artist_id: null },
      ],
      named: [],
    });
    await grantCustom([{ resource: "press", action: "view" }]);
    expectError(await callFunction("listArtistChoices", {}, staff.custom.idToken), "PERMISSION_DENIED");
  });
});

describe("createArtist", () => {
  it("stores the trimmed form with empty optional fields as null and records the change", async () => {
    const saved = expectOk(
      await callFunction(
        "createArtist",
        artistInput({
          name: "  Nova Static ",
          slug: "nova-static",
          instagram_url: "https://instagram.com/nova",
          spotify_artist_id: "https://open.spotify.com/artist/4NovaId?si=x",
          is_published: true,
        }),
        staff.admin.idToken,
      ),
    ) as AdminArtist;
    const stored = await repos.artists.get(saved.id);
    expect(stored).toMatchObject({
      name: "Nova Static",
      slug: "nova-static",
      bio: null,
      genre: "ambient",
      image_url: null,
      spotify_artist_id: "4NovaId",
      instagram_url: "https://instagram.com/nova",
      twitter_url: null,
      is_published: true,
    });
    expect(await recordedChanges()).toEqual([`artists:${saved.id}`]);
  });

  it.each([
    [{ name: "   " }, "Name is required"],
    [{ slug: "Not A Slug" }, "Slug must be lowercase letters, numbers, and hyphens only"],
    [{ website_url: "not a url" }, "Invalid URL"],
    [{ bio: "b".repeat(2001) }, "Must be at most 2000 characters"],
  ])("rejects %o with the spec's message and writes nothing", async (change, message) => {
    expectError(await callFunction("createArtist", artistInput(change), staff.admin.idToken), "INVALID_ARGUMENT", message);
    expect(await repos.artists.count()).toBe(3);
    expect(await recordedChanges()).toEqual([]);
  });

  it("refuses a slug another artist holds", async () => {
    expectError(
      await callFunction("createArtist", artistInput({ slug: "halden-drift" }), staff.admin.idToken),
      "ALREADY_EXISTS",
      "An artist with this slug already exists",
    );
    expect(await repos.artists.count()).toBe(3);
  });

  it("needs a global draft grant, and publish as well to create it published", async () => {
    expectError(await callFunction("createArtist", artistInput()), "UNAUTHENTICATED");
    expectError(await callFunction("createArtist", artistInput(), staff.fan.idToken), "PERMISSION_DENIED");
    expectError(await callFunction("createArtist", artistInput(), staff.editor.idToken), "PERMISSION_DENIED");
    await grantCustom([{ resource: "artists", action: "draft", artistId: HALDEN }]);
    expectError(await callFunction("createArtist", artistInput(), staff.custom.idToken), "PERMISSION_DENIED");
    await grantCustom([{ resource: "artists", action: "draft" }]);
    expectError(await callFunction("createArtist", artistInput({ is_published: true }), staff.custom.idToken), "PERMISSION_DENIED");
    expect(await repos.artists.count()).toBe(3);
    expectOk(await callFunction("createArtist", artistInput(), staff.custom.idToken));
    expect(await repos.artists.count()).toBe(4);
  });
});

describe("updateArtist", () => {
  it("changes the artist, keeps created_at and records the change", async () => {
    const before = await repos.artists.get(HALDEN);
    const saved = expectOk(
      await callFunction(
        "updateArtist",
        { id: HALDEN, artist: artistInput({ name: "Halden Drift II", slug: "halden-drift", is_published: true }) },
        staff.admin.idToken,
      ),
    ) as AdminArtist;
    expect(saved.name).toBe("Halden Drift II");
    const stored = await repos.artists.get(HALDEN);
    expect(stored).toMatchObject({ name: "Halden Drift II", genre: "ambient", created_at: before!.created_at });
    expect(await recordedChanges()).toEqual([`artists:${HALDEN}`]);
  });

  it("refuses another artist's slug and an unknown id", async () => {
    expectError(
      await callFunction(
        "updateArtist",
        { id: HALDEN, artist: artistInput({ slug: "other-artist", is_published: true }) },
        staff.admin.idToken,
      ),
      "ALREADY_EXISTS",
    );
    expectError(
      await callFunction("updateArtist", { id: "a0000000-0000-4000-8000-0000000000ff", artist: artistInput() }, staff.admin.idToken),
      "NOT_FOUND",
      "Artist not found",
    );
    expect((await repos.artists.get(HALDEN))?.slug).toBe("halden-drift");
  });

  it("lets a scoped editor edit their own artist but not another one, nor change its published state", async () => {
    const own = artistInput({ name: "Halden (edited)", slug: "halden-drift", is_published: true });
    expectOk(await callFunction("updateArtist", { id: HALDEN, artist: own }, staff.editor.idToken));
    expectError(
      await callFunction(
        "updateArtist",
        { id: OTHER, artist: artistInput({ slug: "other-artist", is_published: true }) },
        staff.editor.idToken,
      ),
      "PERMISSION_DENIED",
    );
    expectError(
      await callFunction("updateArtist", { id: HALDEN, artist: { ...own, is_published: false } }, staff.editor.idToken),
      "PERMISSION_DENIED",
    );
    expect(await repos.artists.get(HALDEN)).toMatchObject({ name: "Halden (edited)", is_published: true });
    expect((await repos.artists.get(OTHER))?.name).toBe("Other Artist");
  });

  it("refuses signed-out callers and users without a role, even for a missing id", async () => {
    expectError(await callFunction("updateArtist", { id: HALDEN, artist: artistInput() }), "UNAUTHENTICATED");
    expectError(await callFunction("updateArtist", { id: HALDEN, artist: artistInput() }, staff.fan.idToken), "PERMISSION_DENIED");
    expectError(
      await callFunction("updateArtist", { id: "a0000000-0000-4000-8000-0000000000ff", artist: artistInput() }, staff.fan.idToken),
      "PERMISSION_DENIED",
    );
  });
});

describe("deleteArtist", () => {
  it("removes the artist, its release links and its scoped grants; its releases stay, without it as primary", async () => {
    await Promise.all([
      repos.releases.set(makeRelease({ id: "rel-own", artist_id: OTHER })),
      repos.releases.set(makeRelease({ id: "rel-guest", artist_id: HALDEN })),
      repos.releaseArtists.set(makeReleaseArtist({ release_id: "rel-own", artist_id: OTHER })),
      repos.releaseArtists.set(makeReleaseArtist({ release_id: "rel-own", artist_id: THIRD, artist_order: 1, is_primary: false })),
      repos.releaseArtists.set(makeReleaseArtist({ release_id: "rel-guest", artist_id: HALDEN })),
      repos.releaseArtists.set(makeReleaseArtist({ release_id: "rel-guest", artist_id: OTHER, artist_order: 1, is_primary: false })),
    ]);
    await grantCustom([
      { resource: "releases", action: "edit", artistId: OTHER },
      { resource: "releases", action: "view" },
    ]);

    const result = expectOk(await callFunction("deleteArtist", { id: OTHER }, staff.admin.idToken));
    expect(result).toEqual({ id: OTHER, affectedReleaseIds: ["rel-guest", "rel-own"] });
    expect(await repos.artists.get(OTHER)).toBeNull();
    expect(await repos.releaseArtists.listForArtist(OTHER)).toEqual([]);
    expect((await repos.releaseArtists.listForRelease("rel-own")).map((l) => l.artist_id)).toEqual([THIRD]);
    expect((await repos.releaseArtists.listForRelease("rel-guest")).map((l) => l.artist_id)).toEqual([HALDEN]);
    expect((await repos.releases.get("rel-own"))?.artist_id).toBeNull();
    expect((await repos.releases.get("rel-guest"))?.artist_id).toBe(HALDEN);
    expect((await repos.rolePermissions.listForRole("role-custom")).map((g) => g.permission_id)).toEqual(["releases.view"]);
    expect(await recordedChanges()).toEqual([`artists:${OTHER}`, "releases:rel-guest", "releases:rel-own"]);
  });

  it("needs delete for that artist", async () => {
    expectError(await callFunction("deleteArtist", { id: HALDEN }), "UNAUTHENTICATED");
    expectError(await callFunction("deleteArtist", { id: HALDEN }, staff.fan.idToken), "PERMISSION_DENIED");
    expectError(await callFunction("deleteArtist", { id: HALDEN }, staff.editor.idToken), "PERMISSION_DENIED");
    await grantCustom([{ resource: "artists", action: "delete", artistId: OTHER }]);
    expectError(await callFunction("deleteArtist", { id: HALDEN }, staff.custom.idToken), "PERMISSION_DENIED");
    expect(await repos.artists.get(HALDEN)).not.toBeNull();
    expectOk(await callFunction("deleteArtist", { id: OTHER }, staff.custom.idToken));
    expect(await repos.artists.get(OTHER)).toBeNull();
    expectError(await callFunction("deleteArtist", { id: OTHER }, staff.admin.idToken), "NOT_FOUND", "Artist not found");
  });
});
