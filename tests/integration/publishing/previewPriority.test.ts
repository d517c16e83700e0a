import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, it, vi } from "vitest";
import { createContent } from "../../../src/lib/data/catalog/contentTransactions";
import { contentWriter } from "../../../src/lib/data/catalog/contentWriter";
import { SYSTEM_ACTOR, type Preview } from "../../../src/lib/domain/publishing";
import { makePressPost, makePressPostPreview } from "../../factories";
import { useWarmSiteBuilder } from "./siteBuilderSupport";
import { repositories } from "../support";

/**
 * The site builder puts a published change live before the previews waiting
 * with it (docs/preview.md): with 20 previews queued, a post saved while
 * they render is on the site while previews are still waiting, with the
 * real builder and `astro build`.
 */
const repos = repositories();
const { outDir, builder } = useWarmSiteBuilder("preview-priority");

const PREVIEWS = 20;

function waitingPreview(index: number): Preview {
  const post = makePressPost({ title: `Draft ${index}`, slug: `draft-${index}-${randomUUID().slice(0, 6)}` });
  // One person per preview: nothing here is superseded.
  return makePressPostPreview(post, { requested_by: `staff-${index}`, created_at: new Date(Date.now() + index) });
}

const pendingCount = async () => (await repos.previews.pending()).length;
const pageOf = (slug: string) => readFile(join(outDir, "press", slug, "index.html"), "utf8").catch(() => "");

it("a post saved while 20 previews wait goes live before the previews are all rendered", async () => {
  for (let i = 0; i < PREVIEWS; i++) await repos.previews.create(waitingPreview(i));
  builder().start();
  // The builder is busy with the previews when the post is saved.
  await vi.waitFor(async () => expect(await pendingCount()).toBeLessThan(PREVIEWS), { timeout: 120_000, interval: 200 });

  const post = makePressPost({
    title: "Saved While Previews Wait",
    slug: `saved-${randomUUID().slice(0, 8)}`,
    published_at: new Date("2020-01-01T00:00:00Z"),
  });
  await createContent(contentWriter(repos, SYSTEM_ACTOR), "press_posts", post);
  await vi.waitFor(async () => expect(await pageOf(post.slug)).toContain("Saved While Previews Wait"), { timeout: 150_000, interval: 100 });

  // Live, and previews are still waiting: they did not hold the change back.
  expect(await pendingCount()).toBeGreaterThan(0);
  // And they are still rendered afterwards: the next one is done after the change.
  const waiting = await pendingCount();
  await vi.waitFor(async () => expect(await pendingCount()).toBeLessThan(waiting), { timeout: 120_000, interval: 200 });
  const ready = (await repos.previews.query((c) => c)).filter((p) => p.status === "ready");
  expect(ready.length).toBeGreaterThan(0);
  expect(ready.every((p) => p.draft.entity === "press_posts" && p.html?.includes(p.draft.post.title))).toBe(true);
}, 480_000);
