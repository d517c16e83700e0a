import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, it, vi } from "vitest";
import { createContent } from "../../../src/lib/data/catalog/contentTransactions";
import { contentWriter } from "../../../src/lib/data/catalog/contentWriter";
import { SYSTEM_ACTOR } from "../../../src/lib/domain/publishing";
import { makePressPost, makePressPostPreview } from "../../factories";
import { useWarmSiteBuilder } from "./siteBuilderSupport";
import { repositories } from "../support";

/**
 * The site builder is woken by the change itself (docs/incremental-builds.md):
 * with its poll set to an hour, a preview asked for and then a post saved
 * are each done at once, through the real builder and its warm renderer.
 */
const repos = repositories();
const HOUR = 3_600_000;
// A new catalog snapshot every two passes (src/lib/site/jobCatalog.ts), so that the passes below cross one.
const { outDir, builder } = useWarmSiteBuilder("site-builder-wake", { pollMs: HOUR, passesPerSnapshot: 2 });
const pageOf = (path: string) => readFile(join(outDir, path, "index.html"), "utf8").catch(() => "");

it("with an hour's poll, a post saved once the builder is idle goes live: the change's notification wakes it", async () => {
  builder().start();
  const draft = makePressPost({ title: "Woken Draft", slug: `woken-draft-${randomUUID().slice(0, 6)}` });
  const preview = makePressPostPreview(draft);
  await repos.previews.create(preview);
  // Ready: by the first pass or a pass the preview's notification started.
  await vi.waitFor(async () => expect((await repos.previews.get(preview.id))?.status).toBe("ready"), { timeout: 120_000, interval: 100 });

  const post = makePressPost({
    title: "Saved And Woken",
    slug: `woken-${randomUUID().slice(0, 8)}`,
    published_at: new Date("2020-01-01T00:00:00Z"),
  });
  await createContent(contentWriter(repos, SYSTEM_ACTOR), "press_posts", post);
  // With an hour's poll, only the change's notification can have started the pass that puts it live.
  await vi.waitFor(
    async () => expect(await readFile(join(outDir, "press", post.slug, "index.html"), "utf8").catch(() => "")).toContain("Saved And Woken"),
    { timeout: 120_000, interval: 100 },
  );
}, 300_000);

it("passes on either side of a new catalog snapshot all reach the pages that list them", async () => {
  builder().start();
  const titles: string[] = [];
  for (let i = 1; i <= 3; i++) {
    const post = makePressPost({ title: `Snapshot Post ${i}`, slug: `snapshot-${i}-${randomUUID().slice(0, 6)}` });
    titles.push(post.title);
    await createContent(contentWriter(repos, SYSTEM_ACTOR), "press_posts", post);
    await vi.waitFor(async () => expect(await pageOf(join("press", post.slug))).toContain(post.title), { timeout: 120_000, interval: 100 });
  }
  // The third pass rendered from the snapshot written after the second, with its own documents on top.
  const index = await pageOf("press");
  for (const title of titles) expect(index).toContain(title);
}, 300_000);
