/** Roles: named sets of permissions (docs/product.md#roles-and-grants). */
import { z } from "zod";
import { LIMITS, SUPER_ADMIN_ROLE_NAME } from "../shared/constants";
import { ROLE_NAME_REQUIRED } from "../shared/validationTexts";
import { idSchema, nullableText, optionalText, trimmedRequired } from "../shared/fields";

export const roleSchema = z.object({
  /** Document id. */
  id: idSchema,
  /** Unique display name; "Super Admin" is special. */
  name: z.string(),
  description: nullableText(),
});

export type Role = z.output<typeof roleSchema>;

/** The create/edit role dialog. */
export const roleInputSchema = z.object({
  name: trimmedRequired(LIMITS.role.name, ROLE_NAME_REQUIRED),
  description: optionalText(LIMITS.role.description),
});

export type RoleFormValues = z.input<typeof roleInputSchema>;
export type RoleInput = z.output<typeof roleInputSchema>;

/** The Super Admin role can do everything, cannot be deleted and gets its own badge style. */
export function isSuperAdminRole(role: Pick<Role, "name">): boolean {
  return role.name === SUPER_ADMIN_ROLE_NAME;
}

/**
 * A role removal's claim of the holder set it decided on (UsersRepository
 * removeRole): of two removals that read the same holders, only one creates
 * it. Firestore's TTL policy deletes it once it has done its work.
 */
export const roleHolderClaimSchema = z.object({
  /** sha256 of the role and its holders' ids and update times. */
  id: z.string().min(1),
  expires_at: z.date(),
});

export type RoleHolderClaim = z.output<typeof roleHolderClaimSchema>;
