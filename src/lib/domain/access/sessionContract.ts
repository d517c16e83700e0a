import { z } from "zod";
import { documentIdSchema } from "../shared/fields";

/** Sign-in and the admin guard. */
export const sessionCallables = {
  /** `is_admin` (docs/product.md#admin-status): user id → boolean (answers only for the verified caller). */
  isAdmin: {
    request: z.object({ userId: documentIdSchema }),
    response: z.boolean(),
  },
} as const;
