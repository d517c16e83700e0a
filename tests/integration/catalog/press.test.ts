import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminPressPost } from "../../../src/lib/domain/catalog/contract";
import { makePressPost } from "../../factories";
import { callFunction } from "../support";
import { expectError, expectOk, grantCustom, pressInput, recordedChanges, repos, setUpStaff, type Staff } from "../contentSupport";

/** Press post ids are UUIDs (the request schemas refuse anything else). */
const POST_ID = "c0000000-0000-4000-8000-0000000000a1";

let staff: Staff;
beforeEach(async () => {
  staff = await setUpStaff();
});

async function createAs(idToken: string, overrides: Record<string, unknown> = {}): Promise<AdminPressPost> {
  return expectOk(await callFunction("createPressPost", pressInput(overrides), idToken)) as AdminPressPost;
}

describe("createPressPost", () => {
  it("sanitizes the content, stamps published_at and the verified author, and records the change", async () => {
    const started = Date.now();
    const saved = await createAs(staff.admin.idToken, {
      title: " Tour dates ",
      slug: "tour-dates",
      excerpt: "On the road",
      featured_image_url: "https://example.com/tour.jpg",
      content:
        '<h2>Tour</h2><script>alert(1)</script><p onclick="x()">Dates <a href="javascript:alert(1)">here</a> and <a href="https://tickets.example">tickets</a></p><img src="https://example.com/a.png" onerror="x()">',
      is_published: true,
      author_id: "someone-else",
    });
    const stored = await repos.pressPosts.get(saved.id);
    expect(stored).toMatchObject({
      title: "Tour dates",
      slug: "tour-dates",
      excerpt: "On the road",
      is_published: true,
      author_id: staff.admin.uid,
    });
    expect(stored!.content).toBe(
      '<h2>Tour</h2><p>Dates <a href="about:blank">here</a> and <a href="https://tickets.example">tickets</a></p><img src="https://example.com/a.png">',
    );
    expect(stored!.published_at!.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(stored!.published_at!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await recordedChanges()).toEqual([`press_posts:${saved.id}`]);
  });

  it("leaves published_at empty for a draft", async () => {
    const saved = await createAs(staff.admin.idToken, { is_published: false });
    expect(saved.published_at).toBeNull();
    expect((await repos.pressPosts.get(saved.id))?.published_at).toBeNull();
  });

  it.each([
    [{ title: "" }, "Title is required"],
    [{ slug: "  " }, "Slug is required"],
    [{ slug: "Tour Dates" }, "Slug must be lowercase letters, numbers, and hyphens only"],
    [{ featured_image_url: "image.jpg" }, "Invalid URL"],
    [{ excerpt: "e".repeat(501) }, "Must be at most 500 characters"],
    [{ content: "<p><br></p>" }, "Content is required"],
    [{ content: "<script>alert(1)</script>" }, "Content is required"],
  ])("rejects %o with its message and writes nothing", async (change, message) => {
    expectError(await callFunction("createPressPost", pressInput(change), staff.admin.idToken), "INVALID_ARGUMENT", message);
    expect(await repos.pressPosts.count()).toBe(0);
  });

  it("refuses a slug another post holds", async () => {
    await createAs(staff.admin.idToken);
    expectError(
      await callFunction("createPressPost", pressInput(), staff.admin.idToken),
      "ALREADY_EXISTS",
      "A press post with this slug already exists",
    );
    expect(await repos.pressPosts.count()).toBe(1);
  });
});

describe("updatePressPost", () => {
  it("sets published_at again on every published save and clears it when unpublished", async () => {
    const saved = await createAs(staff.admin.idToken, { is_published: true });
    const first = (await repos.pressPosts.get(saved.id))!.published_at!;
    // The next save must come at a later millisecond than the first for its time to differ.
    await vi.waitUntil(() => Date.now() > first.getTime(), { interval: 1 });

    expectOk(
      await callFunction(
        "updatePressPost",
        { id: saved.id, post: pressInput({ title: "Again", is_published: true }) },
        staff.admin.idToken,
      ),
    );
    const second = (await repos.pressPosts.get(saved.id))!;
    expect(second.title).toBe("Again");
    expect(second.published_at!.getTime()).toBeGreaterThan(first.getTime());
    expect(second.created_at).toEqual(new Date(saved.created_at));

    const draft = expectOk(
      await callFunction("updatePressPost", { id: saved.id, post: pressInput({ is_published: false }) }, staff.admin.idToken),
    ) as AdminPressPost;
    expect(draft.published_at).toBeNull();
    expect((await repos.pressPosts.get(saved.id))?.published_at).toBeNull();
    expect(await recordedChanges()).toEqual([1, 2, 3].map(() => `press_posts:${saved.id}`));
  });

  it("sanitizes on update and records the saving staff member as author", async () => {
    await grantCustom([{ resource: "press", action: "edit" }]);
    await repos.pressPosts.set(
      makePressPost({ id: POST_ID, slug: "label-news", is_published: false, published_at: null, author_id: staff.admin.uid }),
    );
    expectOk(
      await callFunction(
        "updatePressPost",
        { id: POST_ID, post: pressInput({ content: '<p>Hi<iframe src="https://x"></iframe></p>' }) },
        staff.custom.idToken,
      ),
    );
    expect(await repos.pressPosts.get(POST_ID)).toMatchObject({ content: "<p>Hi</p>", author_id: staff.custom.uid });
  });

  it("refuses another post's slug and an unknown id", async () => {
    await repos.pressPosts.set(makePressPost({ id: POST_ID, slug: "taken" }));
    const mine = await createAs(staff.admin.idToken);
    expectError(
      await callFunction("updatePressPost", { id: mine.id, post: pressInput({ slug: "taken" }) }, staff.admin.idToken),
      "ALREADY_EXISTS",
    );
    expectError(
      await callFunction("updatePressPost", { id: "c0000000-0000-4000-8000-00000000dead", post: pressInput() }, staff.admin.idToken),
      "NOT_FOUND",
      "Press post not found",
    );
  });
});

describe("listAdminPressPosts and deletePressPost", () => {
  it("lists every post, newest created first", async () => {
    await Promise.all([
      repos.pressPosts.set(makePressPost({ id: "old", slug: "old", created_at: new Date("2024-01-01T00:00:00Z") })),
      repos.pressPosts.set(
        makePressPost({
          id: "draft",
          slug: "draft",
          created_at: new Date("2025-06-01T00:00:00Z"),
          is_published: false,
          published_at: null,
        }),
      ),
      repos.pressPosts.set(makePressPost({ id: "mid", slug: "mid", created_at: new Date("2025-01-01T00:00:00Z") })),
    ]);
    const { posts } = expectOk(await callFunction("listAdminPressPosts", {}, staff.admin.idToken)) as { posts: AdminPressPost[] };
    expect(posts.map((p) => p.id)).toEqual(["draft", "mid", "old"]);
    expect(posts[0]!.published_at).toBeNull();
  });

  it("deletes a post and records the change", async () => {
    await repos.pressPosts.set(makePressPost({ id: POST_ID }));
    expect(expectOk(await callFunction("deletePressPost", { id: POST_ID }, staff.admin.idToken))).toEqual({ id: POST_ID });
    expect(await repos.pressPosts.get(POST_ID)).toBeNull();
    expect(await recordedChanges()).toEqual([`press_posts:${POST_ID}`]);
    expectError(await callFunction("deletePressPost", { id: POST_ID }, staff.admin.idToken), "NOT_FOUND");
  });
});

describe("press permissions", () => {
  it("refuses signed-out callers ('You must be logged in'), users without a role and artist editors", async () => {
    await repos.pressPosts.set(makePressPost({ id: POST_ID, slug: "kept" }));
    const calls: [string, unknown][] = [
      ["listAdminPressPosts", {}],
      ["createPressPost", pressInput()],
      ["updatePressPost", { id: POST_ID, post: pressInput() }],
      ["deletePressPost", { id: POST_ID }],
    ];
    for (const [name, data] of calls) {
      expectError(await callFunction(name, data), "UNAUTHENTICATED", "You must be logged in");
      expectError(await callFunction(name, data, staff.fan.idToken), "PERMISSION_DENIED");
      expectError(await callFunction(name, data, staff.editor.idToken), "PERMISSION_DENIED");
    }
    expect(await repos.pressPosts.get(POST_ID)).toMatchObject({ slug: "kept", title: "Test Post" });
    expect(await repos.pressPosts.count()).toBe(1);
  });

  it("lets a drafting role create drafts only", async () => {
    await grantCustom([{ resource: "press", action: "draft" }]);
    expectError(await callFunction("createPressPost", pressInput({ is_published: true }), staff.custom.idToken), "PERMISSION_DENIED");
    const draft = await createAs(staff.custom.idToken);
    expect(draft.author_id).toBe(staff.custom.uid);
  });
});
