import { cp, readFile, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createHostingPublisher, hostingDeploy, SITE_PUBLISH_LEASE, type HostingPublisher } from "../../../scripts/site/hostingPublisher";
import { createSiteBuilder, type SiteBuilder } from "../../../scripts/site/siteBuilder";
import { startHostingFake, type HostingFake } from "../../../scripts/stack/fakes/hostingFake";
import { startProcess } from "../../../scripts/stack/processes";
import { createContent, updateContent } from "../../../src/lib/data/catalog/contentTransactions";
import { contentWriter } from "../../../src/lib/data/catalog/contentWriter";
import { SYSTEM_ACTOR } from "../../../src/lib/domain/publishing";
import { createHostingClient } from "../../../src/lib/hosting/client";
import { makePressPost } from "../../factories";
import { repositories, resetDatabase } from "../support";

/**
 * The production publisher (scripts/site/hostingPublisher.ts) against the
 * local fake of the Hosting REST API, with the real builder, warm renderer
 * and Firestore emulator: an edit becomes a new version in which only the
 * re-rendered files are uploaded, then a release; a refused upload or
 * release acknowledges nothing and the next round puts the change live; of
 * two publishers started together one holds the lease.
 */
const root = resolve(import.meta.dirname, "../../..");
const folder = resolve(root, process.env.STACK_DATA_DIR ?? ".data/test-integration", "hosting-publisher");
const outDir = join(folder, "site");
const SITE = "label-test";
const repos = repositories();
const writer = contentWriter(repos, SYSTEM_ACTOR);
const post = makePressPost({ title: "First Words", slug: "hosting-post", published_at: new Date("2020-01-01T00:00:00Z") });

let fake: HostingFake;
let builder: SiteBuilder;

/** A publisher of the shared folder (two of them stand for two instances racing for it), or of a builder and folder of its own. */
function publisher(holder: string, own?: { builder: SiteBuilder; dir: string }): HostingPublisher {
  const deploy = hostingDeploy(createHostingClient({ apiUrl: fake.url }), SITE);
  const dir = own?.dir ?? folder;
  return createHostingPublisher({
    builder: own?.builder ?? builder,
    repos,
    outDir: join(dir, "site"),
    holder,
    deploy,
    releasedFile: join(dir, "work", "released.json"),
  });
}

/** What a visitor of the live site gets at a path (null: no such file in the release). */
async function livePage(path: string, site = SITE): Promise<string | null> {
  const response = await fetch(`${fake.url}/__fake/sites/${site}/live${path}`);
  return response.ok ? response.text() : null;
}

const pendingChanges = async () => (await repos.contentChanges.listPending()).length;

let main: HostingPublisher;

beforeAll(async () => {
  await resetDatabase();
  await rm(folder, { recursive: true, force: true });
  fake = await startHostingFake(0);
  builder = createSiteBuilder({
    root,
    env: process.env,
    outDir,
    workDir: join(folder, "work"),
    logDir: join(folder, "logs"),
    repos,
    acknowledgeChanges: false,
  });
  await createContent(writer, "press_posts", post);
  main = publisher("publisher-a");
  // The first round: a full build, all of it uploaded to a site that had only its first empty release.
  const first = await main.round(true);
  expect(first.acquired && first.round.deployed?.uploaded).toBeGreaterThan(0);
}, 480_000);

afterAll(async () => {
  await builder?.stop();
  await fake?.close();
  await resetDatabase();
  await rm(folder, { recursive: true, force: true });
}, 120_000);

it("an edit is released as a new version in which only the re-rendered files are uploaded", async () => {
  expect(await livePage("/press/hosting-post/index.html")).toContain("First Words");
  expect(await pendingChanges()).toBe(0);
  const liveBefore = fake.liveFiles(SITE);
  const uploadsBefore = fake.uploads.length;
  const releasesBefore = fake.releases(SITE).length;

  await updateContent(writer, "press_posts", post.id, { title: "Second Words" });
  const result = await main.round();

  expect(result.acquired).toBe(true);
  if (!result.acquired) return;
  const deployed = result.round.deployed!;
  expect(result.round.build).toBe("incremental");
  expect(deployed.changed).toContain("/press/hosting-post/index.html");
  // Only new bytes travel: one upload per changed file, a small part of the site.
  const uploads = fake.uploads.slice(uploadsBefore);
  expect(uploads).toHaveLength(deployed.uploaded);
  expect(deployed.uploaded).toBe(new Set(deployed.changed.map((path) => fake.liveFiles(SITE)[path])).size);
  expect(deployed.uploaded).toBeLessThan(Object.keys(liveBefore).length / 2);
  expect(uploads.every((u) => u.version === deployed.version)).toBe(true);
  // Every other file is carried over unchanged.
  const liveAfter = fake.liveFiles(SITE);
  for (const path of Object.keys(liveBefore).filter((p) => !deployed.changed.includes(p))) expect(liveAfter[path]).toBe(liveBefore[path]);
  expect(fake.releases(SITE)).toHaveLength(releasesBefore + 1);
  expect(fake.releases(SITE).at(-1)?.version.name).toBe(deployed.version);
  expect(await livePage("/press/hosting-post/index.html")).toContain("Second Words");
  expect(await pendingChanges()).toBe(0);
  console.log(
    `hosting publisher: one press-post edit re-rendered and uploaded ${deployed.uploaded} of ${Object.keys(liveAfter).length} files (${deployed.changed.join(", ")})`,
  );
}, 180_000);

for (const operation of ["upload", "release"] as const) {
  it(`the fake refusing one ${operation} loses no change: nothing is acknowledged, and the next round puts it live`, async () => {
    const title = `Words after a refused ${operation}`;
    await updateContent(writer, "press_posts", post.id, { title });
    const releases = fake.releases(SITE).length;
    fake.refuse(operation);

    await expect(main.round()).rejects.toThrow(/HTTP 503/);
    expect(await pendingChanges()).toBe(1);
    expect(await livePage("/press/hosting-post/index.html")).not.toContain(title);
    expect(fake.releases(SITE)).toHaveLength(releases);

    const retry = await main.round();
    expect(retry.acquired && retry.round.deployed?.changed).toContain("/press/hosting-post/index.html");
    expect(await livePage("/press/hosting-post/index.html")).toContain(title);
    expect(fake.releases(SITE)).toHaveLength(releases + 1);
    expect(await pendingChanges()).toBe(0);
  }, 180_000);
}

it("of two publishers started together one holds the lease and publishes; the other does nothing", async () => {
  await updateContent(writer, "press_posts", post.id, { title: "Words of one publisher" });
  const releases = fake.releases(SITE).length;
  const other = publisher("publisher-b");

  const [a, b] = await Promise.all([main.round(), other.round()]);

  const winners = [a, b].filter((r) => r.acquired);
  const losers = [a, b].filter((r) => !r.acquired);
  expect(winners).toHaveLength(1);
  expect(losers).toHaveLength(1);
  const loser = losers[0]!;
  if (loser.acquired) return;
  expect(loser.heldBy.name).toBe(SITE_PUBLISH_LEASE);
  expect(loser.heldBy.holder).toBe(winners[0] === a ? "publisher-a" : "publisher-b");
  expect(fake.releases(SITE)).toHaveLength(releases + 1);
  expect(await livePage("/press/hosting-post/index.html")).toContain("Words of one publisher");
  expect(await pendingChanges()).toBe(0);
  // The lease is given back: the next round runs.
  expect((await other.round()).acquired).toBe(true);
}, 180_000);

it("a publisher whose folder is behind what another released rebuilds everything first, so it never puts stale pages back live", async () => {
  const dir = join(folder, "second");
  const second = createSiteBuilder({
    root,
    env: process.env,
    outDir: join(dir, "site"),
    workDir: join(dir, "work"),
    logDir: join(dir, "logs"),
    repos,
    acknowledgeChanges: false,
  });
  try {
    // An instance that released the site as it is now: its folder and the version it noted are the first publisher's.
    // (That a new instance with an empty folder starts with a full build is shown by `site:publish` below.)
    await cp(join(folder, "site"), join(dir, "site"), { recursive: true });
    // Its manifest, catalog snapshot and released version; not the first one's renderer folders.
    await cp(join(folder, "work"), join(dir, "work"), { recursive: true, filter: (path) => !/[\\/]warm-[^\\/]*$/.test(path) });
    const other = publisher("publisher-c", { builder: second, dir });
    const current = await other.round();
    expect(current.acquired && current.round.build).not.toBe("full");

    // Meanwhile the first publisher releases a new post: the second one's folder lacks it.
    const newer = makePressPost({
      title: "Released Elsewhere",
      slug: "released-elsewhere",
      published_at: new Date("2021-01-01T00:00:00Z"),
    });
    await createContent(writer, "press_posts", newer);
    await main.round();
    expect(await livePage("/press/released-elsewhere/index.html")).toContain("Released Elsewhere");

    await updateContent(writer, "press_posts", post.id, { title: "Words of the second folder" });
    const round = await other.round();
    expect(round.acquired && round.round.build).toBe("full");
    expect(await livePage("/press/hosting-post/index.html")).toContain("Words of the second folder");
    expect(await livePage("/press/released-elsewhere/index.html")).toContain("Released Elsewhere");
    expect(round.acquired && round.round.deployed?.removed).toEqual([]);
  } finally {
    await second.stop();
  }
}, 480_000);

it("`npm run site:publish` runs one round from a machine: a full build of an empty folder, released through the REST API", async () => {
  const run = startProcess(
    "site-publish",
    join(root, "node_modules/.bin/tsx"),
    ["scripts/site/publish.ts", "--out", join(folder, "cli-site"), "--work", join(folder, "cli-work")],
    {
      cwd: root,
      env: { ...process.env, HOSTING_API_URL: fake.url, HOSTING_SITE: "cli-site" },
      logDir: join(folder, "logs"),
    },
  );
  expect(await run.exited, await readFile(run.logFile, "utf8").catch(() => run.logFile)).toBe(0);
  expect(fake.releases("cli-site")).toHaveLength(2);
  expect(await livePage("/press/hosting-post/index.html", "cli-site")).toContain("Words of the second folder");
}, 480_000);
