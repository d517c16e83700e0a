import { z } from "zod";

/** Sign-in and the admin guard. */
export const sessionCallables = {
  /** Spec section 7 `is_admin`: user id → boolean (answers only for the verified caller). */
  isAdmin: {
    request: z.object({ userId: z.string().min(1) }),
    response: z.boolean(),
  },
} as const;
