import { z } from "zod";

/** Sign-in and the admin guard. */
export const sessionCallables = {
  /** `is_admin` (docs/product.md#admin-status): user id → boolean (answers only for the verified caller). */
  isAdmin: {
    request: z.object({ userId: z.string().min(1) }),
    response: z.boolean(),
  },
} as const;
