import { describe, expect, it } from "vitest";
import type { RebuildResult } from "../../../scripts/site/siteBuilder";
import { createSitePublisher, type PublishBuilder } from "../../../scripts/site/sitePublisher";

/** A builder whose passes are scripted: each rebuildSite returns the next result. */
function scriptedBuilder(passes: (RebuildResult | null)[], hasManifest = true, events: string[] = []) {
  const calls: string[] = [];
  let manifest = hasManifest;
  const builder: PublishBuilder = {
    readManifest: async () => (manifest ? { version: 1, builtAt: "", today: "2025-05-01", pages: {} } : null),
    fullBuild: async () => {
      calls.push("full");
      manifest = true;
      return { mode: "full", builtAt: "", today: "2025-05-01", rendered: {}, removed: [] };
    },
    rebuildSite: async () => {
      calls.push("pass");
      return passes.shift() ?? null;
    },
    renderPreviews: async () => {
      events.push("previews");
      return 0;
    },
  };
  return { builder, calls };
}

const pass = (rendered: string[], removed: string[] = []): RebuildResult => ({ changes: [], rendered, removed, ms: 1 });

/** Hosting stand-in: records each upload, failing the ones listed. */
function hosting(failures: number[] = [], events: string[] = []) {
  const uploads: string[] = [];
  let attempt = 0;
  return {
    uploads,
    deploy: async (message: string) => {
      attempt += 1;
      if (failures.includes(attempt)) throw new Error("deploy failed");
      uploads.push(message);
      events.push("deploy");
    },
  };
}

describe("site publisher", () => {
  it("deploys after a pass that changed pages, and not after an empty one", async () => {
    const { builder } = scriptedBuilder([pass(["/", "/releases"], ["/releases/a/old"]), null]);
    const host = hosting();
    const publisher = createSitePublisher({ builder, deploy: host.deploy });
    expect(await publisher.round()).toEqual({ build: "incremental", deployed: true });
    expect(await publisher.round()).toEqual({ build: "none", deployed: false });
    expect(host.uploads).toEqual(["site: 2 page(s) updated, 1 removed"]);
  });

  it("builds everything when the folder has no manifest, or when asked", async () => {
    const { builder, calls } = scriptedBuilder([], false);
    const host = hosting();
    const publisher = createSitePublisher({ builder, deploy: host.deploy });
    expect(await publisher.round()).toEqual({ build: "full", deployed: true });
    expect(await publisher.round(true)).toEqual({ build: "full", deployed: true });
    expect(calls).toEqual(["full", "full"]);
    expect(host.uploads).toEqual(["site: full build", "site: full build"]);
  });

  it("keeps a failed deploy pending and deploys it with the next round's changes", async () => {
    const { builder } = scriptedBuilder([pass(["/press/a"]), null, pass(["/press/b"])]);
    const host = hosting([1]);
    const publisher = createSitePublisher({ builder, deploy: host.deploy });
    await expect(publisher.round()).rejects.toThrow("deploy failed");
    expect(publisher.pending()).toBe("site: 1 page(s) updated, 0 removed");
    // Nothing new was built, but the folder still differs from what is live.
    expect(await publisher.round()).toEqual({ build: "none", deployed: true });
    expect(publisher.pending()).toBeNull();
    await publisher.round();
    expect(host.uploads).toEqual(["site: 1 page(s) updated, 0 removed", "site: 1 page(s) updated, 0 removed"]);
  });

  it("renders the waiting previews after the round's changes are deployed, never before", async () => {
    const events: string[] = [];
    const { builder } = scriptedBuilder([pass(["/press/a"]), null], true, events);
    const host = hosting([], events);
    const publisher = createSitePublisher({ builder, deploy: host.deploy });
    await publisher.round();
    await publisher.round();
    expect(events).toEqual(["deploy", "previews", "previews"]);
  });

  it("without a deploy step only updates the folder", async () => {
    const { builder, calls } = scriptedBuilder([pass(["/"])]);
    const publisher = createSitePublisher({ builder, deploy: null });
    expect(await publisher.round()).toEqual({ build: "incremental", deployed: false });
    expect(calls).toEqual(["pass"]);
  });

  it("watching starts with a full build, keeps going after a failure, and stops when asked", async () => {
    const { builder, calls } = scriptedBuilder([pass(["/"]), pass(["/artists"])]);
    const host = hosting([2]);
    const log: string[] = [];
    const delays: number[] = [];
    const publisher = createSitePublisher({
      builder,
      deploy: host.deploy,
      log: (m) => log.push(m),
      pollMs: 5,
      retryMs: 50,
      sleep: async (ms) => {
        delays.push(ms);
        if (delays.length === 4) publisher.stop();
      },
    });
    await publisher.watch();
    expect(calls).toEqual(["full", "pass", "pass", "pass"]);
    // Round 2's deploy failed: retried later, then deployed with round 3's change.
    expect(delays).toEqual([5, 50, 5, 5]);
    expect(host.uploads).toEqual(["site: full build", "site: 2 page(s) updated, 0 removed"]);
    expect(log.some((m) => m.includes("publishing failed, retrying: deploy failed"))).toBe(true);
  });
});
