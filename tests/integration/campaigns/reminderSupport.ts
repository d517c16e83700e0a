import { makeArtist, makeRelease, makeReleaseArtist } from "../../factories";
import type { PreSave } from "../../../src/lib/domain/campaigns";
import type { Release } from "../../../src/lib/domain/catalog";
import { preSaveId } from "../../../src/lib/data/campaigns/preSaves";
import type { JobContext } from "../../../src/lib/jobs";
import { contentWriter } from "../../../src/lib/data/catalog/contentWriter";
import { SYSTEM_ACTOR } from "../../../src/lib/domain/publishing";
import { repositories } from "../support";

/** A released-on-2030-03-05 release with pre-saves, for the release-day tests. */
export const repos = repositories();
export const RELEASE_DATE = "2030-03-05";
/** LABEL.timeZone is UTC: the release moment is the date's UTC midnight. */
export const MOMENT = new Date(`${RELEASE_DATE}T00:00:00Z`);
export const ARTIST = makeArtist({ id: "a1000000-0000-4000-8000-000000000001", name: "Halden Drift", slug: "halden-drift" });

export function fanEmail(i: number): string {
  return `fan${String(i).padStart(5, "0")}@example.test`;
}

export async function addRelease(overrides: Partial<Release> = {}): Promise<Release> {
  const release = makeRelease({
    id: "b1000000-0000-4000-8000-000000000001",
    title: "Tape Hiss Sermons",
    slug: "tape-hiss-sermons",
    artist_id: ARTIST.id,
    release_date: RELEASE_DATE,
    image_url: "/images/seed/cover-3.svg",
    pre_save_enabled: true,
    spotify_album_id: "3TapeHissSermons000003",
    dsp_links: { deezer: "https://www.deezer.com/album/1" },
    ...overrides,
  });
  if (release.artist_id === ARTIST.id) await repos.artists.set(ARTIST);
  await repos.releases.set(release);
  await repos.releaseArtists.set(makeReleaseArtist({ release_id: release.id, artist_id: release.artist_id! }));
  return release;
}

/** `count` pre-saves with addresses fan00000… (and one without), written in batches. */
export async function addPreSaves(releaseId: string, count: number, createdAt = new Date("2030-01-01T00:00:00Z")): Promise<PreSave[]> {
  const preSaves: PreSave[] = Array.from({ length: count }, (_, i) => ({
    id: preSaveId(releaseId, fanEmail(i), ""),
    release_id: releaseId,
    email: fanEmail(i),
    created_at: createdAt,
  }));
  preSaves.push({ id: preSaveId(releaseId, null, "anonymous"), release_id: releaseId, email: null, created_at: createdAt });
  for (let start = 0; start < preSaves.length; start += 500) {
    const batch = repos.db.batch();
    for (const p of preSaves.slice(start, start + 500)) batch.set(repos.preSaves.collection.doc(p.id), repos.preSaves.toDocument(p));
    await batch.commit();
  }
  return preSaves;
}

/** A run as the job's operation hands it: with the system's content writer. */
export function jobContext(now: Date, log: string[] = []): JobContext {
  return { now, repos, files: undefined as never, log: (m) => log.push(m), writer: contentWriter(repos, SYSTEM_ACTOR) };
}

/** The reminders queued for a release: every mail id, and the recipients. */
export async function queuedReminders(releaseId: string) {
  const mails = await repos.mail.listForRelease(releaseId, "release_reminder");
  return { count: mails.length, recipients: new Set(mails.map((m) => m.to)), mails };
}
