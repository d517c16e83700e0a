import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createContent, deletePressPost, deleteReleaseCascade } from "../../../src/lib/data/catalog/contentTransactions";
import { contentWriter } from "../../../src/lib/data/catalog/contentWriter";
import { type Artist } from "../../../src/lib/domain/catalog";
import { SYSTEM_ACTOR } from "../../../src/lib/domain/publishing";
import { makePressPost, makeRelease } from "../../factories";
import { signIn } from "../session";
import { e2eRepositories } from "../siteData";
import { runJob } from "../jobRun";

/**
 * Scheduled publishing through the admin, on the running stack: a draft is
 * scheduled on its form (or with others as a named batch), the
 * `scheduled-publish` job runs as if at that time (`npm run job -- … --now`),
 * and the public pages go live through the incremental rebuild.
 * The label's clock is UTC. Each test removes what it made.
 */
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 240_000 });
// The first call of a run wakes the Functions emulator, slow on a busy machine.
const FIRST_CALL = { timeout: 90_000 };

const runScheduledPublish = (now: string) => runJob("scheduled-publish", now);

const statusOf = async (request: APIRequestContext, path: string) => (await request.get(path)).status();

async function lanternArray(): Promise<Artist> {
  const repos = await e2eRepositories();
  const [artist] = await repos.artists.query((c) => c.where("slug", "==", "lantern-array"));
  expect(artist).toBeTruthy();
  return artist!;
}

async function fillSchedule(scope: ReturnType<Page["locator"]>, date: string, time: string) {
  await scope.getByLabel("DATE", { exact: true }).fill(date);
  await scope.getByLabel("TIME", { exact: true }).fill(time);
  await scope.getByLabel("ACTION", { exact: true }).selectOption("publish");
}

test("a draft release scheduled on its form goes live when the job runs at that time", async ({ page, request }) => {
  const repos = await e2eRepositories();
  const artist = await lanternArray();
  const suffix = randomUUID().slice(0, 8);
  const release = makeRelease({
    title: `Scheduled Signal ${suffix}`,
    slug: `scheduled-signal-${suffix}`,
    artist_id: artist.id,
    is_published: false,
  });
  const path = `/releases/${artist.slug}/${release.slug}`;
  await createContent(contentWriter(repos, SYSTEM_ACTOR), "releases", release);
  try {
    await signIn(page);
    await page.goto("/admin/releases");
    await page.getByRole("button", { name: `EDIT ${release.title}` }).click(FIRST_CALL);
    const panel = page.getByRole("region", { name: "SCHEDULE", exact: true });
    await fillSchedule(panel, "2031-03-05", "09:30");
    await panel.getByRole("button", { name: "SCHEDULE" }).click();
    await expect(page.getByText("Scheduled", { exact: true })).toBeVisible(FIRST_CALL);
    const row = page.getByRole("listitem", { name: release.title });
    await expect(row.getByText("Scheduled for March 5, 2031 at 9:30 AM (UTC)")).toBeVisible();
    expect(await statusOf(request, path)).toBe(404);

    expect(await runScheduledPublish("2031-03-05T09:29:00Z")).not.toContain(release.id);
    expect((await repos.releases.get(release.id))?.is_published).toBe(false);
    expect(await runScheduledPublish("2031-03-05T09:30:00Z")).toMatch(/published schedule .* \(1 items\)/);
    await expect.poll(() => statusOf(request, path)).toBe(200);

    await page.reload();
    const liveRow = page.getByRole("listitem", { name: release.title });
    await expect(liveRow.getByText("Published")).toBeVisible(FIRST_CALL);
    await expect(liveRow.getByText(/Scheduled for/)).toHaveCount(0);
  } finally {
    await deleteReleaseCascade(repos, contentWriter(repos, SYSTEM_ACTOR), release.id);
  }
});

test("a named batch (a release and its press post) goes live together", async ({ page, request }) => {
  const repos = await e2eRepositories();
  const artist = await lanternArray();
  const suffix = randomUUID().slice(0, 8);
  const release = makeRelease({
    title: `Batch Release ${suffix}`,
    slug: `batch-release-${suffix}`,
    artist_id: artist.id,
    is_published: false,
  });
  const post = makePressPost({
    title: `Batch Announcement ${suffix}`,
    slug: `batch-announcement-${suffix}`,
    is_published: false,
    published_at: null,
  });
  const writer = contentWriter(repos, SYSTEM_ACTOR);
  await createContent(writer, "releases", release);
  await createContent(writer, "press_posts", post);
  try {
    await signIn(page);
    await page.goto("/admin/releases");
    const batch = page.getByRole("region", { name: "SCHEDULE A BATCH" });
    await batch.getByLabel("BATCH NAME").fill(`Launch ${suffix}`);
    await fillSchedule(batch, "2031-04-01", "18:00");
    // A catalogue has thousands of items: the search narrows what is offered, and a chosen item stays.
    await batch.getByLabel("FIND ITEMS").fill(release.title);
    await batch.getByRole("checkbox", { name: release.title }).check(FIRST_CALL);
    await expect(batch.getByRole("checkbox", { name: post.title })).toHaveCount(0);
    await batch.getByLabel("FIND ITEMS").fill(post.title);
    await batch.getByRole("checkbox", { name: post.title }).check(FIRST_CALL);
    await expect(batch.getByRole("checkbox", { name: release.title })).toBeChecked();
    await batch.getByRole("button", { name: "SCHEDULE" }).click();
    await expect(page.getByText("Scheduled", { exact: true })).toBeVisible(FIRST_CALL);
    await expect(
      page.getByRole("listitem", { name: release.title }).getByText("Scheduled for April 1, 2031 at 6:00 PM (UTC)"),
    ).toBeVisible();

    expect(await runScheduledPublish("2031-04-01T18:00:00Z")).toContain(`published batch "Launch ${suffix}" (2 items)`);
    await expect.poll(() => statusOf(request, `/releases/${artist.slug}/${release.slug}`)).toBe(200);
    await expect.poll(() => statusOf(request, `/press/${post.slug}`)).toBe(200);
    const [storedRelease, storedPost] = await Promise.all([repos.releases.get(release.id), repos.pressPosts.get(post.id)]);
    expect(storedRelease?.updated_at).toEqual(new Date("2031-04-01T18:00:00Z"));
    expect(storedPost?.published_at).toEqual(new Date("2031-04-01T18:00:00Z"));
  } finally {
    await deleteReleaseCascade(repos, writer, release.id);
    await deletePressPost(writer, post.id);
  }
});
