import pLimit from "p-limit";
import type { z } from "zod";
import {
  googleErrorSchema,
  hostingChannelSchema,
  hostingReleaseSchema,
  hostingVersionSchema,
  populateFilesResponseSchema,
  versionFilesPageSchema,
  type HostingRelease,
  type HostingVersion,
} from "./api";
import type { HostingFileMap } from "./files";

/**
 * A small client of the Firebase Hosting REST API (v1beta1): what a deploy
 * needs and nothing more. Its base URL is configurable
 * (FIREBASE_HOSTING_API_URL, the variable firebase-tools reads too), so the
 * local stack and the tests point it at the fake; uploads go wherever
 * populateFiles says. In production each request carries an OAuth token of
 * the service's Google credentials; locally none.
 *
 * No request is retried here: a deploy that fails anywhere releases
 * nothing, and the publisher's next round starts it again from the live
 * version (nothing it had uploaded is lost: Hosting keeps files by hash).
 */
export const HOSTING_API_URL = "https://firebasehosting.googleapis.com";

export interface HostingClientOptions {
  /** Default https://firebasehosting.googleapis.com. */
  apiUrl?: string;
  /** An OAuth access token for each request, or null to send none (the fake). */
  token?: () => Promise<string | null>;
  fetch?: typeof fetch;
  /** Files uploaded side by side. */
  uploadConcurrency?: number;
}

export class HostingApiError extends Error {
  constructor(
    readonly request: string,
    readonly status: number,
    detail: string,
  ) {
    super(`Hosting ${request}: HTTP ${status}${detail ? `: ${detail}` : ""}`);
    this.name = "HostingApiError";
  }
}

const PAGE_SIZE = 1000;

export function createHostingClient(options: HostingClientOptions = {}) {
  const apiUrl = (options.apiUrl || HOSTING_API_URL).replace(/\/+$/, "");
  const doFetch = options.fetch ?? fetch;

  async function headers(extra: Record<string, string> = {}): Promise<Record<string, string>> {
    const token = (await options.token?.()) ?? null;
    return { ...extra, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  }

  async function call<S extends z.ZodType>(what: string, url: string, init: RequestInit, schema: S): Promise<z.output<S>> {
    const response = await doFetch(url, init);
    const text = await response.text();
    if (!response.ok) {
      const parsed = googleErrorSchema.safeParse(safeJson(text));
      throw new HostingApiError(what, response.status, parsed.success ? parsed.data.error.message : text.slice(0, 200));
    }
    const body = schema.safeParse(safeJson(text));
    if (!body.success) throw new HostingApiError(what, response.status, "an answer of another shape");
    return body.data;
  }

  const json = async (method: string, body?: unknown): Promise<RequestInit> => ({
    method,
    headers: await headers(body === undefined ? {} : { "content-type": "application/json" }),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

  return {
    /** The live channel's current release (its version and config), or null on a site never released. */
    async liveRelease(site: string): Promise<HostingRelease | null> {
      const channel = await call(
        `get ${site} live channel`,
        `${apiUrl}/v1beta1/sites/${site}/channels/live`,
        await json("GET"),
        hostingChannelSchema,
      );
      return channel.release ?? null;
    },

    /** Every file of a version: path → hash. */
    async versionFiles(versionName: string): Promise<HostingFileMap> {
      const files: HostingFileMap = {};
      let pageToken: string | undefined;
      do {
        const query = new URLSearchParams({ pageSize: String(PAGE_SIZE), ...(pageToken ? { pageToken } : {}) });
        const page = await call(
          `list ${versionName} files`,
          `${apiUrl}/v1beta1/${versionName}/files?${query}`,
          await json("GET"),
          versionFilesPageSchema,
        );
        for (const file of page.files ?? []) files[file.path] = file.hash;
        pageToken = page.nextPageToken || undefined;
      } while (pageToken);
      return files;
    },

    /** A new version (status CREATED) with the given config. */
    createVersion(site: string, config: Record<string, unknown> | undefined): Promise<HostingVersion> {
      return json("POST", config ? { config } : {}).then((init) =>
        call(`create ${site} version`, `${apiUrl}/v1beta1/sites/${site}/versions`, init, hostingVersionSchema),
      );
    },

    /**
     * Names the version's files (in batches of 1,000, as firebase-tools
     * does) and returns the hashes Hosting asks for, with where to upload them.
     */
    async populateFiles(versionName: string, files: HostingFileMap): Promise<{ uploadUrl: string | null; required: string[] }> {
      const entries = Object.entries(files);
      const required = new Set<string>();
      let uploadUrl: string | null = null;
      for (let start = 0; start < entries.length; start += PAGE_SIZE) {
        const batch = Object.fromEntries(entries.slice(start, start + PAGE_SIZE));
        const answer = await call(
          `populate ${versionName}`,
          `${apiUrl}/v1beta1/${versionName}:populateFiles`,
          await json("POST", { files: batch }),
          populateFilesResponseSchema,
        );
        for (const hash of answer.uploadRequiredHashes ?? []) required.add(hash);
        uploadUrl = answer.uploadUrl ?? uploadUrl;
      }
      return { uploadUrl, required: [...required].sort() };
    },

    /** Uploads files' gzipped bytes by hash ({uploadUrl}/{hash}), a few at a time. */
    async upload(uploadUrl: string, hashes: readonly string[], gzipped: (hash: string) => Promise<Buffer>): Promise<void> {
      const limit = pLimit(options.uploadConcurrency ?? 8);
      await Promise.all(
        hashes.map((hash) =>
          limit(async () => {
            const body = await gzipped(hash);
            const response = await doFetch(`${uploadUrl.replace(/\/+$/, "")}/${hash}`, {
              method: "POST",
              headers: await headers({ "content-type": "application/octet-stream" }),
              body: new Uint8Array(body),
            });
            const text = await response.text();
            if (!response.ok) {
              // The deploy has failed: the uploads still waiting are not started.
              limit.clearQueue();
              throw new HostingApiError(`upload ${hash}`, response.status, text.slice(0, 200));
            }
          }),
        ),
      );
    },

    /** Marks a version complete: Hosting checks every file is uploaded; no file can be added after. */
    finalize(versionName: string): Promise<HostingVersion> {
      return json("PATCH", { status: "FINALIZED" }).then((init) =>
        call(`finalize ${versionName}`, `${apiUrl}/v1beta1/${versionName}?updateMask=status`, init, hostingVersionSchema),
      );
    },

    /** Puts a finalized version live on the site's live channel. */
    release(site: string, versionName: string, message: string): Promise<HostingRelease> {
      const query = new URLSearchParams({ versionName });
      return json("POST", { message: message.slice(0, 512) }).then((init) =>
        call(`release ${versionName}`, `${apiUrl}/v1beta1/sites/${site}/releases?${query}`, init, hostingReleaseSchema),
      );
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export type HostingClient = ReturnType<typeof createHostingClient>;
