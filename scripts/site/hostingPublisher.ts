import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { applicationDefault } from "firebase-admin/app";
import type { Repositories } from "../../src/lib/data";
import { leaseHolderId, withLease } from "../../src/lib/jobs";
import type { JobLease } from "../../src/lib/domain/shared";
import { createHostingClient, HOSTING_API_URL, type HostingClient } from "../../src/lib/hosting/client";
import { deployFolder, type HostingDeployResult, type HostingFolder } from "../../src/lib/hosting/deploy";
import { createHostingFolderReader } from "./hostingFolder";
import type { SiteBuilder } from "./siteBuilder";

/**
 * Production publishing (docs/incremental-builds.md#production): one round
 * renders what changed into the folder (the builder's passes, through the
 * warm renderer) and makes the live Hosting site equal that folder through
 * the Hosting REST API (src/lib/hosting/deploy.ts: a new version, only the
 * files Hosting lacks uploaded, a release).
 *
 * - One publisher at a time: a round runs under the `site-publish` lease
 *   (job_leases); a second one started meanwhile does nothing and says who
 *   holds it.
 * - No change lost: the builder does not acknowledge its changes
 *   (acknowledgeChanges: false); a round acknowledges the changes it read
 *   before its pass only once the release is live. A failed render, upload,
 *   finalize or release acknowledges nothing; the next round renders those
 *   changes again and deploys the whole difference between the folder and
 *   the live version, whatever an earlier round left undeployed.
 * - A publisher with an empty folder (a new instance) starts with a full
 *   build: Hosting still receives only the files whose bytes changed.
 * - A folder is trusted only while the live version is the one it was
 *   released as (`releasedFile`): when another publisher (another instance,
 *   `site:publish` from a machine) has released since, the changes it
 *   acknowledged never reach this folder's passes, so an incremental pass
 *   would put its stale pages back live. Such a round rebuilds everything.
 */
export type PublishBuilder = Pick<SiteBuilder, "readManifest" | "fullBuild" | "rebuildSite" | "renderPreviews">;

export const SITE_PUBLISH_LEASE = "site-publish";
/** Longer than a round ever takes (a full build at catalogue scale and its upload); a publisher that died blocks the next for at most this. */
const LEASE_MS = 15 * 60_000;

export interface Deploy {
  /** The version live now (null: none, or not known to this deploy). */
  liveVersion(): Promise<string | null>;
  /** Makes the live site equal the folder. */
  deploy(folder: HostingFolder, message: string): Promise<HostingDeployResult>;
}

export interface HostingPublisherOptions {
  builder: PublishBuilder;
  repos: Pick<Repositories, "contentChanges" | "jobLeases">;
  /** The folder the builder renders into. */
  outDir: string;
  /** Puts the folder live; null keeps it in the folder only (--no-deploy). */
  deploy: Deploy | null;
  /** Where the publisher notes the version its folder was last released as (beside the builder's manifest). */
  releasedFile: string;
  log?: (message: string) => void;
  /** This publisher's name on the lease. */
  holder?: string;
  leaseMs?: number;
}

export interface PublishRound {
  /** What the builder did this round. */
  build: "full" | "incremental" | "none";
  /** The deploy, when the folder differed from what was live. */
  deployed: HostingDeployResult | null;
  /** Changes acknowledged: live now. */
  acknowledged: number;
}

export type LeasedRound = { acquired: true; round: PublishRound } | { acquired: false; heldBy: JobLease };

export function createHostingPublisher(options: HostingPublisherOptions) {
  const { builder, repos, deploy } = options;
  const log = options.log ?? (() => {});
  const holder = options.holder ?? leaseHolderId();
  const readFolder = createHostingFolderReader(options.outDir);
  /** Whether the folder may differ from the live site: unknown at start, so the first round compares them. */
  let undeployed = true;

  async function releasedAs(): Promise<string | null> {
    return readFile(options.releasedFile, "utf8").then(
      (text) => (JSON.parse(text) as { version: string | null }).version,
      () => null,
    );
  }

  async function noteReleased(version: string | null) {
    await mkdir(dirname(options.releasedFile), { recursive: true });
    await writeFile(`${options.releasedFile}.tmp`, JSON.stringify({ version }));
    await rename(`${options.releasedFile}.tmp`, options.releasedFile);
  }

  /** Whether the folder may lack what another publisher released since this one last did. */
  async function folderBehind(): Promise<boolean> {
    if (!deploy) return false;
    const [live, ours] = await Promise.all([deploy.liveVersion(), releasedAs()]);
    if (live === ours) return false;
    log(`site: ${live ?? "no version"} is live, not ${ours ?? "this folder"}: rebuilding everything`);
    return true;
  }

  async function publish(full: boolean): Promise<PublishRound> {
    // Read before the pass: the pass renders each of them (it reads the queue again, later), so they are live once this round's release is.
    const covered = await repos.contentChanges.listPending();
    let build: PublishRound["build"] = "none";
    if (full || !(await builder.readManifest()) || (await folderBehind())) {
      await builder.fullBuild();
      build = "full";
      undeployed = true;
    } else if (await builder.rebuildSite()) {
      build = "incremental";
      undeployed = true;
    }
    let deployed: HostingDeployResult | null = null;
    if (undeployed && deploy) {
      deployed = await deploy.deploy(await readFolder(), `${covered.length} change(s)${build === "full" ? ", full build" : ""}`);
      await noteReleased(deployed.live);
      log(
        deployed.version
          ? `site: released ${deployed.version} (${deployed.changed.length} file(s) changed, ${deployed.uploaded} uploaded, ${deployed.removed.length} removed)`
          : "site: the folder is already live",
      );
    }
    undeployed = false;
    await repos.contentChanges.acknowledge(covered);
    // Previews need no deploy; after the release, so a published change never waits behind them.
    await builder.renderPreviews();
    return { build, deployed, acknowledged: covered.length };
  }

  return {
    holder,
    /** One round under the lease, or nothing when another publisher holds it. A failure throws and acknowledges nothing. */
    async round(full = false): Promise<LeasedRound> {
      const result = await withLease(repos.jobLeases, SITE_PUBLISH_LEASE, { ttlMs: options.leaseMs ?? LEASE_MS, holder }, () =>
        publish(full),
      );
      if (!result.acquired) {
        log(`site: another publisher (${result.heldBy.holder}) is publishing`);
        return result;
      }
      return { acquired: true, round: result.value };
    },
  };
}

export type HostingPublisher = ReturnType<typeof createHostingPublisher>;

/**
 * The Hosting deploy of this environment: HOSTING_API_URL (the local fake;
 * default Google's API with the service's application default credentials)
 * and the site HOSTING_SITE (default: the project's default site, named as
 * the project).
 */
export function hostingDeployFromEnv(env: NodeJS.ProcessEnv): Deploy {
  const apiUrl = env.HOSTING_API_URL || HOSTING_API_URL;
  const site = env.HOSTING_SITE || env.FIREBASE_PROJECT_ID || env.GCLOUD_PROJECT;
  if (!site) throw new Error("HOSTING_SITE (or FIREBASE_PROJECT_ID) names the Hosting site to publish to");
  // Google's API needs an OAuth token; a fake needs none (and the machine may have no credentials).
  const credential = apiUrl === HOSTING_API_URL ? applicationDefault() : null;
  const client = createHostingClient({ apiUrl, token: async () => (credential ? (await credential.getAccessToken()).access_token : null) });
  return hostingDeploy(client, site);
}

/** Deploys to `site` through a Hosting REST client. */
export function hostingDeploy(client: HostingClient, site: string): Deploy {
  return {
    liveVersion: async () => (await client.liveRelease(site))?.version.name ?? null,
    deploy: (folder, message) => deployFolder(client, site, folder, message),
  };
}
