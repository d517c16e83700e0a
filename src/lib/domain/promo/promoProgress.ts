/**
 * The promo page player's report of how far a track was played
 * (docs/promo.md#what-staff-see): the furthest position listening reached,
 * sent to the page's own `/promo/{token}/progress` and kept as a play event.
 */
import { z } from "zod";
import { uuidSchema } from "../shared/fields";
import { PROMO_PAGE_ERRORS } from "./promoPageTexts";

/** Where a link's page sends its reports: under the page itself, so the token is the grant and Hosting's /promo/** rewrite reaches it. */
export const promoProgressPath = (token: string): string => `/promo/${token}/progress`;

/** The report, as the player sends it. */
export const promoProgressInputSchema = z.object({
  track_id: uuidSchema(PROMO_PAGE_ERRORS.progressTrack),
  position_seconds: z.number({ error: PROMO_PAGE_ERRORS.progressPosition }).min(0, PROMO_PAGE_ERRORS.progressPosition),
});
export type PromoProgressInput = z.output<typeof promoProgressInputSchema>;
