import { randomUUID } from "node:crypto";
import type { Repositories } from "../../data";
import type { AuditWrite } from "../../data/repository";
import type { Release } from "../../domain/catalog";
import type { CodeBatch, DownloadCode } from "../../domain/store";
import { downloadCodesCsv, downloadCodesFilename, drawBatchCodes } from "../../domain/store";

/**
 * Download codes as staff make and export them (docs/store.md#download-codes).
 * The functions call these after checking the caller's store grants on the
 * release's primary artist.
 */

type CodeRepos = Pick<Repositories, "downloadCodes" | "codeBatches">;

export interface NewCodeBatch {
  release: Pick<Release, "id" | "artist_id">;
  count: number;
  label: string;
  actor: string;
  now?: Date;
}

/**
 * Makes a batch: its codes first (in writes of a few hundred: 10,000 codes
 * do not fit one transaction), then the batch record with its audit entry
 * in one write. Until that record exists the batch is listed nowhere and
 * its codes redeem nothing (redeeming reads the batch), so a run stopped
 * halfway leaves no half batch anyone can see or use.
 */
export async function generateCodeBatch(
  repos: CodeRepos,
  request: NewCodeBatch,
  auditOf: (batchId: string) => AuditWrite,
): Promise<CodeBatch> {
  const now = request.now ?? new Date();
  const batch: CodeBatch = {
    id: randomUUID(),
    release_id: request.release.id,
    artist_id: request.release.artist_id,
    label: request.label,
    count: request.count,
    redeemed: 0,
    created_at: now,
    created_by: request.actor,
  };
  const codes: DownloadCode[] = drawBatchCodes(request.count).map((id) => ({
    id,
    batch_id: batch.id,
    release_id: batch.release_id,
    artist_id: batch.artist_id,
    created_at: now,
    redeemed_at: null,
    order_id: null,
  }));
  await repos.downloadCodes.createMany(codes);
  return repos.codeBatches.create(batch, auditOf(batch.id));
}

/** A batch's CSV with the order number of each redeemed code, and its file name. */
export async function exportCodeBatch(
  repos: CodeRepos & Pick<Repositories, "storeOrders" | "releases">,
  batch: CodeBatch,
): Promise<{ filename: string; csv: string; rows: number }> {
  const [codes, release] = await Promise.all([repos.downloadCodes.listForBatch(batch.id), repos.releases.get(batch.release_id)]);
  const orders = await repos.storeOrders.getMany(codes.flatMap((c) => (c.order_id ? [c.order_id] : [])));
  const numbers = new Map(orders.map((o) => [o.id, o.number]));
  return {
    filename: downloadCodesFilename(release?.title ?? "", batch.created_at),
    csv: downloadCodesCsv(codes, numbers),
    rows: codes.length,
  };
}
