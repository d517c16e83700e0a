import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { LABEL } from "../src/config/label";
import type { Repositories } from "../src/lib/data";
import type { Release } from "../src/lib/domain/catalog";
import { todayIsoDate } from "../src/lib/domain/shared";
import { CODE_ALPHABET, newDownloadToken } from "../src/lib/domain/store";
import type { Order, OrderItem } from "../src/lib/domain/store";
import { digitalProductId } from "../src/lib/domain/store";
import { SEED_ACCOUNTS } from "./seed/accounts";
import { releaseId } from "./seed/ids";
import { storeWavMasters } from "../tests/storeMasters";
import { nextCursor, signInAccount, timeListCalls, type CallKind } from "./benchAdmin";
import { writeInBatches } from "./benchCatalog";
import { makeBenchMaster } from "./benchTrackAudio";
import type { StackConfig } from "./stack/config";

const DAY_MS = 86_400_000;
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

/** Sizes the orders list is measured at, as they are reached (`BENCH_ORDERS`, default 100,000: the issue's). */
const ORDERS_TARGET = Number(process.env.BENCH_ORDERS) || 100_000;
/** Writing stops before a size whose writing would pass this many minutes in all (`BENCH_ORDERS_WRITE_MINUTES`). */
const ORDERS_WRITE_MINUTES = Number(process.env.BENCH_ORDERS_WRITE_MINUTES) || 15;
const ORDER_STEPS = [...new Set([10_000, 25_000, 50_000, ORDERS_TARGET].filter((n) => n <= ORDERS_TARGET))].sort((a, b) => a - b);
/** One order every 7 minutes back from now: 100,000 span 16 months, and any size holds the week measured. */
const ORDER_EVERY_MS = 7 * 60_000;

/**
 * The ORDERS list at catalogue scale (issue 38's 100,000 orders): orders
 * written in batches of 400 as the catalogue is (one every 7 minutes back
 * from now, one in three shipping, every third of the seeded Reel to Reel's artist), then
 * `listOrders` timed per kind of request as the admin lists are (20 calls
 * each after two untimed, `BENCH_ADMIN_ROUNDS`): first page, next, last,
 * FULFILMENT to ship, a week of days, a search by email, the scoped
 * editor's first page. Measured at the first size and at the largest
 * written; writing stops early when the next size would not be written
 * within ORDERS_WRITE_MINUTES (the Node emulator writes about 50 orders a
 * second on a loaded machine, fewer as the collection grows). The local
 * emulator answers every query by scanning the whole collection, so each
 * call's time is also printed per 1,000 orders stored: Firestore reads a
 * page from its index, whatever the collection's size.
 */
export async function benchOrdersList(repos: Repositories, config: StackConfig): Promise<void> {
  const releases = (await repos.releases.query((c) => c)).filter((r) => r.is_published && r.artist_id);
  const editors = releases.find((r) => r.id === releaseId(1))!;
  const admin = await signInAccount(config, SEED_ACCOUNTS[0].email, SEED_ACCOUNTS[0].password);
  const editor = await signInAccount(config, SEED_ACCOUNTS[1].email, SEED_ACCOUNTS[1].password);
  const now = Date.now();
  const weekTo = todayIsoDate(new Date(now - 30 * DAY_MS), LABEL.timeZone);
  const weekFrom = todayIsoDate(new Date(now - 36 * DAY_MS), LABEL.timeZone);
  let written = await repos.storeOrders.count();
  const base = written;
  let writingMs = 0;
  let lastStep: { from: number; to: number; ms: number } | null = null;
  const measureAt = new Set([ORDER_STEPS[0]!]);
  const write = async (to: number) => {
    const orders: Order[] = [];
    for (let i = written - base; i < to; i++) {
      const release = i % 3 === 0 ? editors : releases[i % releases.length]!;
      const ships = i % 3 === 1;
      const created = new Date(now - i * ORDER_EVERY_MS);
      orders.push(
        benchOrder(albumItem(release, ["flac", "mp3-320"]), created, {
          email: `buyer${i}@bench.test`,
          email_key: `buyer${i}@bench.test`,
          number: `${CODE_ALPHABET[i % 30]}${i.toString(36).toUpperCase().padStart(3, "2")}-${randomUUID().slice(0, 4).toUpperCase()}`,
          fulfilment: ships
            ? { state: i % 2 === 0 ? "to_ship" : "shipped", carrier: null, tracking: null, shipped_at: null }
            : { state: "not_required", carrier: null, tracking: null, shipped_at: null },
        }),
      );
    }
    const start = performance.now();
    await writeInBatches(repos, repos.storeOrders, orders);
    return performance.now() - start;
  };
  const measure = async (size: number) => {
    const kinds: CallKind[] = [];
    const add = (label: string, data: object, account = admin) => kinds.push({ name: "listOrders", label, data, account });
    add("first", {});
    add("next", { after: await nextCursor(config, "listOrders", admin) });
    add("last", { last: true });
    add("to ship", { fulfilment: "to_ship" });
    add(`days ${weekFrom} to ${weekTo}`, { from: weekFrom, to: weekTo });
    add("email search", { q: `buyer${Math.floor(size / 2)}@bench` });
    add("editor first", {}, editor);
    const [figure] = await timeListCalls(config, kinds, Number(process.env.BENCH_ADMIN_ROUNDS) || 20);
    const stored = await repos.storeOrders.count();
    console.log(
      `  listOrders at ${stored.toLocaleString("en")} orders (${load()}): p50 ${ms(figure!.p50)}, p95 ${ms(figure!.p95)}, max ${ms(figure!.max)} over ${figure!.n} calls (target p95 ≤ 150 ms); per kind, p95 and per 1,000 orders stored:`,
    );
    for (const kind of figure!.kinds)
      console.log(
        `    ${kind.label.padEnd(30)} ${ms(kind.p95).padStart(8)}  ${((kind.p95 / stored) * 1000).toFixed(2)} ms per 1,000 orders`,
      );
  };
  console.log(`  Orders list: writing up to ${ORDERS_TARGET.toLocaleString("en")} orders in batches of 400 (${load()})…`);
  for (const size of ORDER_STEPS) {
    if (lastStep) {
      // At the last step's time per order: a floor, as each new document costs the emulator a copy of the collection so far.
      const estimate = (lastStep.ms / (lastStep.to - lastStep.from)) * (size - lastStep.to);
      if (writingMs + estimate > ORDERS_WRITE_MINUTES * 60_000) {
        console.log(
          `  (${size.toLocaleString("en")} orders not written: at least ${(estimate / 60_000).toFixed(0)} more minutes of writing on this emulator at this load, past BENCH_ORDERS_WRITE_MINUTES=${ORDERS_WRITE_MINUTES})`,
        );
        break;
      }
    }
    const from = written - base;
    // The emulator can stall long enough for a batch's deadline (writing 25,000 at load 12 did): measure what was written.
    const took = await write(size).catch((error: Error) => {
      console.log(`  (writing towards ${size.toLocaleString("en")} orders failed: ${error.message.split("\n")[0]})`);
      return null;
    });
    if (took === null) {
      const stored = await repos.storeOrders.count();
      if (stored - base > from) await measure(stored - base);
      return;
    }
    written = base + size;
    writingMs += took;
    lastStep = { from, to: size, ms: took };
    console.log(
      `    ${size.toLocaleString("en")} written (${(took / 1000).toFixed(0)} s for the last ${(size - from).toLocaleString("en")}, ${load()})`,
    );
    if (measureAt.has(size)) await measure(size);
  }
  if (lastStep && !measureAt.has(lastStep.to)) await measure(lastStep.to);
}
