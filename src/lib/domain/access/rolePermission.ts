/** Grants: a permission given to a role, globally or for one artist (docs/product.md#roles-and-grants). */
import { z } from "zod";
import { ARTIST_SCOPED_RESOURCES, type Resource } from "../shared/constants";
import { ARTIST_SCOPE_NOT_ALLOWED } from "../shared/validationTexts";
import { idSchema } from "../shared/fields";
import { parsePermissionId, permissionIdSchema } from "./permission";

/** True for resources that accept an artist-scoped grant (artists, releases). */
export function isArtistScopedResource(resource: Resource): boolean {
  return (ARTIST_SCOPED_RESOURCES as readonly Resource[]).includes(resource);
}

/** What a role holds: one permission, globally or for one artist. */
export const grantSchema = z.object({
  /** One of the 25 permission ids, e.g. "releases.edit". */
  permission_id: permissionIdSchema,
  /** null: the grant applies to every item; an id: only that artist's items. */
  artist_id: z.string().min(1).nullable().default(null),
});

export type Grant = z.output<typeof grantSchema>;

/**
 * What is known about a caller's permissions: the grants of all their roles,
 * read from the database, and whether one role is Super Admin (which holds
 * everything whatever its grants say). The one shape the server checks and
 * the admin screens read (`myAccess`).
 */
export const callerGrantsSchema = z.object({
  isSuperAdmin: z.boolean(),
  grants: z.array(grantSchema),
});

export type CallerGrants = z.output<typeof callerGrantsSchema>;

export const rolePermissionSchema = grantSchema.extend({ role_id: idSchema }).refine(
  (grant) => {
    const resource = parsePermissionId(grant.permission_id)?.resource_type;
    return grant.artist_id === null || (resource !== undefined && isArtistScopedResource(resource));
  },
  { error: ARTIST_SCOPE_NOT_ALLOWED, path: ["artist_id"] },
);

export type RolePermission = z.output<typeof rolePermissionSchema>;

/**
 * Document id of a grant. Deterministic so that assigning the same grant twice
 * writes the same document instead of a duplicate.
 */
export function grantId(roleId: string, permissionId: string, artistId: string | null | undefined): string {
  return `${roleId}:${permissionId}:${artistId ?? "global"}`;
}
