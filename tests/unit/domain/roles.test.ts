import { describe, expect, it } from "vitest";
import { isSuperAdminRole, roleInputSchema, roleSchema } from "../../../src/lib/domain/access/role";
import {
  ALL_PERMISSION_IDS,
  ALL_PERMISSIONS,
  parsePermissionId,
  permissionId,
  permissionSchema,
} from "../../../src/lib/domain/access/permission";
import { grantId, rolePermissionSchema } from "../../../src/lib/domain/access/rolePermission";
import { ARTIST_SCOPE_NOT_ALLOWED, ROLE_NAME_REQUIRED } from "../../../src/lib/domain/shared";
import { errorOf, parsed } from "./support";

describe("roles", () => {
  it("roleInputSchema trims the name and nulls an empty description", () => {
    expect(parsed(roleInputSchema, { name: " Editor ", description: "" })).toEqual({ name: "Editor", description: null });
  });

  it("requires a role name after trimming", () => {
    expect(errorOf(roleInputSchema, { name: "   " })).toBe(ROLE_NAME_REQUIRED);
    expect(errorOf(roleInputSchema, {})).toBe(ROLE_NAME_REQUIRED);
  });

  it("isSuperAdminRole matches the exact name", () => {
    expect(isSuperAdminRole({ name: "Super Admin" })).toBe(true);
    expect(isSuperAdminRole({ name: "super admin" })).toBe(false);
    expect(isSuperAdminRole({ name: "Editor" })).toBe(false);
  });

  it("roleSchema reads a role without description", () => {
    expect(parsed(roleSchema, { id: "r1", name: "Editor" })).toEqual({ id: "r1", name: "Editor", description: null });
  });
});

describe("permissions", () => {
  it("has the 30 unique combinations (six resources × five actions)", () => {
    expect(ALL_PERMISSIONS).toHaveLength(30);
    expect(new Set(ALL_PERMISSION_IDS).size).toBe(30);
    expect(ALL_PERMISSION_IDS).toContain("store.delete");
    expect(ALL_PERMISSIONS[0]).toEqual({ id: "artists.draft", resource_type: "artists", action: "draft" });
    for (const p of ALL_PERMISSIONS) expect(errorOf(permissionSchema, p)).toBeNull();
  });

  it("permissionId and parsePermissionId round-trip", () => {
    expect(permissionId("user_management", "view")).toBe("user_management.view");
    expect(parsePermissionId("releases.publish")).toEqual({ resource_type: "releases", action: "publish" });
    expect(parsePermissionId("releases.fly")).toBeNull();
    expect(parsePermissionId("nonsense")).toBeNull();
  });
});

describe("role permission grants", () => {
  it("accepts global grants on any resource", () => {
    expect(parsed(rolePermissionSchema, { role_id: "r", permission_id: "press.edit" })).toEqual({
      role_id: "r",
      permission_id: "press.edit",
      artist_id: null,
    });
  });

  it("accepts artist scope on artists and releases only", () => {
    expect(errorOf(rolePermissionSchema, { role_id: "r", permission_id: "releases.edit", artist_id: "a" })).toBeNull();
    expect(errorOf(rolePermissionSchema, { role_id: "r", permission_id: "artists.view", artist_id: "a" })).toBeNull();
    expect(errorOf(rolePermissionSchema, { role_id: "r", permission_id: "press.edit", artist_id: "a" })).toBe(ARTIST_SCOPE_NOT_ALLOWED);
    expect(errorOf(rolePermissionSchema, { role_id: "r", permission_id: "demos.view", artist_id: "a" })).toBe(ARTIST_SCOPE_NOT_ALLOWED);
  });

  it("rejects unknown permission ids", () => {
    expect(errorOf(rolePermissionSchema, { role_id: "r", permission_id: "press.fly" })).not.toBeNull();
  });

  it("grantId is deterministic and tells global from scoped", () => {
    expect(grantId("r", "releases.edit", "a")).toBe(grantId("r", "releases.edit", "a"));
    expect(grantId("r", "releases.edit", null)).toBe(grantId("r", "releases.edit", undefined));
    expect(grantId("r", "releases.edit", null)).not.toBe(grantId("r", "releases.edit", "a"));
    expect(grantId("r", "releases.edit", "a")).not.toBe(grantId("r", "releases.edit", "b"));
    expect(grantId("r", "releases.edit", "a")).not.toContain("/");
  });
});
