import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type APIRequestContext } from "@playwright/test";
import { createContent, deleteArtistCascade, deletePressPost, updateContent } from "../../../src/lib/data/catalog/contentTransactions";
import { contentWriter } from "../../../src/lib/data/catalog/contentWriter";
import { SYSTEM_ACTOR } from "../../../src/lib/domain/publishing";
import { makeArtist, makePressPost, makePressPostPreview } from "../../factories";
import { e2eRepositories } from "../siteData";

/**
 * Incremental rebuilds against the running stack: content is written the
 * way an admin write does it (through a ContentWriter, with its change), and the site's
 * builder must put the affected pages live with no restart. Each test puts
 * the content back as it found it.
 */
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 240_000 });

const statusOf = async (request: APIRequestContext, path: string) => (await request.get(path)).status();
const bodyOf = async (request: APIRequestContext, path: string) => (await request.get(path)).text();

test("a release's new title and slug go live; the old slug's page is removed", async ({ request }) => {
  const repos = await e2eRepositories();
  const writer = contentWriter(repos, SYSTEM_ACTOR);
  const [release] = await repos.releases.listBySlug("lantern-bass");
  expect(release).toBeTruthy();
  const original = release!;
  try {
    await updateContent(writer, "releases", original.id, { title: "Lantern Bass (Live)", updated_at: new Date() });
    await expect.poll(() => bodyOf(request, "/releases/lantern-array/lantern-bass")).toContain("Lantern Bass (Live)");
    await expect.poll(() => bodyOf(request, "/data/releases.json")).toContain("Lantern Bass (Live)");

    await updateContent(writer, "releases", original.id, { slug: "lantern-bass-live", updated_at: new Date() });
    await expect.poll(() => statusOf(request, "/releases/lantern-array/lantern-bass-live")).toBe(200);
    expect(await statusOf(request, "/releases/lantern-array/lantern-bass")).toBe(404);
    expect(await bodyOf(request, "/artist/lantern-array")).toContain("/releases/lantern-array/lantern-bass-live");
  } finally {
    await updateContent(writer, "releases", original.id, original);
    await expect.poll(() => statusOf(request, "/releases/lantern-array/lantern-bass")).toBe(200);
    expect(await statusOf(request, "/releases/lantern-array/lantern-bass-live")).toBe(404);
  }
});

test("a post is rendered sanitized whatever was stored, and its page goes when it is deleted", async ({ page, request }) => {
  const repos = await e2eRepositories();
  const writer = contentWriter(repos, SYSTEM_ACTOR);
  const post = makePressPost({
    title: "Unsafe markup test",
    slug: `unsafe-markup-${randomUUID().slice(0, 8)}`,
    // Written around the admin function's own sanitizing: the build must not trust the database.
    content:
      '<p>Safe text</p><script>window.__injected = true</script><img src="x" onerror="window.__injected = true"><a href="javascript:window.__injected=true">bad link</a>',
    published_at: new Date("2001-01-01T00:00:00Z"),
  });
  const path = `/press/${post.slug}`;
  await createContent(writer, "press_posts", post);
  try {
    await expect.poll(() => statusOf(request, path)).toBe(200);
    await page.goto(path);
    const content = page.getByTestId("post-content");
    await expect(content).toContainText("Safe text");
    await expect(content.locator("script")).toHaveCount(0);
    await expect(content.locator("[onerror]")).toHaveCount(0);
    await expect(content.getByRole("link", { name: "bad link" })).toHaveAttribute("href", "about:blank");
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(await bodyOf(request, "/rss.xml")).toContain("Unsafe markup test");
  } finally {
    await deletePressPost(writer, post.id);
  }
  await expect.poll(() => statusOf(request, path)).toBe(404);
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "POST NOT FOUND" })).toBeVisible();
  expect(await bodyOf(request, "/rss.xml")).not.toContain("Unsafe markup test");
});

test("published artists appear in the list and its pagination; a draft never does", async ({ page, request }) => {
  const repos = await e2eRepositories();
  const writer = contentWriter(repos, SYSTEM_ACTOR);
  const added = Array.from({ length: 6 }, (_, i) =>
    makeArtist({ name: `Zz Paging Artist ${i + 1}`, slug: `zz-paging-artist-${i + 1}-${randomUUID().slice(0, 6)}`, genre: "noise" }),
  );
  const draft = makeArtist({ name: "Zz Hidden Draft", slug: `zz-hidden-${randomUUID().slice(0, 6)}`, is_published: false });
  try {
    for (const artist of [...added, draft]) {
      await createContent(writer, "artists", artist);
    }
    await expect.poll(() => statusOf(request, `/artist/${added[5]!.slug}`)).toBe(200);
    expect(await statusOf(request, `/artist/${draft.slug}`)).toBe(404);

    await page.goto("/artists");
    await expect(page.getByText(/^Showing (\d+) of \1 artists$/)).toBeVisible();
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await pagination.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/artists\?page=2$/);
    await expect(page.getByTestId("artist-card").last()).toContainText("Zz Paging Artist 6");
    await expect(page.getByText("Zz Hidden Draft")).toHaveCount(0);

    // The page survives a reload (the URL is the state), and the genre filter starts again from page 1.
    await page.reload();
    await expect(pagination.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("combobox", { name: "Genre" }).selectOption({ label: "Techno" });
    await expect(page).toHaveURL(/\/artists\?genre=techno$/);
  } finally {
    for (const artist of [...added, draft]) {
      await deleteArtistCascade(repos, writer, artist.id);
    }
  }
  await expect.poll(() => statusOf(request, `/artist/${added[0]!.slug}`)).toBe(404);
});

test("the press list shows 'NO POSTS YET' when nothing is published", async ({ page, request }) => {
  const repos = await e2eRepositories();
  const writer = contentWriter(repos, SYSTEM_ACTOR);
  const published = await repos.pressPosts.listPublished();
  try {
    for (const post of published) {
      await updateContent(writer, "press_posts", post.id, { is_published: false, published_at: null });
    }
    await expect.poll(() => bodyOf(request, "/press")).toContain("NO POSTS YET");
    await page.goto("/press");
    await expect(page.getByText("NO POSTS YET")).toBeVisible();
    await page.goto("/");
    await expect(page.getByText("No press posts published yet")).toBeVisible();
  } finally {
    for (const post of published) {
      await updateContent(writer, "press_posts", post.id, post);
    }
  }
  await expect.poll(() => bodyOf(request, "/press")).not.toContain("NO POSTS YET");
});

test("an edit goes live on its public page while twenty other changes and twenty previews wait", async ({ page, request }) => {
  const repos = await e2eRepositories();
  const writer = contentWriter(repos, SYSTEM_ACTOR);
  const tag = randomUUID().slice(0, 6);
  const post = makePressPost({ title: `Queue Edit ${tag}`, slug: `queue-edit-${tag}`, published_at: new Date("2001-03-01T00:00:00Z") });
  const others = Array.from({ length: 20 }, (_, i) =>
    makePressPost({
      title: `Queued Change ${i + 1} ${tag}`,
      slug: `queued-change-${i + 1}-${tag}`,
      published_at: new Date("2001-02-01T00:00:00Z"),
    }),
  );
  const previews = Array.from({ length: 20 }, (_, i) =>
    makePressPostPreview(makePressPost({ title: `Queued Preview ${i + 1} ${tag}` }), { requested_by: `staff-${i}` }),
  );
  const path = `/press/${post.slug}`;
  await createContent(writer, "press_posts", post);
  try {
    await expect.poll(() => statusOf(request, path)).toBe(200);
    for (const preview of previews) await repos.previews.create(preview);
    for (const other of others) await createContent(writer, "press_posts", other);
    await updateContent(writer, "press_posts", post.id, { title: `Queue Edit ${tag} Saved` });

    await expect.poll(() => bodyOf(request, path)).toContain(`Queue Edit ${tag} Saved`);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Queue Edit ${tag} Saved`);
    // What waited with it is done too: the twenty posts live, the twenty previews rendered.
    for (const other of others) await expect.poll(() => statusOf(request, `/press/${other.slug}`)).toBe(200);
    await expect
      .poll(async () => (await Promise.all(previews.map((p) => repos.previews.get(p.id)))).map((p) => p?.status))
      .toEqual(previews.map(() => "ready"));
  } finally {
    for (const preview of previews) await repos.previews.delete(preview.id);
    for (const item of [post, ...others]) await deletePressPost(writer, item.id);
  }
  await expect.poll(() => statusOf(request, path)).toBe(404);
});
