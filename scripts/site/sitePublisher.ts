import type { SiteBuilder } from "./siteBuilder";

/**
 * Production publishing: builder passes followed by a Hosting deploy. The
 * builder keeps the folder current (the same passes the local stack runs);
 * the publisher decides when that folder must be deployed. A pass that
 * changed files marks the folder unpublished until a deploy succeeds, so a
 * failed deploy is retried on the next round rather than lost: the changes
 * are already acknowledged in Firestore but still in the folder.
 */
export type PublishBuilder = Pick<SiteBuilder, "readManifest" | "fullBuild" | "rebuildSite" | "renderPreviews">;

/** What the folder holds that Hosting does not yet: a full build, or pages updated and removed since the last deploy. */
interface Unpublished {
  full: boolean;
  updated: number;
  removed: number;
}

const summary = (u: Unpublished) => (u.full ? "site: full build" : `site: ${u.updated} page(s) updated, ${u.removed} removed`);

export interface SitePublisherOptions {
  builder: PublishBuilder;
  /** Uploads the folder; null publishes to the folder only (--no-deploy). */
  deploy: ((message: string) => Promise<void>) | null;
  log?: (message: string) => void;
  pollMs?: number;
  retryMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export interface PublishRound {
  /** What the builder did this round. */
  build: "full" | "incremental" | "none";
  /** Whether a deploy ran (and succeeded) this round. */
  deployed: boolean;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createSitePublisher(options: SitePublisherOptions) {
  const { builder, deploy } = options;
  const log = options.log ?? (() => {});
  const sleep = options.sleep ?? wait;
  let unpublished: Unpublished | null = null;
  let stopped = true;

  /**
   * One round: the site's changes and their deploy, then the waiting
   * previews (they need no deploy, and a published change must not wait
   * behind them; they stop as soon as a change waits again).
   */
  async function round(full = false): Promise<PublishRound> {
    const outcome = await publishSite(full);
    await builder.renderPreviews();
    return outcome;
  }

  /** A full build when asked or when the folder has no manifest, else one incremental pass; then a deploy if the folder changed. */
  async function publishSite(full: boolean): Promise<PublishRound> {
    let build: PublishRound["build"] = "none";
    if (full || !(await builder.readManifest())) {
      await builder.fullBuild();
      log("site: full build done");
      build = "full";
      unpublished = { full: true, updated: 0, removed: 0 };
    } else {
      const result = await builder.rebuildSite();
      if (result) {
        build = "incremental";
        const before = unpublished ?? { full: false, updated: 0, removed: 0 };
        unpublished = { full: before.full, updated: before.updated + result.rendered.length, removed: before.removed + result.removed.length };
      }
    }
    if (!unpublished || !deploy) return { build, deployed: false };
    const message = summary(unpublished);
    await deploy(message);
    unpublished = null;
    log(`site: deployed (${message})`);
    return { build, deployed: true };
  }

  return {
    round,
    /** Rounds until stopped: every `pollMs`, or `retryMs` after a failure. A new day on the label's clock is a change of its own, and the release-day job records a change for each release it brings out. */
    async watch(): Promise<void> {
      stopped = false;
      let first = true;
      while (!stopped) {
        let delay = options.pollMs ?? 2000;
        // A worker starts with a full build (its code may be new); a failed one leaves no manifest, so the next round is full again.
        const full = first;
        first = false;
        try {
          await round(full);
        } catch (error) {
          log(`site: publishing failed, retrying: ${error instanceof Error ? error.message : String(error)}`);
          delay = options.retryMs ?? 15_000;
        }
        if (!stopped) await sleep(delay);
      }
    },
    stop() {
      stopped = true;
    },
    /** A change made but not deployed yet (a failed deploy), or null. */
    pending: () => (unpublished ? summary(unpublished) : null),
  };
}
