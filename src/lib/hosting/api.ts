import { z } from "zod";

/**
 * The subset of the Firebase Hosting REST API (v1beta1) the publisher uses,
 * as its reference documents it: the client parses every answer with these,
 * and the local fake (scripts/stack/fakes/hostingFake.ts) answers with them.
 * https://firebase.google.com/docs/reference/hosting/rest/v1beta1
 */

/** sites/{site}/versions/{id}. The config (headers, rewrites, clean URLs) is kept opaque: the publisher carries the live one over unchanged. */
export const hostingVersionSchema = z.object({
  name: z.string(),
  status: z.enum(["VERSION_STATUS_UNSPECIFIED", "CREATED", "FINALIZED", "DELETED", "ABANDONED", "EXPIRED", "CLONING"]),
  config: z.record(z.string(), z.unknown()).optional(),
  fileCount: z.string().optional(),
});
export type HostingVersion = z.output<typeof hostingVersionSchema>;

/** sites/{site}/releases/{id} (also channels/{channel}/releases/{id}). */
export const hostingReleaseSchema = z.object({
  name: z.string(),
  type: z.string().optional(),
  message: z.string().optional(),
  releaseTime: z.string().optional(),
  version: hostingVersionSchema,
});
export type HostingRelease = z.output<typeof hostingReleaseSchema>;

/** GET sites/{site}/channels/live: the live channel and its current release (none on a site never deployed). */
export const hostingChannelSchema = z.object({ name: z.string(), release: hostingReleaseSchema.optional() });

/** POST {version}:populateFiles body: path → hash of the gzipped file. */
export const populateFilesRequestSchema = z.object({ files: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)) });
/** Its answer: the hashes Hosting lacks, and where to POST them ({uploadUrl}/{hash}, the gzipped bytes as body). */
export const populateFilesResponseSchema = z.object({
  uploadRequiredHashes: z.array(z.string()).optional(),
  uploadUrl: z.string().optional(),
});

/** GET {version}/files page. */
export const versionFilesPageSchema = z.object({
  files: z.array(z.object({ path: z.string(), hash: z.string(), status: z.string().optional() })).optional(),
  nextPageToken: z.string().optional(),
});

/** Google APIs' error body. */
export const googleErrorSchema = z.object({ error: z.object({ code: z.number(), message: z.string(), status: z.string().optional() }) });
