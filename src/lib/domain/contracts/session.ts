import { z } from "zod";
import { documentKeySchema } from "../schemas/common";

/** Sign-in and the admin guard. */
export const sessionCallables = {
  /** Spec section 7 `is_admin`: user id → boolean (answers only for the verified caller). */
  isAdmin: {
    request: z.object({ userId: documentKeySchema }),
    response: z.boolean(),
  },
} as const;
