import { rm } from "node:fs/promises";
import { LOCAL_STRIPE_KEYS, stripeClient, stripeSignatureHeader } from "../src/lib/integrations/stripeClient";
import { STORE_TEXTS } from "../src/lib/domain/store";
import { javascriptOf } from "./benchJavascript";
import { benchStackEnv } from "./benchStackEnv";
import { benchFlacZip, benchOrdersList } from "./benchStoreScale";
import { percentile } from "./benchEdits";
import { fakeServiceUrls } from "./stack/fakeServices";
import { SEED_PRODUCTS } from "./seed/storeProducts";
import { startStack } from "./stack";
import { stackConfig } from "./stack/config";

/**
 * `npm run bench:store` (also `npm run bench -- --only store`, and part of
 * `npm run bench`): the store's figures on the seeded stack of its own
 * (ports 21800 above the defaults, moved by TEST_PORT_OFFSET; data in
 * .data/bench-store, deleted afterwards unless BENCH_KEEP=1), its local
 * Stripe included (docs/benchmarks.md#store):
 * - BUY → the 303 to Stripe's checkout page: median and p95 over 50 posts
 *   of the BUY form (pay what you want, as a browser without JavaScript);
 * - webhook received → order paid and receipt queued: 50 buyers paying on
 *   the local checkout page, which answers once the stack's webhook answered
 *   (the order, its receipt and the fee read from Stripe), median and p95;
 * - 200 buyers starting checkouts at once for a vinyl with 50 in stock:
 *   checkouts started, "Sold out" answers, units held sampled throughout
 *   (never above stock), then every started one paid: units sold; time for all;
 * - the same signed `checkout.session.completed` delivered 3 times at once
 *   for each of 100 checkouts: orders made;
 * - the gzipped JavaScript of the seeded release page with BUY and of
 *   `/store` (target ≤ 20 KB each), counted as `npm run bench` counts
 *   JavaScript per route;
 * - a 12-track release's FLAC ZIP through /download: first byte, total and
 *   bytes, when the FLAC files are made on the request and when cached;
 * - the ORDERS list per page at two sizes (1,000 and 5,000 orders): the
 *   reads and writes of each kind of page, which must not grow with the
 *   collection, and its time (benchOrdersList).
 * Figures only: nothing here passes or fails.
 */
const BUYS = 50;
const RACERS = 200;
const STOCK = 50;
const DELIVERED = 100;
/** The seeded release page whose album and records are for sale. */
const RELEASE_WITH_BUY = "/releases/halden-drift/reel-to-reel";

// The site is built too: the JavaScript of the pages that sell is read from it.
Object.assign(process.env, benchStackEnv(21800, ".data/bench-store"), { STACK_SEED: "1", STACK_SITE: "1" });
const ms = (value: number) => `${value.toFixed(0)} ms`;
const summary = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))} (min ${ms(sorted[0]!)}, max ${ms(sorted.at(-1)!)}, n=${sorted.length})`;
};

export async function benchStore(): Promise<void> {
  const config = stackConfig(process.env);
  console.log(`\nStore: starting a seeded stack with its local Stripe (data in ${config.dataDir})…`);
  const stack = await startStack(config);
  try {
    const { createRepositories } = await import("../src/lib/data");
    const repos = createRepositories();
    const functionUrl = (name: string) => `http://127.0.0.1:${config.ports.functions}/${config.projectId}/us-central1/${name}`;
    const stripe = stripeClient({ ...LOCAL_STRIPE_KEYS, apiUrl: fakeServiceUrls(config).stripe });
    const post = (url: string, fields: Record<string, string>) =>
      fetch(url, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
        body: new URLSearchParams(fields).toString(),
      });
    const buy = (fields: Record<string, string>) => post(functionUrl("buy"), fields);
    const pay = (checkoutUrl: string, email: string) => post(checkoutUrl, { action: "pay", email, card: "4242424242424242" });
    /** Paying for something that ships: Stripe's page asks for an address in an allowed country and one of the rates offered. */
    const payShipped = async (checkoutUrl: string, email: string) => {
      const session = await stripe.checkout.sessions.retrieve(new URL(checkoutUrl).pathname.split("/").pop()!);
      const rate = session.shipping_options[0]?.shipping_rate;
      const address = {
        ship_name: "Bench Buyer",
        ship_line1: "1 Quay St",
        ship_city: "Bristol",
        ship_postal_code: "BS1 1AA",
        ship_country: session.shipping_address_collection?.allowed_countries[0] ?? "",
      };
      return post(checkoutUrl, {
        action: "pay",
        email,
        card: "4242424242424242",
        ...address,
        shipping_rate: typeof rate === "string" ? rate : (rate?.id ?? ""),
      });
    };
    const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
      const start = performance.now();
      const result = await work();
      return [result, performance.now() - start];
    };
    const album = { product_id: SEED_PRODUCTS.reelToReelAlbum, amount: "9.50" };

    // Warm: each function's first call starts its worker, which is the cold-start figure's, not these.
    const warm = await buy({ ...album, email: "warm@bench.test" });
    await pay(warm.headers.get("location")!, "warm@bench.test");

    const buys: number[] = [];
    const checkouts: string[] = [];
    for (let i = 0; i < BUYS; i++) {
      const [answer, took] = await timed(() => buy({ ...album, email: `buyer${i}@bench.test` }));
      if (answer.status !== 303) throw new Error(`BUY answered ${answer.status}: ${await answer.text()}`);
      buys.push(took);
      checkouts.push(answer.headers.get("location")!);
    }
    console.log(`Store on the local stack (load average ${(await import("node:os")).loadavg()[0]!.toFixed(2)}):`);
    console.log(`  BUY → 303 to Stripe's checkout: ${summary(buys)} (target p95 ≤ 300 ms)`);

    const paid: number[] = [];
    for (const [i, url] of checkouts.entries()) {
      const [answer, took] = await timed(() => pay(url, `buyer${i}@bench.test`));
      if (answer.status !== 303) throw new Error(`paying answered ${answer.status}`);
      paid.push(took);
    }
    const orders = (await repos.storeOrders.query((c) => c.where("source", "==", "stripe"))).filter((o) => o.email.startsWith("buyer"));
    const receipts = await repos.mail.getMany(orders.map((o) => `store-receipt-${o.id}`));
    const withFees = orders.filter((o) => o.totals.fees !== null).length;
    console.log(
      `  pay on the local checkout page → webhook answered (order paid, receipt queued): ${summary(paid)} (target p95 ≤ 500 ms; ${orders.length} orders, ${receipts.length} receipts, ${withFees} with Stripe's fee, for ${BUYS} buyers)`,
    );

    // The race: the seeded vinyl with STOCK units, RACERS buyers at once.
    const vinyl = (await repos.storeProducts.get(SEED_PRODUCTS.reelToReelVinyl))!;
    if (vinyl.type !== "physical") throw new Error("The seeded vinyl is not a physical product");
    await repos.storeProducts.set({ ...vinyl, variants: vinyl.variants.map((v) => ({ ...v, stock: STOCK })) });
    const variant = vinyl.variants[0]!.id;
    let maxHeld = 0;
    let racing = true;
    const sampling = (async () => {
      while (racing) {
        maxHeld = Math.max(maxHeld, (await repos.stockUnits.listForProduct(vinyl.id)).length);
        await new Promise((done) => setTimeout(done, 50));
      }
    })();
    const [answers, raceMs] = await timed(() =>
      Promise.all(
        Array.from({ length: RACERS }, (_, i) =>
          buy({ product_id: vinyl.id, variant_id: variant, quantity: "1", email: `racer${i}@bench.test` }).then(async (a) => ({
            status: a.status,
            location: a.headers.get("location"),
            text: await a.text(),
          })),
        ),
      ),
    );
    racing = false;
    await sampling;
    maxHeld = Math.max(maxHeld, (await repos.stockUnits.listForProduct(vinyl.id)).length);
    const started = answers.filter((a) => a.status === 303);
    const soldOut = answers.filter((a) => a.status === 409 && a.text.includes(STORE_TEXTS.soldOut));
    const [paidRacers, payAllMs] = await timed(() => Promise.all(started.map((a, i) => payShipped(a.location!, `racer${i}@bench.test`))));
    const refused = paidRacers.filter((a) => a.status !== 303).length;
    if (refused > 0)
      console.log(
        `  (${refused} of the started checkouts could not pay: first answered ${paidRacers.find((a) => a.status !== 303)!.status})`,
      );
    const units = await repos.stockUnits.listForProduct(vinyl.id);
    console.log(
      `  ${RACERS} buyers at once for a vinyl with ${STOCK} in stock: ${started.length} checkouts started, ${soldOut.length} told "${STORE_TEXTS.soldOut}", ` +
        `${answers.length - started.length - soldOut.length} other answers; units held at most ${maxHeld} (sampled every 50 ms); ${units.filter((u) => u.state === "sold").length} sold once every started checkout paid; ` +
        `all ${RACERS} answered in ${ms(raceMs)}, paying took ${ms(payAllMs)}`,
    );

    // The same signed event three times at once for each of DELIVERED checkouts.
    const sessions: string[] = [];
    for (let i = 0; i < DELIVERED; i++) {
      const answer = await buy({ ...album, email: `twice${i}@bench.test` });
      sessions.push(new URL(answer.headers.get("location")!).pathname.split("/").pop()!);
    }
    const before = await repos.storeOrders.count();
    const [, deliverMs] = await timed(() =>
      Promise.all(
        sessions.map(async (id) => {
          const session = await stripe.checkout.sessions.retrieve(id);
          const payload = JSON.stringify({
            id: `evt_bench_${id}`,
            object: "event",
            type: "checkout.session.completed",
            created: Math.floor(Date.now() / 1000),
            data: {
              object: { ...session, status: "complete", payment_status: "paid", customer_details: { email: session.customer_email } },
            },
          });
          const deliver = () =>
            fetch(functionUrl("stripeWebhook"), {
              method: "POST",
              headers: {
                "content-type": "application/json",
                "stripe-signature": stripeSignatureHeader(payload, LOCAL_STRIPE_KEYS.webhookSecret),
              },
              body: payload,
            });
          await Promise.all([deliver(), deliver(), deliver()]);
        }),
      ),
    );
    console.log(
      `  the same webhook delivered 3 times (at once) for ${DELIVERED} checkouts: ${(await repos.storeOrders.count()) - before} orders made (${ms(deliverMs)} for all ${DELIVERED * 3} deliveries)`,
    );

    // What the pages that sell load (the header's cart count included), as `npm run bench` counts JavaScript per route.
    for (const route of [RELEASE_WITH_BUY, "/store"]) {
      const js = await javascriptOf(config.siteDir, route);
      console.log(
        `  JavaScript of ${route}: ${(js.gzip / 1024).toFixed(1)} KB gzip in ${js.files} files + ${js.inlineGzip} B inline (target ≤ 20 KB)`,
      );
    }

    await benchFlacZip(repos, config);
    await benchOrdersList(repos);
  } finally {
    await stack.stop();
    if (process.env.BENCH_KEEP !== "1") await rm(config.dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchStore();
  process.exit(0);
}
