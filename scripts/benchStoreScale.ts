import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { LABEL } from "../src/config/label";
import type { Repositories } from "../src/lib/data";
import type { Release } from "../src/lib/domain/catalog";
import { todayIsoDate } from "../src/lib/domain/shared/dates";
import type { Order, OrderItem } from "../src/lib/domain/store/order";
import { newDownloadToken } from "../src/lib/domain/store/code";
import { digitalProductId } from "../src/lib/domain/store/product";
import { releaseId } from "./seed/ids";
import { storeWavMasters } from "../tests/storeMasters";
import { makeBenchMaster } from "./benchTrackAudio";
import type { StackConfig } from "./stack/config";

const ms = (value: number) => `${value.toFixed(0)} ms`;
const load = () => `load average ${loadavg()[0]!.toFixed(2)}`;

/** A paid order of one download item, as the webhook makes it; `overrides` for what differs. */
function benchOrder(item: OrderItem, created: Date, overrides: Partial<Order> = {}): Order {
  const id = randomUUID();
  return {
    id,
    number: `${id.slice(0, 4)}-${id.slice(4, 8)}`.toUpperCase(),
    email: "zip@bench.test",
    email_key: "zip@bench.test",
    source: "stripe",
    status: "paid",
    currency: "GBP",
    items: [item],
    totals: { subtotal: item.amount, shipping: 0, tax: 0, total: item.amount, fees: 32, refunded: 0 },
    fee_pending: false,
    artist_ids: item.artist_id ? [item.artist_id] : [],
    release_ids: item.release_id ? [item.release_id] : [],
    shipping_address: null,
    fulfilment: { state: "not_required", carrier: null, tracking: null, shipped_at: null },
    download_token: newDownloadToken(),
    downloads_withdrawn: false,
    downloads: 0,
    stripe_session_id: `cs_bench_${id}`,
    stripe_payment_intent: `pi_bench_${id}`,
    code: null,
    events: [{ type: "paid", at: created, actor: null, detail: "" }],
    created_at: created,
    sale_day: todayIsoDate(created, LABEL.timeZone),
    ...overrides,
  };
}

/** The album of `release` in the formats given, as an order item. */
const albumItem = (release: Release, formats: OrderItem["formats"]): OrderItem => ({
  product_id: digitalProductId(release.id),
  type: "digital",
  kind: null,
  release_id: release.id,
  artist_id: release.artist_id ?? null,
  track_id: null,
  variant_id: null,
  sku: null,
  title: release.title,
  quantity: 1,
  unit_amount: 900,
  amount: 900,
  ships: false,
  includes_digital: true,
  formats,
});

/** Reads an answer's body to its end: ms to its first bytes and to its last, and how many bytes. */
async function timedBody(url: string): Promise<{ status: number; firstByteMs: number; totalMs: number; bytes: number }> {
  const start = performance.now();
  const response = await fetch(url);
  const reader = response.body!.getReader();
  let firstByteMs = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes === 0) firstByteMs = performance.now() - start;
    bytes += value.byteLength;
  }
  return { status: response.status, firstByteMs, totalMs: performance.now() - start, bytes };
}

/** Tracks of the FLAC ZIP's release, and each one's length (`BENCH_ZIP_TRACK_SECONDS`, default 4 minutes: a 48-minute album). */
const ZIP_TRACKS = 12;
const ZIP_TRACK_SECONDS = Number(process.env.BENCH_ZIP_TRACK_SECONDS) || 240;

/**
 * A 12-track release's FLAC ZIP as a buyer downloads it: a copy of the
 * seeded Reel to Reel with 12 tracks, each with a master of
 * ZIP_TRACK_SECONDS of music-like 24-bit 48 kHz stereo (as the track audio
 * figure's) in the private audio store, and a paid order of its album in
 * FLAC. Through the site's server (Hosting's rewrite of /download/**, as a
 * browser goes): the order's page, then its FLAC ZIP link twice, timed to
 * the first bytes and to the end: first when every FLAC file is made on the
 * request, then when all are kept.
 */
export async function benchFlacZip(repos: Repositories, config: StackConfig): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), "bench-store-zip-"));
  try {
    const seeded = (await repos.releases.get(releaseId(1)))!;
    const id = randomUUID();
    const release: Release = {
      ...seeded,
      id,
      slug: `bench-zip-${id.slice(0, 8)}`,
      title: "Twelve Masters",
      is_published: false,
      tracks: Array.from({ length: ZIP_TRACKS }, (_, i) => ({
        ...seeded.tracks[0]!,
        id: randomUUID(),
        title: `Bench Track ${i + 1}`,
        duration_seconds: ZIP_TRACK_SECONDS,
        isrc: null,
        spotify_track_id: null,
      })),
    };
    const started = performance.now();
    const master = makeBenchMaster(dir, ZIP_TRACK_SECONDS);
    await storeWavMasters(repos, release.id, release.tracks, () => master, ZIP_TRACK_SECONDS);
    await repos.releases.set(release);
    const order = benchOrder(albumItem(release, ["flac"]), new Date());
    await repos.storeOrders.set(order);
    const web = `http://localhost:${config.ports.web}`;
    const page = await fetch(`${web}/download/${order.download_token}`);
    const html = await page.text();
    const zipLink = [...html.matchAll(/href="(\/download\/[^"]+\/zip\/[^"]+\/flac\?[^"]+)"/g)][0]?.[1]?.replaceAll("&amp;", "&");
    if (page.status !== 200 || !zipLink) throw new Error(`the download page answered ${page.status} without a FLAC ZIP link`);
    console.log(
      `  FLAC ZIP of a ${ZIP_TRACKS}-track release (masters: ${ZIP_TRACK_SECONDS} s each of 24-bit 48 kHz stereo, music-like; made and stored in ${((performance.now() - started) / 1000).toFixed(0)} s), through /download as a browser goes:`,
    );
    for (const label of ["made on the request", "cached"]) {
      const before = load();
      const zip = await timedBody(`${web}${zipLink}`);
      if (zip.status !== 200) throw new Error(`the FLAC ZIP answered ${zip.status}`);
      console.log(
        `    ${label}: first byte ${ms(zip.firstByteMs)}, total ${ms(zip.totalMs)}, ${(zip.bytes / 1e6).toFixed(1)} MB (${before} before, ${load()} after)`,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
