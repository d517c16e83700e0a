import { describe, expect, it } from "vitest";
import { dependsOn, selectRebuild, type DependencyKey } from "../../../src/lib/site/dependencies";

describe("dependsOn", () => {
  const deps: DependencyKey[] = ["releases:r1", "artists:a1", "day:2025-09-01"];

  it("matches the changed document, or any document of a collection the page lists", () => {
    expect(dependsOn(deps, { entity: "releases", id: "r1" })).toBe(true);
    expect(dependsOn(deps, { entity: "releases", id: "r2" })).toBe(false);
    expect(dependsOn(deps, { entity: "press_posts", id: "r1" })).toBe(false);
    expect(dependsOn(["press_posts:*"], { entity: "press_posts", id: "any" })).toBe(true);
  });

  it("matches a day change from the release day on", () => {
    expect(dependsOn(deps, { day: "2025-08-31" })).toBe(false);
    expect(dependsOn(deps, { day: "2025-09-01" })).toBe(true);
    expect(dependsOn(deps, { day: "2026-01-01" })).toBe(true);
  });
});

describe("selectRebuild", () => {
  const built = {
    "/releases/ann/old-slug": ["releases:r1", "artists:ann"] as DependencyKey[],
    "/releases/ann/other": ["releases:r2"] as DependencyKey[],
    "/releases": ["releases:*"] as DependencyKey[],
  };

  it("re-renders the new slug and removes the old one after a rename", () => {
    const planned = new Map<string, DependencyKey[]>([
      ["/releases/ann/new-slug", ["releases:r1", "artists:ann"]],
      ["/releases/ann/other", ["releases:r2"]],
      ["/releases", ["releases:*"]],
    ]);
    expect(selectRebuild(built, planned, [{ entity: "releases", id: "r1" }])).toEqual({
      render: ["/releases", "/releases/ann/new-slug"],
      remove: ["/releases/ann/old-slug"],
    });
  });

  it("removes the pages of an unpublished item and renders nothing unrelated", () => {
    const planned = new Map<string, DependencyKey[]>([
      ["/releases/ann/other", ["releases:r2"]],
      ["/releases", ["releases:*"]],
    ]);
    expect(selectRebuild(built, planned, [{ entity: "releases", id: "r1" }])).toEqual({
      render: ["/releases"],
      remove: ["/releases/ann/old-slug"],
    });
  });

  it("renders the page of a newly published item", () => {
    const planned = { ...built, "/releases/ann/fresh": ["releases:r3"] as DependencyKey[] };
    expect(selectRebuild(built, planned, [{ entity: "releases", id: "r3" }]).render).toEqual(["/releases", "/releases/ann/fresh"]);
  });

  it("does nothing without changes", () => {
    expect(selectRebuild(built, built, [])).toEqual({ render: [], remove: [] });
  });
});
