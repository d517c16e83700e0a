import { FieldValue } from "firebase-admin/firestore";
import { LABEL } from "../src/config/label";
import type { Repositories } from "../src/lib/data";
import { type PreSave } from "../src/lib/domain/campaigns";
import { creditsOfLinks, type Artist, type Release } from "../src/lib/domain/catalog";
import { releaseMoment } from "../src/lib/domain/shared";
import { preSaveId } from "../src/lib/data/campaigns/preSaves";
import { runReleaseDay } from "../src/lib/jobs/releaseDay";
import { contentWriter } from "../src/lib/data/catalog/contentWriter";
import { SYSTEM_ACTOR } from "../src/lib/domain/publishing";

/** The release-day target (issue 12): 50,000 pre-saves of one release queued in at most 60 s. */
export const RELEASE_DAY_TARGET = { preSaves: 50_000, seconds: 60 } as const;

/**
 * `npm run bench`'s release-day figure: `count` pre-saves with addresses for
 * one release, then the release-day job at its moment, timed from the job's
 * start to the last reminder queued (batched creates of 400 mail documents).
 */
export async function benchReleaseDay(
  repos: Repositories,
  artist: Artist,
  release: Release,
  count: number,
): Promise<{ seedMs: number; jobMs: number; queued: number }> {
  const releaseDate = "2031-01-01";
  const day = {
    ...release,
    id: "0000bbbb-0000-4000-8000-000000000001",
    slug: "bench-release-day",
    artist_id: artist.id,
    release_date: releaseDate,
    is_published: true,
    pre_save_enabled: true,
  };
  await repos.releases.set(day);
  const link = { release_id: day.id, artist_id: artist.id, artist_order: 0, is_primary: true };
  await repos.releaseArtists.set(link);
  await repos.releaseCredits.set(creditsOfLinks(day.id, [link]));
  let t = Date.now();
  for (let start = 0; start < count; start += 400) {
    const batch = repos.db.batch();
    const end = Math.min(count, start + 400);
    for (let i = start; i < end; i++) {
      const email = `fan${i}@bench.test`;
      const preSave: PreSave = {
        id: preSaveId(day.id, email, ""),
        release_id: day.id,
        email,
        created_at: new Date("2030-12-01T00:00:00Z"),
      };
      batch.set(repos.preSaves.collection.doc(preSave.id), repos.preSaves.toDocument(preSave));
    }
    // The release's pre-save total, kept as PreSavesRepository keeps it, so the admin lists show these pre-saves.
    batch.set(repos.preSaves.totals.doc(day.id), { count: FieldValue.increment(end - start) }, { merge: true });
    await batch.commit();
  }
  const seedMs = Date.now() - t;
  t = Date.now();
  // At the release's moment on the label's clock, whatever zone the label is in.
  const now = releaseMoment(releaseDate, LABEL.timeZone)!;
  // With the system's content writer, as the job's operation hands it.
  const report = await runReleaseDay({ now, repos, files: undefined as never, log: () => {}, writer: contentWriter(repos, SYSTEM_ACTOR) });
  return { seedMs, jobMs: Date.now() - t, queued: report.queued[day.id] ?? 0 };
}
