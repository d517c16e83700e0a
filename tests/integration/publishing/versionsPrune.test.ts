import { beforeEach, describe, expect, it } from "vitest";
import type { ContentVersion } from "../../../src/lib/domain/publishing";
import { repositories, resetDatabase } from "../support";

const repos = repositories();
beforeEach(resetDatabase);

const version = (n: number, entityId: string): ContentVersion => ({
  id: `v${entityId}-${n}`,
  entity: "press_posts",
  entity_id: entityId,
  at: new Date(Date.UTC(2026, 0, 1, 12, n)),
  actor: "editor",
  kind: "update",
  snapshot: { title: `Title ${n}`, content: "<p>".repeat(50) },
  artists: null,
});

describe("pruning saved versions", () => {
  it("keeps an item's newest versions and deletes the older ones, leaving other items alone", async () => {
    for (let n = 1; n <= 4; n++) await repos.contentVersions.set(version(n, "p1"));
    await repos.contentVersions.set(version(1, "p2"));

    expect(await repos.contentVersions.prune("press_posts", "p1", 2)).toBe(2);
    expect((await repos.contentVersions.listFor("press_posts", "p1")).map((v) => v.id)).toEqual(["vp1-4", "vp1-3"]);
    expect((await repos.contentVersions.listFor("press_posts", "p2")).map((v) => v.id)).toEqual(["vp2-1"]);
    expect(await repos.contentVersions.prune("press_posts", "p1", 2)).toBe(0);
  });
});
