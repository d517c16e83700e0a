/**
 * The fan list's rules (docs/fans.md): what a signup does to the address's
 * record on that list, the consent it records, and how long an unconfirmed
 * address is kept. Pure.
 */
import { z } from "zod";
import { LIMITS } from "../shared/constants";
import { INVALID_EMAIL, tooLong } from "../shared/validationTexts";
import { EMAIL_PATTERN } from "../shared/emailPattern";
import { uuidPattern } from "../shared/fields";
import { LABEL_LIST, type FanConsent, type FanListSource, type Subscriber } from "./subscriber";
import { FAN_LIST_CONSENTS, isFanListConsentVersion, type FanListConsentVersion } from "./fanListTexts";

/** Days an address waits for its confirmation before it is deleted. */
export const UNCONFIRMED_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an address signed up at `now` and still unconfirmed is deleted. */
export const pendingExpiry = (now: Date): Date => new Date(now.getTime() + UNCONFIRMED_DAYS * DAY_MS);

/** The public signup rate limit: per client, shared by the footer and FOLLOW forms. */
export const FAN_LIST_RATE_LIMIT = { bucket: "fan-list", limit: 10, windowMs: 60 * 1000 } as const;

/** The forms that post to the signup endpoint. */
export const SIGNUP_FORMS = ["footer", "artist_page"] as const satisfies readonly FanListSource[];

const max = LIMITS.preSaveEmail;

/** The signup form's fields: a required address, the list (the label's or an artist's id), the wording shown, the form. */
export const signupRequestSchema = z.object({
  email: z
    .string({ error: INVALID_EMAIL })
    .max(max * 4, { error: tooLong(max), abort: true })
    .trim()
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: INVALID_EMAIL }))
    .pipe(z.string().max(max, tooLong(max))),
  list: z
    .string()
    .max(64)
    .refine((list) => list === LABEL_LIST || uuidPattern.test(list)),
  consent: z.string().refine(isFanListConsentVersion),
  form: z.enum(SIGNUP_FORMS),
});
export type SignupRequest = z.output<typeof signupRequestSchema>;

/** The consent of a form signup: the wording as shown (filled with the list's name), the form, the time. */
export function formConsent(version: FanListConsentVersion, listOwner: string, form: FanListSource, at: Date): FanConsent {
  return { version, text: FAN_LIST_CONSENTS[version](listOwner), form, agreed_at: at };
}

/**
 * What a signup does to the address's record on the list: a confirmed or
 * still-pending address stays as it is (no second email: the form answers
 * the same, so it tells no one whether an address is on the list); none, or
 * an address that unsubscribed, starts again as pending with the new consent.
 */
export function signupRecord(
  existing: Subscriber | null,
  fresh: Omit<Subscriber, "status" | "confirmed_at" | "unsubscribed_at" | "confirm_by">,
): Subscriber | null {
  if (existing && existing.status !== "unsubscribed") return null;
  return { ...fresh, status: "pending", confirmed_at: null, unsubscribed_at: null, confirm_by: pendingExpiry(fresh.created_at) };
}

/** Whether a confirmation link made for the signup at `signedUpAt` (ms) names the record's signup: consent is given for the signup the link was sent for. */
export const isSignupOf = (subscriber: Pick<Subscriber, "created_at">, signedUpAt: number): boolean =>
  subscriber.created_at.getTime() === signedUpAt;

/** The record once its link confirms it; null when there is nothing to confirm (already confirmed: harmless). */
export function confirmedRecord(subscriber: Subscriber, at: Date): Subscriber | null {
  if (subscriber.status !== "pending") return null;
  return { ...subscriber, status: "confirmed", confirmed_at: at, confirm_by: null };
}

/** The record once the fan unsubscribed: kept, with no expiry, as the record of withdrawn consent. */
export function unsubscribedRecord(subscriber: Subscriber, at: Date): Subscriber | null {
  if (subscriber.status === "unsubscribed") return null;
  return { ...subscriber, status: "unsubscribed", unsubscribed_at: at, confirm_by: null };
}
