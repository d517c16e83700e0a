/** The demo form's results, pre-rendered on its page (shared/formResults.ts). */
import { DEMO_UPLOAD_ERRORS } from "./demoTexts";
import type { FormResult } from "../shared/formResults";
import { DEMO_SUBMIT_TOASTS } from "../shared/toastTexts";
import { ARTIST_NAME_REQUIRED, DEMO_FILE_ERRORS, EMAIL_REQUIRED, INVALID_EMAIL, TRACK_TITLE_REQUIRED } from "../shared/validationTexts";

const failed = (description: string): FormResult => ({ tone: "error", title: DEMO_SUBMIT_TOASTS.failedTitle, description });

export const DEMO_RESULTS = {
  submitted: { tone: "success", ...DEMO_SUBMIT_TOASTS.submitted },
  "file-missing": { tone: "error", ...DEMO_FILE_ERRORS.missing },
  "file-type": { tone: "error", ...DEMO_FILE_ERRORS.invalidType },
  "file-too-large": { tone: "error", ...DEMO_FILE_ERRORS.tooLarge },
  "artist-name-required": failed(ARTIST_NAME_REQUIRED),
  "email-required": failed(EMAIL_REQUIRED),
  "invalid-email": failed(INVALID_EMAIL),
  "track-title-required": failed(TRACK_TITLE_REQUIRED),
  "rate-limited": failed(DEMO_UPLOAD_ERRORS.rateLimited),
  "address-rate-limited": failed(DEMO_UPLOAD_ERRORS.addressRateLimited),
  failed: failed(DEMO_SUBMIT_TOASTS.fallbackDescription),
} as const satisfies Record<string, FormResult>;
export type DemoResult = keyof typeof DEMO_RESULTS;

/**
 * The pre-rendered result whose description is this message (a server error
 * such as 'Invalid email address'), else `failed`. Messages without a
 * pre-rendered result (over-long fields, which the form's maxlength already
 * prevents) read as the generic failure.
 */
export function demoResultOf(message: string): DemoResult {
  const found = Object.entries(DEMO_RESULTS).find(
    ([, result]) => "description" in result && result.description === message && result.tone === "error",
  );
  return (found?.[0] as DemoResult | undefined) ?? "failed";
}
