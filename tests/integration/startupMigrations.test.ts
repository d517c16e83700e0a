import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LIST_FIELDS } from "../../src/lib/data/listPages";
import { runStartupMigrations } from "../../scripts/stack/startupMigrations";
import { idDemoReference } from "../../src/lib/domain/demos";
import { makeArtist, makeDemo, makePressPost, makeRelease } from "../factories";
import { repositories, resetDatabase } from "./support";

const repos = repositories();
const root = resolve(import.meta.dirname, "../..");
const OVERLAY = '<p>News</p><a href="https://evil.test/login" style="position:fixed;inset:0">Sign in</a>';
let dataDir: string;

beforeEach(async () => {
  await resetDatabase();
  dataDir = mkdtempSync(join(tmpdir(), "startup-migrations-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * Stores a press post with a `style` the sanitizer now refuses, an artist
 * without its list fields, an uncounted pre-save and a release whose link
 * has no credits document, and three demos whose ids share their first
 * characters, stored before references were kept, as older code left them.
 */
async function writeStaleData() {
  const post = makePressPost({ content: OVERLAY });
  const { id: _id, ...body } = post;
  await repos.db.collection("press_posts").doc(post.id).set(body);
  const artist = makeArtist({ name: "Halden Drift" });
  const { id: _artistId, ...artistBody } = artist;
  await repos.db.collection("artists").doc(artist.id).set(artistBody);
  // A pre-save from before the releases' pre-save totals.
  await repos.db.collection("pre_saves").doc("stale-pre-save").set({ release_id: "release-1", email: null, created_at: new Date() });
  // A release credited before the credits documents were kept.
  const release = makeRelease({ artist_id: artist.id });
  await repos.releases.set(release);
  await repos.releaseArtists.set({ release_id: release.id, artist_id: artist.id, artist_order: 0, is_primary: true });
  const demos = [3, 1, 2].map((n) =>
    makeDemo({ id: `d0000000-0000-4000-8000-00000000000${n}`, submitted_at: new Date(Date.UTC(2026, 0, n)) }),
  );
  for (const demo of demos) await repos.demos.set(demo);
  return { post, artist, release };
}

describe("start-up migrations of the local stack", () => {
  it("bring stale data up to the current rules on the first start of a data folder", async () => {
    const { post, artist, release } = await writeStaleData();
    expect(await runStartupMigrations(repos.db, root, dataDir)).toEqual({
      ran: true,
      listFieldsUpdated: 2,
      pressPostsCleaned: 1,
      preSaveTotalsSet: 1,
      releaseCreditsAdded: 1,
      demoReferencesAssigned: 3,
    });
    expect(await repos.releaseCredits.get(release.id)).toEqual({
      release_id: release.id,
      artists: [{ artist_id: artist.id, artist_order: 0, is_primary: true }],
    });
    expect(await repos.preSaves.totalsFor(["release-1"])).toEqual(new Map([["release-1", 1]]));
    expect((await repos.pressPosts.get(post.id))?.content).toBe('<p>News</p><a href="https://evil.test/login">Sign in</a>');
    expect((await repos.db.collection("artists").doc(artist.id).get()).get(LIST_FIELDS.terms)).toContain("halden");
  });

  it("give each demo stored without a reference a unique one: the earliest keeps the one its receipt quoted", async () => {
    await writeStaleData();
    await runStartupMigrations(repos.db, root, dataDir);
    const demos = await repos.demos.list();
    const byId = new Map(demos.map((d) => [d.id.slice(-1), d.reference]));
    expect(byId.get("1")).toBe(idDemoReference("d0000000-0000-4000-8000-000000000001"));
    expect(byId.get("1")).toBe("DEMO-D0000000");
    expect(new Set(demos.map((d) => d.reference)).size).toBe(3);
    for (const demo of demos) {
      expect(demo.reference).toMatch(/^DEMO-[0-9A-HJKMNP-TV-Z]{8}$/);
      expect((await repos.demos.references.doc(demo.reference!).get()).get("demo_id")).toBe(demo.id);
    }
    // Demos that have one keep it.
    rmSync(join(dataDir, "startup-migrations.json"));
    expect(await runStartupMigrations(repos.db, root, dataDir)).toMatchObject({ ran: true, demoReferencesAssigned: 0 });
    expect((await repos.demos.list()).map((d) => d.reference)).toEqual(demos.map((d) => d.reference));
  });

  it("skip the passes on the next start when the rules are unchanged, and run again once the mark is gone", async () => {
    await runStartupMigrations(repos.db, root, dataDir);
    // Written behind the repositories' back, which the product never does: only a skipped pass leaves it stale.
    const { post } = await writeStaleData();
    expect(await runStartupMigrations(repos.db, root, dataDir)).toEqual({
      ran: false,
      listFieldsUpdated: 0,
      pressPostsCleaned: 0,
      preSaveTotalsSet: 0,
      releaseCreditsAdded: 0,
      demoReferencesAssigned: 0,
    });
    expect((await repos.pressPosts.get(post.id))?.content).toBe(OVERLAY);

    rmSync(join(dataDir, "startup-migrations.json"));
    expect(await runStartupMigrations(repos.db, root, dataDir)).toMatchObject({ ran: true, pressPostsCleaned: 1 });
  });
});
