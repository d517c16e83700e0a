import { CONTENT_ERRORS } from "../../../../src/lib/domain/shared";
import { STORE_TEXTS } from "../../../../src/lib/domain/store";
import { exportCodeBatch, generateCodeBatch } from "../../../../src/lib/server/store/downloadCodes";
import { access } from "../accessRules";
import type { CallableInput } from "../../callable";
import { defineOperation, LIST_SCOPE, READS_ONLY } from "../operation";

/**
 * Download codes for a release (docs/store.md#download-codes): making a
 * batch and exporting it need store edit on the release's primary artist
 * (an exported batch is as good as money); listing needs store view and
 * shows the batches of the caller's artists.
 */

export const generateDownloadCodes = defineOperation(
  "generateDownloadCodes",
  {
    access: access.storeItem(
      "edit",
      (input: CallableInput<"generateDownloadCodes">, repos) => repos.releases.get(input.release_id),
      CONTENT_ERRORS.releaseNotFound,
    ),
    audit: { entity: "store_code_batches", action: "generate" },
  },
  async ({ count, label }, { repos, caller, item: release, audit }) => {
    const batch = await generateCodeBatch(repos, { release, count, label, actor: caller.uid }, (batchId) =>
      audit(batchId, `${count} codes for ${release.title}`),
    );
    return { batch };
  },
);

export const listDownloadCodeBatches = defineOperation(
  "listDownloadCodeBatches",
  { access: access.list("store"), audit: READS_ONLY, scope: LIST_SCOPE },
  async ({ release_id }: CallableInput<"listDownloadCodeBatches">, { repos, scoped }) => {
    const batches = release_id ? await repos.codeBatches.listForRelease(release_id) : await repos.codeBatches.listAll();
    // A batch of no artist (the label's own) only with a global grant: reaches answers so.
    const visible = batches.filter((b) => scoped.reaches(b.artist_id));
    return { batches: visible.sort((a, b) => b.created_at.getTime() - a.created_at.getTime()) };
  },
);

export const exportDownloadCodes = defineOperation(
  "exportDownloadCodes",
  {
    access: access.storeItem(
      "edit",
      (input: CallableInput<"exportDownloadCodes">, repos) => repos.codeBatches.get(input.batch_id),
      STORE_TEXTS.codeBatchNotFound,
    ),
    audit: READS_ONLY,
  },
  async (_input, { repos, item: batch }) => exportCodeBatch(repos, batch),
);
