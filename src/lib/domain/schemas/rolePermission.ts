/** Grants: a permission given to a role, globally or for one artist (spec sections 3 and 6). */
import { z } from "zod";
import { ARTIST_SCOPED_RESOURCES, type Resource } from "../constants";
import { ARTIST_SCOPE_NOT_ALLOWED } from "../messages";
import { documentKeySchema, idSchema, recordIdSchema } from "./common";
import { parsePermissionId, permissionIdSchema } from "./permission";

/** True for resources that accept an artist-scoped grant (artists, releases). */
export function isArtistScopedResource(resource: Resource): boolean {
  return (ARTIST_SCOPED_RESOURCES as readonly Resource[]).includes(resource);
}

function grantSchema<R extends z.ZodType<string>, A extends z.ZodType<string>>(roleId: R, artistId: A) {
  return z
    .object({
      role_id: roleId,
      /** One of the 25 permission ids, e.g. "releases.edit". */
      permission_id: permissionIdSchema,
      /** null: the grant applies to every item; an id: only that artist's items. */
      artist_id: artistId.nullable().default(null),
    })
    .refine(
      (grant) => {
        const resource = parsePermissionId(grant.permission_id)?.resource_type;
        return grant.artist_id === null || (resource !== undefined && isArtistScopedResource(resource));
      },
      { error: ARTIST_SCOPE_NOT_ALLOWED, path: ["artist_id"] },
    );
}

/** A grant as stored and read back. */
export const rolePermissionSchema = grantSchema(idSchema, z.string().min(1));

/** A grant as the roles screen sends it: ids checked by shape before any read. */
export const rolePermissionRequestSchema = grantSchema(documentKeySchema, recordIdSchema);

export type RolePermission = z.output<typeof rolePermissionSchema>;

/**
 * Document id of a grant. Deterministic so that assigning the same grant twice
 * writes the same document instead of a duplicate.
 */
export function grantId(roleId: string, permissionId: string, artistId: string | null | undefined): string {
  return `${roleId}:${permissionId}:${artistId ?? "global"}`;
}
