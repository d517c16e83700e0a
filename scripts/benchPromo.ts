import type { Repositories } from "../src/lib/data";
import type { Release } from "../src/lib/domain/catalog";
import type { Campaign } from "../src/lib/domain/promo";
import type { Contact } from "../src/lib/domain/promo";
import { sendCampaign } from "../src/lib/server/promo/promoSend";
import { measureFirestoreOps } from "./firestoreOps";

/**
 * `npm run bench`'s promo sending figures (docs/promo.md#sending): a
 * campaign sent to `size` contacts (by tag), at each size of
 * BENCH_PROMO_SIZES (default 200 and 2,000): the time to queue every
 * invitation and the reads and writes per recipient, counted on the client
 * as Firestore bills them, to show the cost grows linearly; then a send
 * stopped halfway and sent again: every contact one invitation and one link.
 */

export const promoBenchSizes = (): number[] =>
  (process.env.BENCH_PROMO_SIZES ?? "200,2000")
    .split(",")
    .map(Number)
    .filter((n) => n > 0);

const config = { siteUrl: "http://localhost:4321" };

async function seedContacts(repos: Repositories, tag: string, size: number): Promise<void> {
  const at = new Date("2030-01-01T00:00:00Z");
  for (let start = 0; start < size; start += 400) {
    const batch = repos.db.batch();
    for (let i = start; i < Math.min(size, start + 400); i++) {
      const contact: Contact = {
        id: `${tag}-${String(i).padStart(6, "0")}`,
        name: `Contact ${i}`,
        email: `contact${i}@${tag}.bench.test`,
        outlet: null,
        role: "press",
        country: null,
        tags: [tag],
        notes: null,
        created_at: at,
        updated_at: at,
      };
      batch.set(repos.promoContacts.collection.doc(contact.id), repos.promoContacts.toDocument(contact));
    }
    await batch.commit();
  }
}

/** A stream-only draft of `release`'s first track for the contacts tagged `tag`. */
export function promoBenchDraft(id: string, release: Release, tag: string): Campaign {
  const now = new Date();
  return {
    id,
    name: `Bench ${id}`,
    release_id: release.id,
    track_ids: release.tracks.slice(0, 1).map((t) => t.id),
    one_sheet_html: "<p>Bench one-sheet.</p>",
    artwork_url: null,
    release_date: null,
    access: "stream",
    download_formats: [],
    feedback_before_download: false,
    expires_at: new Date(Date.now() + 30 * 86_400_000),
    download_limit: 3,
    recipients: { contact_ids: [], tags: [tag] },
    status: "draft",
    sent_by: null,
    sent_at: null,
    created_by: "bench",
    created_at: now,
    updated_at: now,
  };
}

export interface PromoBench {
  size: number;
  sendMs: number;
  readsPerRecipient: number;
  writesPerRecipient: number;
  restart: { beforeCrash: number; queued: number; mails: number; links: number };
}

export async function benchPromo(repos: Repositories, release: Release, sizes: readonly number[]): Promise<PromoBench[]> {
  const results: PromoBench[] = [];
  for (const size of sizes) {
    const tag = `bench${size}`;
    await seedContacts(repos, tag, size);
    const send = (campaign: Campaign, options = {}) =>
      sendCampaign(repos, { campaign, release, artistName: "Bench Artist", by: "bench" }, config, new Date(), options);

    const clean = await repos.promoCampaigns.create(promoBenchDraft(`bench-promo-clean-${size}`, release, tag));
    const measured = await measureFirestoreOps(() => send(clean));

    // Stopped after the batch that reaches half the contacts, then sent again.
    const crashed = await repos.promoCampaigns.create(promoBenchDraft(`bench-promo-crash-${size}`, release, tag));
    const pageSize = Math.max(1, Math.min(200, Math.floor(size / 4)));
    const half = Math.ceil(size / 2 / pageSize);
    const killHalfway = ({ page }: { page: number }) => {
      if (page === half) throw new Error("killed");
    };
    await send(crashed, { pageSize, afterPage: killHalfway }).catch(() => undefined);
    const mailsOf = async () => (await repos.mail.query((c) => c.where("promo_campaign_id", "==", crashed.id))).map((m) => m.to);
    const beforeCrash = (await mailsOf()).length;
    const resumed = await send((await repos.promoCampaigns.get(crashed.id))!);
    const mails = await mailsOf();
    results.push({
      size,
      sendMs: measured.ms,
      readsPerRecipient: measured.reads / measured.result.queued,
      writesPerRecipient: measured.writes / measured.result.queued,
      restart: {
        beforeCrash,
        queued: resumed.queued,
        mails: new Set(mails).size === mails.length ? mails.length : -1,
        links: (await repos.promoRecipients.listForCampaign(crashed.id)).length,
      },
    });
  }
  return results;
}

export function printPromoBench(results: readonly PromoBench[]): void {
  console.log("\nPromo campaign sending (one invitation and one link per contact, queued in the SEND call; docs/promo.md#sending):");
  for (const r of results) {
    console.log(
      `  ${r.size.toLocaleString("en-US")} recipients: every invitation queued in ${(r.sendMs / 1000).toFixed(1)} s; ${r.readsPerRecipient.toFixed(2)} reads and ${r.writesPerRecipient.toFixed(2)} writes per recipient; ` +
        `stopped halfway with ${r.restart.beforeCrash.toLocaleString("en-US")} queued, sent again queued ${r.restart.queued.toLocaleString("en-US")}: ${r.restart.mails === r.size && r.restart.links === r.size ? `${r.size.toLocaleString("en-US")} invitations and links, none twice` : "DUPLICATES OR GAPS"}`,
    );
  }
}

if (process.argv[1]?.endsWith("benchPromo.ts")) {
  const { mkdtemp, rm } = await import("node:fs/promises");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const { startNodeFirestore } = await import("./stack/nodeFirestore");
  const dir = await mkdtemp(join(tmpdir(), "bench-promo-"));
  const port = 28_600 + Number(process.env.TEST_PORT_OFFSET ?? 0);
  const firestore = await startNodeFirestore(port, join(dir, "firestore.journal"));
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  process.env.GCLOUD_PROJECT ??= "demo-label";
  try {
    const { createRepositories } = await import("../src/lib/data");
    const { makeRelease, makeTrack } = await import("../tests/factories");
    const repos = createRepositories();
    const release = await repos.releases.create(makeRelease({ title: "Bench Release", tracks: [makeTrack({ title: "Bench Track" })] }));
    printPromoBench(await benchPromo(repos, release, promoBenchSizes()));
  } finally {
    await firestore.stop();
    await rm(dir, { recursive: true, force: true });
  }
  process.exit(0);
}
