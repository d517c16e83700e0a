import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeEach, expect, it } from "vitest";
import { createContent } from "../../../src/lib/data/catalog/contentTransactions";
import { contentWriter } from "../../../src/lib/data/catalog/contentWriter";
import { SYSTEM_ACTOR } from "../../../src/lib/domain/publishing";
import { makePressPost } from "../../factories";
import { useWarmSiteBuilder } from "./siteBuilderSupport";
import { repositories } from "../support";

/**
 * A later full build renders from the catalog the builder keeps, patched with the pending changes, while
 * the builder reads the whole catalog from Firestore; the read decides whether that build stands
 * (docs/incremental-builds.md). The builder's passes are not started: each test calls the full build.
 */
const repos = repositories();
const logged: string[] = [];
const { outDir, builder } = useWarmSiteBuilder("later-full-build", { log: (message) => logged.push(message) });
const pageOf = (path: string) => readFile(join(outDir, path, "index.html"), "utf8").catch(() => "");
const REBUILT = /the catalog read from Firestore differs from the one kept/;

beforeEach(() => {
  logged.length = 0;
});

it("puts live the changes pending when it starts, from the kept catalog, and acknowledges them", async () => {
  const post = makePressPost({ title: "Pending At The Full Build", slug: `pending-${randomUUID().slice(0, 8)}` });
  await createContent(contentWriter(repos, SYSTEM_ACTOR), "press_posts", post);
  expect(await pageOf(join("press", post.slug))).toBe("");

  await builder().fullBuild();

  expect(await pageOf(join("press", post.slug))).toContain(post.title);
  expect(await pageOf("press")).toContain(post.title);
  expect(await repos.contentChanges.listPending()).toEqual([]);
  expect(logged.filter((message) => REBUILT.test(message))).toEqual([]);
}, 300_000);

it("a document written with no change recorded: the read differs from the kept catalog, and the pages are rendered again from that read", async () => {
  // Written past the content operations: no change is queued, so only the full build's read can find it.
  const post = makePressPost({ title: "Written Around The Feed", slug: `around-${randomUUID().slice(0, 8)}` });
  await repos.pressPosts.create(post);

  await builder().fullBuild();

  expect(await pageOf(join("press", post.slug))).toContain(post.title);
  expect(await pageOf("press")).toContain(post.title);
  expect(logged.filter((message) => REBUILT.test(message))).toHaveLength(1);

  // The catalog kept now is the read one: the next full build stands on it.
  logged.length = 0;
  await builder().fullBuild();
  expect(logged.filter((message) => REBUILT.test(message))).toEqual([]);
  expect(await pageOf(join("press", post.slug))).toContain(post.title);
}, 300_000);
