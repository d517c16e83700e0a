import { beforeEach, describe, expect, it } from "vitest";
import type { AdminArtist, AdminPressPost, AdminRelease, ReleaseRecord } from "../../../src/lib/domain/catalog/contract";
import { callFunction } from "../support";
import {
  artistInput,
  expectError,
  expectOk,
  HALDEN,
  OTHER,
  pressInput,
  releaseInput,
  repos,
  setUpStaff,
  type Staff,
} from "../contentSupport";

/**
 * No silent overwrites: a save based on a stale load is refused, naming who
 * saved in between; and an edit form opens with the item read by id, as
 * saved, never a list's older copy (docs/decisions.md#edit-forms-read-the-item).
 */
// A test's first call of a function may start its worker cold in the emulator.
const COLD_CALLABLES = 120_000;

let staff: Staff;
beforeEach(async () => {
  staff = await setUpStaff();
});

describe("updateRelease with the updated_at it loaded", () => {
  it(
    "refuses the second of two saves from the same load, naming the first editor, and changes nothing",
    async () => {
      const created = expectOk(
        await callFunction("createRelease", releaseInput({ title: "Loaded" }), staff.admin.idToken),
      ) as ReleaseRecord;
      const loaded = created.updated_at;
      expectOk(
        await callFunction(
          "updateRelease",
          { id: created.id, release: releaseInput({ title: "By editor" }), expected_updated_at: loaded },
          staff.editor.idToken,
        ),
      );
      const refused = await callFunction(
        "updateRelease",
        { id: created.id, release: releaseInput({ title: "By admin" }), expected_updated_at: loaded },
        staff.admin.idToken,
      );
      expectError(refused, "ABORTED");
      expect(refused.error!.message).toMatch(
        /^content-editor@label\.test changed this record on \d{4}-\d\d-\d\d \d\d:\d\d UTC after you opened it\. Reload to see their changes\.$/,
      );
      expect((await repos.releases.get(created.id))!.title).toBe("By editor");
    },
    COLD_CALLABLES,
  );

  it("accepts a save whose loaded updated_at is still the stored one", async () => {
    const created = expectOk(await callFunction("createRelease", releaseInput(), staff.admin.idToken)) as ReleaseRecord;
    const saved = expectOk(
      await callFunction(
        "updateRelease",
        { id: created.id, release: releaseInput({ title: "Fresh" }), expected_updated_at: created.updated_at },
        staff.admin.idToken,
      ),
    ) as ReleaseRecord;
    expect(saved.title).toBe("Fresh");
  });
});

describe("the edit forms read the item as saved (getAdminArtist, getAdminRelease, getAdminPressPost)", () => {
  it(
    "a press post as its last save left it",
    async () => {
      const post = expectOk(
        await callFunction("createPressPost", pressInput({ content: "<p>First</p>" }), staff.admin.idToken),
      ) as AdminPressPost;
      expectOk(
        await callFunction(
          "updatePressPost",
          { id: post.id, post: pressInput({ content: "<p>Saved</p>", excerpt: "Saved excerpt" }) },
          staff.admin.idToken,
        ),
      );
      expect(expectOk(await callFunction("getAdminPressPost", { id: post.id }, staff.admin.idToken))).toMatchObject({
        id: post.id,
        content: "<p>Saved</p>",
        excerpt: "Saved excerpt",
      });
    },
    COLD_CALLABLES,
  );

  it(
    "an artist as its last save left it",
    async () => {
      const artist = expectOk(await callFunction("createArtist", artistInput({ bio: "First" }), staff.admin.idToken)) as AdminArtist;
      expectOk(await callFunction("updateArtist", { id: artist.id, artist: artistInput({ bio: "Saved bio" }) }, staff.admin.idToken));
      expect(expectOk(await callFunction("getAdminArtist", { id: artist.id }, staff.admin.idToken))).toMatchObject({
        id: artist.id,
        bio: "Saved bio",
      });
    },
    COLD_CALLABLES,
  );

  it(
    "a release as its last save left it, with its list row's credits and pre-saves",
    async () => {
      const release = expectOk(
        await callFunction("createRelease", releaseInput({ additional_artist_ids: [OTHER] }), staff.admin.idToken),
      ) as ReleaseRecord;
      const saved = expectOk(
        await callFunction(
          "updateRelease",
          {
            id: release.id,
            release: releaseInput({ title: "Saved title", additional_artist_ids: [OTHER] }),
            expected_updated_at: release.updated_at,
          },
          staff.admin.idToken,
        ),
      ) as ReleaseRecord;
      const row = expectOk(await callFunction("getAdminRelease", { id: release.id }, staff.admin.idToken)) as AdminRelease;
      expect(row).toMatchObject({
        id: release.id,
        title: "Saved title",
        updated_at: saved.updated_at,
        primary_artist_name: "Halden Drift",
        pre_save_count: 0,
      });
      expect(row.release_artists.map((link) => [link.artist_id, link.is_primary, link.artist?.name])).toEqual([
        [HALDEN, true, "Halden Drift"],
        [OTHER, false, "Other Artist"],
      ]);
    },
    COLD_CALLABLES,
  );

  it(
    "need view on the item: a scoped editor reads their artist's items only, a fan none, and a missing item is not found",
    async () => {
      const mine = expectOk(await callFunction("createRelease", releaseInput(), staff.admin.idToken)) as ReleaseRecord;
      const theirs = expectOk(
        await callFunction("createRelease", releaseInput({ slug: "theirs", artist_id: OTHER }), staff.admin.idToken),
      ) as ReleaseRecord;
      const post = expectOk(await callFunction("createPressPost", pressInput(), staff.admin.idToken)) as AdminPressPost;

      expectOk(await callFunction("getAdminRelease", { id: mine.id }, staff.editor.idToken));
      expectOk(await callFunction("getAdminArtist", { id: HALDEN }, staff.editor.idToken));
      expectError(await callFunction("getAdminRelease", { id: theirs.id }, staff.editor.idToken), "PERMISSION_DENIED");
      expectError(await callFunction("getAdminArtist", { id: OTHER }, staff.editor.idToken), "PERMISSION_DENIED");
      expectError(await callFunction("getAdminPressPost", { id: post.id }, staff.editor.idToken), "PERMISSION_DENIED");
      expectError(await callFunction("getAdminPressPost", { id: post.id }, staff.fan.idToken), "PERMISSION_DENIED");
      expectError(await callFunction("getAdminArtist", { id: HALDEN }), "UNAUTHENTICATED");
      expectError(
        await callFunction("getAdminPressPost", { id: "c0000000-0000-4000-8000-00000000dead" }, staff.admin.idToken),
        "NOT_FOUND",
        "Press post not found",
      );
    },
    COLD_CALLABLES,
  );
});
