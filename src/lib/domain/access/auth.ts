/** The sign-in form (docs/product.md#login-form), checked before any call. */
import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "../shared/constants";
import { INVALID_EMAIL, PASSWORD_TOO_SHORT } from "../shared/validationTexts";

export const loginSchema = z.object({
  email: z
    .string({ error: INVALID_EMAIL })
    .trim()
    .pipe(z.email({ error: INVALID_EMAIL })),
  /** Not trimmed: spaces may be part of a password. */
  password: z.string({ error: PASSWORD_TOO_SHORT }).min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
});

export type LoginInput = z.output<typeof loginSchema>;
