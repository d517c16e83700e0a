import { z } from "zod";
import { preSaveRequestSchema } from "./preSave";

/** The pre-save's callable (docs/product.md#integrations). */
export const preSaveCallables = {
  /** 'track-pre-save' (public): records a pre-save and says where to send the visitor. */
  trackPreSave: {
    request: preSaveRequestSchema,
    response: z.object({ redirectUrl: z.string() }),
  },
} as const;

/**
 * The pre-save form endpoint: the `submitPreSave` HTTP function, reached
 * through the Hosting rewrite /api/pre-save (the local server applies it
 * too). Not the trackPreSave callable: a plain form POST must
 * work without JavaScript, and the page must not load the Firebase client.
 * Request: application/x-www-form-urlencoded with the fields of
 * `preSaveRequestSchema` (release_id, email, email_notice).
 */
/** JSON answer to a script (Accept: application/json): where to go next, or the message to show. */
export const preSaveFormResponseSchema = z.union([
  z.object({ redirectUrl: z.string() }),
  z.object({ error: z.object({ message: z.string() }) }),
]);
export type PreSaveFormResponse = z.output<typeof preSaveFormResponseSchema>;
