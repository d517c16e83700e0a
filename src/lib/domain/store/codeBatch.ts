/**
 * A batch of download codes as staff make and export it
 * (docs/store.md#download-codes): the codes drawn for it, all different,
 * and its CSV for printing download cards.
 */
import { csvTable } from "../campaigns/reminderCsv";
import type { DownloadCode } from "./code";
import { newDownloadCode } from "./code";

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
export function downloadCodesCsv(codes: readonly Pick<DownloadCode, "id" | "redeemed_at" | "order_id">[], orderNumbers: ReadonlyMap<string, string>): string {
  const sorted = [...codes].sort((a, b) => a.id.localeCompare(b.id));
  return csvTable(
    ["code", "redeemed_at", "order_number"],
    sorted.map((c) => [c.id, c.redeemed_at?.toISOString() ?? "", c.order_id ? (orderNumbers.get(c.order_id) ?? "") : ""]),
  );
}

/** The export's file name: the release's slug-safe title and the batch's creation day. */
export function downloadCodesFilename(releaseTitle: string, createdAt: Date): string {
  const slug = releaseTitle.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60) || "release";
  return `download-codes-${slug}-${createdAt.toISOString().slice(0, 10)}.csv`;
}
