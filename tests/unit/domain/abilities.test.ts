import { describe, expect, it } from "vitest";
import { abilityAllows, abilityAllowsAny, NO_ABILITIES, resourceAbilities } from "../../../src/lib/domain/access/abilities";
import type { RolePermission } from "../../../src/lib/domain/access/rolePermission";

const grant = (permission_id: RolePermission["permission_id"], artist_id: string | null = null) => ({ permission_id, artist_id });
const normal = { isSuperAdmin: false };

describe("resourceAbilities", () => {
  it("gives Super Admin every action globally", () => {
    expect(resourceAbilities([], "press", { isSuperAdmin: true })).toEqual({
      global: ["draft", "edit", "publish", "delete", "view"],
      byArtist: {},
    });
  });

  it("splits the grants of one resource into global and per-artist actions, in grid order", () => {
    const grants = [
      grant("releases.view", "a1"),
      grant("releases.edit", "a1"),
      grant("releases.view"),
      grant("releases.publish", "a2"),
      grant("artists.delete"),
    ];
    expect(resourceAbilities(grants, "releases", normal)).toEqual({
      global: ["view"],
      byArtist: { a1: ["edit", "view"], a2: ["publish"] },
    });
    expect(resourceAbilities(grants, "artists", normal)).toEqual({ global: ["delete"], byArtist: {} });
  });

  it("ignores artist-scoped grants on resources that cannot be scoped", () => {
    expect(resourceAbilities([grant("press.edit", "a1")], "press", normal)).toEqual({ global: [], byArtist: {} });
  });
});

describe("abilityAllows / abilityAllowsAny", () => {
  const abilities = { global: ["view" as const], byArtist: { a1: ["edit" as const] } };

  it("allows a global action on any item and a scoped one on that artist's items only", () => {
    expect(abilityAllows(abilities, "view", "a9")).toBe(true);
    expect(abilityAllows(abilities, "view")).toBe(true);
    expect(abilityAllows(abilities, "edit", "a1")).toBe(true);
    expect(abilityAllows(abilities, "edit", "a2")).toBe(false);
    expect(abilityAllows(abilities, "edit", null)).toBe(false);
    expect(abilityAllows(abilities, "delete", "a1")).toBe(false);
  });

  it("allowsAny: globally or for at least one artist", () => {
    expect(abilityAllowsAny(abilities, "edit")).toBe(true);
    expect(abilityAllowsAny(abilities, "view")).toBe(true);
    expect(abilityAllowsAny(abilities, "publish")).toBe(false);
    expect(abilityAllowsAny(NO_ABILITIES, "view")).toBe(false);
  });
});
