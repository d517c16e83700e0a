import { z } from "zod";

/**
 * The contract between the browser and Cloud Functions: each callable's
 * request schema (validated by the function on every call) and response
 * schema. Both sides import it, so the shapes cannot drift apart.
 */
export const callables = {
  /** Spec section 7 `is_admin`: user id → boolean. */
  isAdmin: {
    request: z.object({ userId: z.string().min(1) }),
    response: z.boolean(),
  },
} as const;

export type CallableName = keyof typeof callables;
export type CallableRequest<N extends CallableName> = z.input<(typeof callables)[N]["request"]>;
export type CallableResponse<N extends CallableName> = z.output<(typeof callables)[N]["response"]>;
