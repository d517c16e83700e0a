import { describe, expect, it } from "vitest";
import { can, canAll, holdsAnywhere, permissionGrid, resourceLabel } from "../../../src/lib/domain/access/permissions";
import { ARTIST_SCOPED_RESOURCES } from "../../../src/lib/domain/shared/constants";
import type { RolePermission } from "../../../src/lib/domain/access/rolePermission";

const OWN = "artist-own";
const OTHER = "artist-other";
const grant = (permission_id: RolePermission["permission_id"], artist_id: string | null = null) => ({
  permission_id,
  artist_id,
});
const normal = { isSuperAdmin: false };

describe("can", () => {
  it("Super Admin can do everything, even without grants", () => {
    expect(can([], { resource: "user_management", action: "delete" }, { isSuperAdmin: true })).toBe(true);
    expect(can([], { resource: "releases", action: "publish", artistId: OTHER }, { isSuperAdmin: true })).toBe(true);
  });

  it("nobody else can do anything without grants", () => {
    expect(can([], { resource: "artists", action: "view" }, normal)).toBe(false);
  });

  it("a global grant allows the action on any item, and only that action", () => {
    const grants = [grant("press.edit")];
    expect(can(grants, { resource: "press", action: "edit" }, normal)).toBe(true);
    expect(can(grants, { resource: "press", action: "publish" }, normal)).toBe(false);
    expect(can(grants, { resource: "demos", action: "edit" }, normal)).toBe(false);
    expect(can([grant("releases.edit")], { resource: "releases", action: "edit", artistId: OTHER }, normal)).toBe(true);
  });

  it("an artist-scoped grant allows the action on that artist's items", () => {
    const grants = [grant("releases.edit", OWN), grant("artists.edit", OWN)];
    expect(can(grants, { resource: "releases", action: "edit", artistId: OWN }, normal)).toBe(true);
    expect(can(grants, { resource: "artists", action: "edit", artistId: OWN }, normal)).toBe(true);
  });

  it("an artist-scoped grant does not reach another artist's items or unscoped requests", () => {
    const grants = [grant("releases.edit", OWN)];
    expect(can(grants, { resource: "releases", action: "edit", artistId: OTHER }, normal)).toBe(false);
    expect(can(grants, { resource: "releases", action: "edit" }, normal)).toBe(false);
    expect(can(grants, { resource: "releases", action: "delete", artistId: OWN }, normal)).toBe(false);
  });

  it("an artist-scoped grant on a resource other than artists/releases is ignored", () => {
    const grants = [grant("press.edit", OWN), grant("demos.view", OWN)];
    expect(can(grants, { resource: "press", action: "edit", artistId: OWN }, normal)).toBe(false);
    expect(can(grants, { resource: "press", action: "edit" }, normal)).toBe(false);
    expect(can(grants, { resource: "demos", action: "view", artistId: OWN }, normal)).toBe(false);
  });

  it("combines grants from several roles", () => {
    const grants = [grant("releases.edit", OWN), grant("releases.edit", OTHER), grant("demos.view")];
    expect(can(grants, { resource: "releases", action: "edit", artistId: OTHER }, normal)).toBe(true);
    expect(can(grants, { resource: "demos", action: "view" }, normal)).toBe(true);
  });
});

describe("permissionGrid", () => {
  it("has the six resources as rows and the five actions as columns", () => {
    const grid = permissionGrid();
    expect(grid.actions).toEqual(["draft", "edit", "publish", "delete", "view"]);
    expect(grid.rows.map((row) => row.label)).toEqual(["artists", "releases", "press", "demos", "user management", "store"]);
    expect(grid.rows[4]?.resource).toBe("user_management");
    expect(grid.rows[1]?.cells.map((cell) => cell.permissionId)).toEqual([
      "releases.draft",
      "releases.edit",
      "releases.publish",
      "releases.delete",
      "releases.view",
    ]);
  });

  it("leaves a cell empty where no matching permission exists", () => {
    const grid = permissionGrid([
      { resource_type: "press", action: "view" },
      { resource_type: "demos", action: "delete" },
    ]);
    const cells = grid.rows.flatMap((row) => row.cells.filter((cell) => cell.permissionId !== null));
    expect(cells.map((cell) => cell.permissionId)).toEqual(["press.view", "demos.delete"]);
  });

  it("builds the artist-specific section from artists, releases and the store only", () => {
    const grid = permissionGrid(undefined, ARTIST_SCOPED_RESOURCES);
    expect(grid.rows.map((row) => row.resource)).toEqual(["artists", "releases", "store"]);
    expect(grid.rows.every((row) => row.cells.length === 5)).toBe(true);
  });

  it("resourceLabel", () => {
    expect(resourceLabel("user_management")).toBe("user management");
    expect(resourceLabel("press")).toBe("press");
  });
});

describe("holdsAnywhere and canAll", () => {
  const scoped = { isSuperAdmin: false, grants: [{ permission_id: "releases.edit" as const, artist_id: "a1" }] };

  it("an action held for one artist counts as held somewhere, on that resource only", () => {
    expect(holdsAnywhere(scoped, "releases", ["edit"])).toBe(true);
    expect(holdsAnywhere(scoped, "releases", ["publish", "edit"])).toBe(true);
    expect(holdsAnywhere(scoped, "releases", ["publish"])).toBe(false);
    expect(holdsAnywhere(scoped, "artists", ["edit"])).toBe(false);
    expect(holdsAnywhere({ isSuperAdmin: true, grants: [] }, "demos", ["delete"])).toBe(true);
    expect(holdsAnywhere({ isSuperAdmin: false, grants: [] }, "releases", ["edit"])).toBe(false);
  });

  it("canAll needs every requirement, each for its artist", () => {
    expect(canAll(scoped, "releases", [{ action: "edit", artistId: "a1" }])).toBe(true);
    expect(
      canAll(scoped, "releases", [
        { action: "edit", artistId: "a1" },
        { action: "edit", artistId: "a2" },
      ]),
    ).toBe(false);
    expect(canAll(scoped, "releases", [{ action: "edit", artistId: null }])).toBe(false);
    expect(canAll(scoped, "releases", [])).toBe(true);
  });
});
