/**
 * Outgoing email, queued as documents in the format of Firebase's Trigger
 * Email extension (`to` plus `message.subject/text/html`): with the extension
 * installed the mail is sent; locally the document is the record of it.
 */
import { z } from "zod";
import { idSchema } from "./common";

export const mailSchema = z.object({
  /** Document id (random). */
  id: idSchema,
  /** Recipient address. */
  to: z.string().min(1),
  message: z.object({
    subject: z.string().min(1),
    text: z.string().min(1),
    html: z.string().optional(),
  }),
  /** When it was queued (not read by the extension, which adds its own `delivery`). */
  created_at: z.date(),
});

export type Mail = z.output<typeof mailSchema>;
