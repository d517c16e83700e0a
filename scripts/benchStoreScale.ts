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
import { callables } from "../src/lib/domain/callables";
import { percentile } from "./benchEdits";
import { measureFirestoreOps } from "./firestoreOps";
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

/** Sizes the ORDERS list is judged at (`BENCH_ORDER_SIZES`, default 1,000 and 5,000 orders stored). */
const orderBenchSizes = (): number[] =>
  (process.env.BENCH_ORDER_SIZES ?? "1000,5000")
    .split(",")
    .map(Number)
    .filter((n) => n > 0)
    .sort((a, b) => a - b);
/** Timed calls per kind of page at each size, after one untimed (`BENCH_ORDER_ROUNDS`). */
const ORDER_ROUNDS = Number(process.env.BENCH_ORDER_ROUNDS) || 5;
/** One order every 7 minutes back from now: any size holds the week measured. */
const ORDER_EVERY_MS = 7 * 60_000;

/** What one kind of ORDERS page costs: Firestore's reads and writes per call (the same every call), and its time. */
interface PageCost {
  label: string;
  rows: number;
  reads: number;
  aggregationReads: number;
  writes: number;
  p50: number;
  p95: number;
}

/**
 * The ORDERS list at catalogue scale (issue 38's 100,000 orders), judged
 * per item as the promo and newsletter sends are: the local Node emulator
 * answers every query by scanning the whole collection, and each write
 * costs it more as the collection grows, so 100,000 orders can neither be
 * written here in time (10,000 took 314 s) nor timed meaningfully. At each
 * size of BENCH_ORDER_SIZES (orders written in batches of 400, one every 7
 * minutes back from now, one in three shipping, every third of the seeded
 * Reel to Reel's artist), `listOrders` is run in this process as its
 * callable runs it (access read for the verified caller, then the scoped
 * page) for each kind of page: first, next, last, FULFILMENT to ship, a
 * week of days, a search by email, the scoped editor's first page, and a
 * page deep in the list (after the 30th order from the end). Counted on
 * the client as Firestore bills them (measureFirestoreOps): documents
 * read, `count()` reads (one per 1,000 index entries matched: the list
 * counts to ORDER_COUNT_CAP, so one a count) and writes per page; each
 * kind's time per page over ORDER_ROUNDS calls. Neither may grow with the
 * collection; what Firestore does for a page is then the same at 100,000.
 */
export async function benchOrdersList(repos: Repositories): Promise<void> {
  const { listOrders } = await import("../functions/src/operations/store/storeAdmin");
  const releases = (await repos.releases.query((c) => c)).filter((r) => r.is_published && r.artist_id);
  const editors = releases.find((r) => r.id === releaseId(1))!;
  const [admin, editor] = [SEED_ACCOUNTS[0].uid, SEED_ACCOUNTS[1].uid];
  const now = Date.now();
  const weekTo = todayIsoDate(new Date(now - 3 * DAY_MS), LABEL.timeZone);
  const weekFrom = todayIsoDate(new Date(now - 9 * DAY_MS), LABEL.timeZone);
  let written = 0;
  // Newest first, as the list shows them: a page deep in the list starts after one of these.
  const listed: string[] = [];
  const write = async (size: number) => {
    const orders: Order[] = [];
    for (let i = written; i < size; i++) {
      const release = i % 3 === 0 ? editors : releases[i % releases.length]!;
      const ships = i % 3 === 1;
      orders.push(
        benchOrder(albumItem(release, ["flac", "mp3-320"]), new Date(now - i * ORDER_EVERY_MS), {
          email: `buyer${i}@bench.test`,
          email_key: `buyer${i}@bench.test`,
          number: `${CODE_ALPHABET[i % 30]}${i.toString(36).toUpperCase().padStart(3, "2")}-${randomUUID().slice(0, 4).toUpperCase()}`,
          fulfilment: ships
            ? { state: i % 2 === 0 ? "to_ship" : "shipped", carrier: null, tracking: null, shipped_at: null }
            : { state: "not_required", carrier: null, tracking: null, shipped_at: null },
        }),
      );
    }
    await writeInBatches(repos, repos.storeOrders, orders);
    listed.push(...orders.map((order) => order.id));
    written = size;
  };
  // The input as the callable hands it over: parsed by its contract, defaults filled.
  const call = (data: object, uid: string) => listOrders.run(callables.listOrders.request.parse(data), { uid, repos });
  const costOf = async (label: string, data: object, uid: string = admin): Promise<PageCost> => {
    await call(data, uid);
    const runs = [];
    for (let round = 0; round < ORDER_ROUNDS; round++) runs.push(await measureFirestoreOps(() => call(data, uid)));
    const times = runs.map((r) => r.ms).sort((a, b) => a - b);
    const last = runs.at(-1)!;
    return {
      label,
      rows: last.result.orders.length,
      reads: last.reads,
      aggregationReads: last.aggregationReads,
      writes: last.writes,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
    };
  };

  console.log(
    `  ORDERS list, judged per page at ${orderBenchSizes()
      .map((n) => n.toLocaleString("en"))
      .join(" and ")} orders (${load()}):`,
  );
  const bySize: { stored: number; costs: PageCost[] }[] = [];
  for (const size of orderBenchSizes()) {
    const [start, before] = [performance.now(), written];
    await write(size);
    const stored = await repos.storeOrders.count();
    console.log(
      `    ${stored.toLocaleString("en")} orders stored (${((performance.now() - start) / 1000).toFixed(0)} s to write the last ${(size - before).toLocaleString("en")}, ${load()}):`,
    );
    const first = await call({}, admin);
    const costs = [
      await costOf("first", {}),
      await costOf("next", { after: first.page.next }),
      await costOf("deep (30 from the end)", { after: listed[size - 30] }),
      await costOf("last", { last: true }),
      await costOf("to ship", { fulfilment: "to_ship" }),
      await costOf(`days ${weekFrom} to ${weekTo}`, { from: weekFrom, to: weekTo }),
      await costOf("email search", { q: `buyer${Math.floor(size / 2)}@bench` }),
      await costOf("editor first", {}, editor),
    ];
    for (const c of costs)
      console.log(
        `      ${c.label.padEnd(30)} ${String(c.rows).padStart(2)} rows: ${c.reads} documents read, ${c.aggregationReads} count() reads, ${c.writes} writes; ${ms(c.p50)} median, ${ms(c.p95)} p95 (${(c.p95 / (stored / 1000)).toFixed(1)} ms per 1,000 orders stored)`,
      );
    bySize.push({ stored, costs });
  }
  const [smallest, largest] = [bySize[0], bySize.at(-1)];
  if (smallest && largest && smallest !== largest) {
    const grew = (of: (c: PageCost) => number) => largest.costs.filter((c, i) => of(c) > of(smallest.costs[i]!)).map((c) => c.label);
    const said = (labels: string[]) => (labels.length === 0 ? "the same for every kind (met per item)" : `GREW for ${labels.join(", ")}`);
    console.log(
      `    from ${smallest.stored.toLocaleString("en")} to ${largest.stored.toLocaleString("en")} orders, documents read per page: ${said(grew((c) => c.reads))}; ` +
        `count() reads per page (counted to ORDER_COUNT_CAP): ${said(grew((c) => c.aggregationReads))}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Alone (`npx tsx scripts/benchStoreScale.ts`): the ORDERS list on a seeded stack of its own, as `npm run bench:store` starts it, without the site.
  const { runAloneOnSeededStack } = await import("./benchStackEnv");
  await runAloneOnSeededStack(21800, ".data/bench-store", benchOrdersList);
}
