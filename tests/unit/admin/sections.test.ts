import { describe, expect, it } from "vitest";
import { adminSectionFor, viewableSections } from "../../../src/admin/sections";
import { canViewSection } from "../../../src/lib/domain/access";
import type { RolePermission } from "../../../src/lib/domain/access/rolePermission";

const grant = (permission_id: RolePermission["permission_id"], artist_id: string | null = null) => ({ permission_id, artist_id });
const editor = {
  isSuperAdmin: false,
  grants: [grant("artists.view", "a1"), grant("artists.edit", "a1"), grant("releases.view", "a1"), grant("releases.edit", "a1")],
};

describe("the sections a caller may open", () => {
  it("an artist-scoped editor sees only artists, releases, the media library and promo (their releases' campaigns)", () => {
    expect(viewableSections(editor).map((s) => s.path)).toEqual(["artists", "releases", "media", "promo"]);
    expect(canViewSection(editor, "press")).toBe(false);
    expect(canViewSection(editor, "user_management")).toBe(false);
  });

  it("Super Admin sees all twelve; nothing is shown before the grants load", () => {
    expect(viewableSections({ isSuperAdmin: true, grants: [] }).map((s) => s.path)).toEqual([
      "artists",
      "releases",
      "press",
      "media",
      "newsletters",
      "promo",
      "store",
      "demos",
      "users",
      "subscribers",
      "roles",
      "audit",
    ]);
    expect(viewableSections(null)).toEqual([]);
  });

  it("store view for one artist opens the STORE section, store edit alone does not", () => {
    expect(viewableSections({ isSuperAdmin: false, grants: [grant("store.view", "a1")] }).map((s) => s.path)).toEqual(["store"]);
    expect(viewableSections({ isSuperAdmin: false, grants: [grant("store.edit", "a1")] }).map((s) => s.path)).toEqual([]);
  });

  it("view is what opens a section: edit alone does not, user_management view opens users, subscribers, roles and audit", () => {
    expect(
      viewableSections({ isSuperAdmin: false, grants: [grant("press.edit"), grant("user_management.view")] }).map((s) => s.path),
    ).toEqual(["users", "subscribers", "roles", "audit"]);
  });

  it("the media library opens with view on any content resource, newsletters and promo with press view", () => {
    expect(viewableSections({ isSuperAdmin: false, grants: [grant("press.view")] }).map((s) => s.path)).toEqual([
      "press",
      "media",
      "newsletters",
      "promo",
    ]);
    expect(canViewSection({ isSuperAdmin: false, grants: [grant("demos.view")] }, ["artists", "releases", "press"])).toBe(false);
  });

  it("maps a path to its section, the dashboard and unknown paths to none", () => {
    expect(adminSectionFor("/admin/press")?.resource).toBe("press");
    expect(adminSectionFor("/admin/roles/")?.resource).toBe("user_management");
    expect(adminSectionFor("/admin")).toBeNull();
    expect(adminSectionFor("/admin/nowhere")).toBeNull();
  });
});
