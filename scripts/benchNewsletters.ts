import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Repositories } from "../src/lib/data";
import type { Newsletter, Subscriber } from "../src/lib/domain/fans";
import { queueNewsletter } from "../src/lib/server/fans/newsletterSend";
import { measureFirestoreOps } from "./firestoreOps";

/**
 * `npm run bench`'s newsletter figures (docs/fans.md#sending): queueing one
 * newsletter to a list of `size` confirmed addresses, at each size of
 * BENCH_NEWSLETTER_SIZES (default 2,000 and 20,000): the document reads and
 * writes per recipient (counted on the client, as Firestore bills them: a
 * query's documents, each id of a getAll, each write of a batch or
 * transaction), the total time, and a send killed halfway then run again:
 * how many were already queued, how many of those the restart skipped, and
 * that no address has two mails. The send's rate limit is lifted: this is
 * the work of queueing, which the job spreads over minutes.
 * Run alone: `npx tsx scripts/benchNewsletters.ts` (its own Node emulator).
 */

async function seedList(repos: Repositories, list: string, size: number): Promise<number> {
  const started = Date.now();
  const at = new Date("2030-01-01T00:00:00Z");
  for (let start = 0; start < size; start += 400) {
    const batch = repos.db.batch();
    for (let i = start; i < Math.min(size, start + 400); i++) {
      const key = `${list}-${String(i).padStart(6, "0")}`;
      const fan: Subscriber = {
        id: key,
        email: `fan${i}@${list}.bench.test`,
        address_key: key,
        list,
        source: "import",
        status: "confirmed",
        consent: { version: "import", text: "Bench list", form: "import", agreed_at: at },
        created_at: at,
        confirmed_at: at,
        unsubscribed_at: null,
        confirm_by: null,
      };
      batch.set(repos.subscribers.collection.doc(fan.id), repos.subscribers.toDocument(fan));
    }
    await batch.commit();
  }
  return Date.now() - started;
}

async function dueNewsletter(repos: Repositories, id: string, list: string): Promise<Newsletter> {
  const now = new Date();
  const newsletter: Newsletter = {
    id,
    subject: "Bench news",
    body_html: "<p>New music from the label.</p>",
    audience: { label: false, artist_ids: [list] },
    status: "scheduled",
    send_at: now,
    cursor: null,
    sent_by: "bench",
    sent_at: null,
    press_post_id: null,
    created_by: "bench",
    created_at: now,
    updated_at: now,
  };
  return repos.newsletters.create(newsletter);
}

const config = {
  siteUrl: "http://localhost:4321",
  reminderSecret: "bench-secret",
  emailPreferencesUrl: "http://localhost:4321/api/email-preferences",
};

export interface NewsletterBench {
  size: number;
  seedMs: number;
  sendMs: number;
  readsPerRecipient: number;
  writesPerRecipient: number;
  restart: { beforeCrash: number; skipped: number; queued: number; mails: number; distinct: number };
}

export async function benchNewsletters(repos: Repositories, sizes: readonly number[]): Promise<NewsletterBench[]> {
  const results: NewsletterBench[] = [];
  for (const size of sizes) {
    const list = `list${size}`;
    const seedMs = await seedList(repos, list, size);
    // A send killed halfway (after the batch that reaches half the list, before its cursor is saved), then run again.
    const crashed = await dueNewsletter(repos, `bench-crash-${size}`, list);
    const half = Math.ceil(size / 2 / 400);
    await queueNewsletter(repos, crashed, config, new Date(), {
      afterBatch: ({ batch }) => {
        if (batch === half) throw new Error("killed");
      },
    }).catch(() => undefined);
    const beforeCrash = (await repos.mail.deliveryStates(crashed.id)).length;
    const resumed = await queueNewsletter(repos, (await repos.newsletters.get(crashed.id))!, config, new Date());
    const recipients = (await repos.mail.query((c) => c.where("newsletter_id", "==", crashed.id))).map((m) => m.to);
    // A clean send, counted: the bounce scan first reads the mails the one above queued (their look is due), as in steady use.
    const clean = await dueNewsletter(repos, `bench-clean-${size}`, list);
    const { result: sent, reads, writes, ms: sendMs } = await measureFirestoreOps(() => queueNewsletter(repos, clean, config, new Date()));
    results.push({
      size,
      seedMs,
      sendMs,
      readsPerRecipient: reads / sent.queued,
      writesPerRecipient: writes / sent.queued,
      restart: {
        beforeCrash,
        skipped: resumed.skipped,
        queued: resumed.queued,
        mails: recipients.length,
        distinct: new Set(recipients).size,
      },
    });
  }
  return results;
}

export function printNewsletterBench(results: readonly NewsletterBench[]): void {
  console.log("\nNewsletter queueing (one mail per confirmed address; rate limit lifted, docs/fans.md#sending):");
  for (const r of results) {
    console.log(
      `  ${r.size.toLocaleString("en-US")} subscribers: ${r.readsPerRecipient.toFixed(2)} reads and ${r.writesPerRecipient.toFixed(2)} writes per recipient; queued in ${(r.sendMs / 1000).toFixed(1)} s (list written in ${(r.seedMs / 1000).toFixed(1)} s); ` +
        `killed halfway with ${r.restart.beforeCrash.toLocaleString("en-US")} queued, the restart skipped ${r.restart.skipped} already queued and queued ${r.restart.queued.toLocaleString("en-US")}: ${r.restart.mails.toLocaleString("en-US")} mails to ${r.restart.distinct.toLocaleString("en-US")} addresses${r.restart.mails === r.restart.distinct && r.restart.mails === r.size ? ", none twice" : ": DUPLICATES OR GAPS"}`,
    );
  }
}

export const newsletterBenchSizes = () =>
  (process.env.BENCH_NEWSLETTER_SIZES ?? "2000,20000")
    .split(",")
    .map(Number)
    .filter((n) => n > 0);

if (process.argv[1]?.endsWith("benchNewsletters.ts")) {
  const { startNodeFirestore } = await import("./stack/nodeFirestore");
  const dir = await mkdtemp(join(tmpdir(), "bench-newsletters-"));
  const port = 28_500 + Number(process.env.TEST_PORT_OFFSET ?? 0);
  const firestore = await startNodeFirestore(port, join(dir, "firestore.journal"));
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  process.env.GCLOUD_PROJECT ??= "demo-label";
  try {
    const { createRepositories } = await import("../src/lib/data");
    printNewsletterBench(await benchNewsletters(createRepositories(), newsletterBenchSizes()));
  } finally {
    await firestore.stop();
    await rm(dir, { recursive: true, force: true });
  }
  process.exit(0);
}
