/**
 * A batch of download codes as staff make and export it
 * (docs/store.md#download-codes): the codes drawn for it, all different,
 * and its CSV for printing download cards.
 */
import { csvTable } from "../campaigns/reminderCsv";
import type { DownloadCode } from "./code";
import { newDownloadCode } from "./code";
import type { Currency } from "./money";
import type { Order } from "./order";
import { digitalProductId, type DownloadFormat } from "./product";

/**
 * `count` different new codes. At 58 bits a repeat within a batch is all
 * but impossible; drawing again when one happens keeps the count exact.
 * (A code equal to one of another batch is refused by its create().)
 */
export function drawBatchCodes(count: number, random?: (bytes: Uint8Array) => Uint8Array): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newDownloadCode(random));
  return [...codes];
}

/** The batch's CSV: code, redeemed at (ISO, empty while unused), order number; formula cells defused by csvTable. */
export function downloadCodesCsv(
  codes: readonly Pick<DownloadCode, "id" | "redeemed_at" | "order_id">[],
  orderNumbers: ReadonlyMap<string, string>,
): string {
  const sorted = [...codes].sort((a, b) => a.id.localeCompare(b.id));
  return csvTable(
    ["code", "redeemed_at", "order_number"],
    sorted.map((c) => [c.id, c.redeemed_at?.toISOString() ?? "", c.order_id ? (orderNumbers.get(c.order_id) ?? "") : ""]),
  );
}

/** The export's file name: the release's slug-safe title and the batch's creation day. */
export function downloadCodesFilename(releaseTitle: string, createdAt: Date): string {
  const slug =
    releaseTitle
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "release";
  return `download-codes-${slug}-${createdAt.toISOString().slice(0, 10)}.csv`;
}

/** The order a redeemed code makes: amount 0, source "code", the release's album with the formats its product offers. */
export interface RedeemedOrderInput {
  code: Pick<DownloadCode, "id" | "release_id" | "artist_id">;
  release: { id: string; title: string };
  artistName: string;
  formats: readonly DownloadFormat[];
  email: string;
  currency: Currency;
  number: string;
  downloadToken: string;
  now: Date;
  saleDay: string;
}

/** The order's id for a code: one code, one order, whatever races (create() refuses the second). */
export const redeemedOrderId = (code: string) => `code-${code}`;

export function redeemedOrder(input: RedeemedOrderInput): Order {
  const { code, release, now } = input;
  const title = input.artistName ? `${release.title} — ${input.artistName}` : release.title;
  return {
    id: redeemedOrderId(code.id),
    number: input.number,
    email: input.email,
    email_key: input.email.trim().toLowerCase(),
    source: "code",
    status: "paid",
    currency: input.currency,
    items: [
      {
        product_id: digitalProductId(release.id),
        type: "digital",
        kind: null,
        release_id: release.id,
        artist_id: code.artist_id,
        track_id: null,
        variant_id: null,
        sku: null,
        title,
        quantity: 1,
        unit_amount: 0,
        amount: 0,
        ships: false,
        includes_digital: true,
        formats: [...input.formats],
      },
    ],
    totals: { subtotal: 0, shipping: 0, tax: 0, total: 0, fees: null, refunded: 0 },
    artist_ids: code.artist_id ? [code.artist_id] : [],
    release_ids: [release.id],
    shipping_address: null,
    fulfilment: { state: "not_required", carrier: null, tracking: null, shipped_at: null },
    download_token: input.downloadToken,
    downloads_withdrawn: false,
    downloads: 0,
    stripe_session_id: null,
    stripe_payment_intent: null,
    fee_pending: false,
    code: code.id,
    events: [{ type: "redeemed", at: now, actor: null, detail: code.id }],
    created_at: now,
    sale_day: input.saleDay,
  };
}
