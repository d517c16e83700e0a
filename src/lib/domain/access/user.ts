/** Back-office users and the invite form (docs/product.md#access-collections, docs/product.md#invite-user-form). */
import { z } from "zod";
import { LIMITS } from "../shared/constants";
import { INVALID_ID, INVITE_EMAIL_INVALID, SELECT_A_ROLE, tooLong } from "../shared/validationTexts";
import { documentIdSchema, idSchema, wireDate } from "../shared/fields";
import { roleSchema } from "./role";

/** A user as kept by user management. */
export const userSchema = z.object({
  /** Auth uid. */
  user_id: idSchema,
  /** null for accounts without an email ("No email"). */
  email: z.string().nullable().default(null),
  /** Shown as the joined date. */
  created_at: z.date(),
  /** Role ids held; the source of admin rights, never a client claim. */
  role_ids: z.array(idSchema).default([]),
});

export type User = z.output<typeof userSchema>;

/** A user as listed by the users screen, with its roles resolved; the date crosses the wire as JSON. */
export const userWithRolesSchema = userSchema.omit({ role_ids: true }).extend({
  created_at: wireDate,
  roles: z.array(roleSchema.pick({ id: true, name: true })).default([]),
});

export type UserWithRoles = z.output<typeof userWithRolesSchema>;

/** The INVITE USER form. */
export const inviteUserSchema = z.object({
  email: z
    .string({ error: INVITE_EMAIL_INVALID })
    .trim()
    .max(LIMITS.inviteEmail, { error: tooLong(LIMITS.inviteEmail), abort: true })
    .pipe(z.email({ error: INVITE_EMAIL_INVALID })),
  role_id: z
    .string({ error: SELECT_A_ROLE })
    .max(512, { error: INVALID_ID, abort: true })
    .trim()
    .min(1, { error: SELECT_A_ROLE, abort: true })
    .pipe(documentIdSchema),
});

export type InviteUserFormValues = z.input<typeof inviteUserSchema>;
export type InviteUserInput = z.output<typeof inviteUserSchema>;
