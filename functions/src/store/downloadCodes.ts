import { CONTENT_ERRORS } from "../../../src/lib/domain/shared";
import { exportCodeBatch, generateCodeBatch } from "../../../src/lib/server/store/downloadCodes";
import { access } from "../operations/accessRules";
import { defineCallable } from "../callable";
import { READS_ONLY } from "../operations/operation";

/**
 * Download codes for a release (docs/store.md#download-codes): making a
 * batch and exporting it need store edit on the release's primary artist
 * (an exported batch is as good as money); listing needs store view and
 * shows the batches of the caller's artists.
 */

const BATCH_NOT_FOUND = "Code batch not found.";

export const generateDownloadCodes = defineCallable(
  "generateDownloadCodes",
  {
    access: access.item({
      resource: "store",
      anyOf: ["edit"],
      load: (input: { release_id: string }, repos) => repos.releases.get(input.release_id),
      notFound: CONTENT_ERRORS.releaseNotFound,
      requirements: (release) => [{ action: "edit", artistId: release.artist_id }],
    }),
    audit: { entity: "store_code_batches", action: "generate" },
  },
  async ({ count, label }, { repos, caller, item: release, audit }) => {
    const batch = await generateCodeBatch(repos, { release, count, label, actor: caller.uid }, (batchId) =>
      audit(batchId, `${count} codes for ${release.title}`),
    );
    return { batch };
  },
);

export const listDownloadCodeBatches = defineCallable(
  "listDownloadCodeBatches",
  { access: access.list("store"), audit: READS_ONLY },
  async ({ release_id }, { repos, list }) => {
    const batches = release_id ? await repos.codeBatches.listForRelease(release_id) : await repos.codeBatches.listAll();
    const visible = batches.filter((b) => list.scopes === null || (b.artist_id !== null && list.scopes.includes(b.artist_id)));
    return { batches: visible.sort((a, b) => b.created_at.getTime() - a.created_at.getTime()) };
  },
);

export const exportDownloadCodes = defineCallable(
  "exportDownloadCodes",
  {
    access: access.item({
      resource: "store",
      anyOf: ["edit"],
      load: (input: { batch_id: string }, repos) => repos.codeBatches.get(input.batch_id),
      notFound: BATCH_NOT_FOUND,
      requirements: (batch) => [{ action: "edit", artistId: batch.artist_id }],
    }),
    audit: READS_ONLY,
  },
  async (_input, { repos, item: batch }) => exportCodeBatch(repos, batch),
);
