/**
 * Answers to the public forms when they are sent without JavaScript (or
 * before the page's script has loaded). The function answers with a 303 to
 * the form's page and a fragment naming the result; the page holds every
 * result pre-rendered and shows the targeted one with CSS (:target), so the
 * answer needs no script and never puts what the visitor typed in a URL.
 */
import { INTEGRATION_ERRORS } from "../catalog/integrationTexts";
import { SUBSCRIBE_PAGE_TEXTS } from "../fans/fanListTexts";
import { NOT_FOUND } from "./pageTexts";
import { DEMO_UPLOAD_ERRORS } from "../demos/demoTexts";
import { DEMO_SUBMIT_TOASTS, PRE_SAVE_TOASTS } from "./toastTexts";
import { ARTIST_NAME_REQUIRED, DEMO_FILE_ERRORS, EMAIL_REQUIRED, INVALID_EMAIL, TRACK_TITLE_REQUIRED } from "./validationTexts";

export interface FormResult {
  tone: "success" | "error";
  title: string;
  description?: string;
}

export const PRE_SAVE_RESULTS = {
  recorded: { tone: "success", title: "Pre-save recorded!" },
  "invalid-email": { tone: "error", title: PRE_SAVE_TOASTS.failed, description: INVALID_EMAIL },
  "rate-limited": { tone: "error", title: PRE_SAVE_TOASTS.failed, description: INTEGRATION_ERRORS.preSaveRateLimited },
  unavailable: { tone: "error", title: NOT_FOUND.preSave, description: NOT_FOUND.preSaveDescription },
  failed: { tone: "error", title: PRE_SAVE_TOASTS.failed },
} as const satisfies Record<string, FormResult>;
export type PreSaveResult = keyof typeof PRE_SAVE_RESULTS;

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

/** The fan list's signup forms (footer, FOLLOW), answered on the subscribe page. The same answer whether or not the address was on the list. */
export const SUBSCRIBE_RESULTS = {
  pending: { tone: "success", title: SUBSCRIBE_PAGE_TEXTS.pending, description: SUBSCRIBE_PAGE_TEXTS.pendingDescription },
  "invalid-email": { tone: "error", title: SUBSCRIBE_PAGE_TEXTS.failed, description: INVALID_EMAIL },
  "rate-limited": { tone: "error", title: SUBSCRIBE_PAGE_TEXTS.failed, description: SUBSCRIBE_PAGE_TEXTS.rateLimited },
  unavailable: { tone: "error", title: SUBSCRIBE_PAGE_TEXTS.failed, description: SUBSCRIBE_PAGE_TEXTS.unavailable },
  failed: { tone: "error", title: SUBSCRIBE_PAGE_TEXTS.failed },
} as const satisfies Record<string, FormResult>;
export type SubscribeResult = keyof typeof SUBSCRIBE_RESULTS;

/** The element id (and URL fragment) of a result on its form's page. */
export const formResultId = (form: "pre-save" | "demo" | "subscribe", result: string) => `${form}-result-${result}`;

/**
 * The pre-rendered result whose description is this message (a server error
 * such as 'Invalid email address'), else `failed`. Messages without a
 * pre-rendered result (over-long fields, which the form's maxlength already
 * prevents) read as the generic failure.
 */
export function demoResultOf(message: string): DemoResult {
  const found = Object.entries(DEMO_RESULTS).find(([, result]) => "description" in result && result.description === message && result.tone === "error");
  return (found?.[0] as DemoResult | undefined) ?? "failed";
}
