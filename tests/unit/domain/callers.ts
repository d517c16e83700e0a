/** Callers of the permission tests: grants as the database holds them, built from permission ids and artist ids. */
import type { CallerGrants, RolePermission } from "../../../src/lib/domain/access/rolePermission";

export const OWN = "artist-own";
export const OTHER = "artist-other";
export const superAdmin: CallerGrants = { grants: [], isSuperAdmin: true };

/** A caller holding these grants (`["releases.view", OWN]`: scoped; no artist: global). */
export const caller = (...grants: [RolePermission["permission_id"], (string | null)?][]): CallerGrants => ({
  isSuperAdmin: false,
  grants: grants.map(([permission_id, artist_id = null]) => ({ permission_id, artist_id })),
});
