import { SUBSCRIBE_PAGE_TEXTS } from "./fanListTexts";
import type { FormResult } from "../shared/formResults";
import { INVALID_EMAIL } from "../shared/validationTexts";

/** The fan list's signup forms (footer, FOLLOW), answered on the subscribe page. The same answer whether or not the address was on the list. */
export const SUBSCRIBE_RESULTS = {
  pending: { tone: "success", title: SUBSCRIBE_PAGE_TEXTS.pending, description: SUBSCRIBE_PAGE_TEXTS.pendingDescription },
  "invalid-email": { tone: "error", title: SUBSCRIBE_PAGE_TEXTS.failed, description: INVALID_EMAIL },
  "rate-limited": { tone: "error", title: SUBSCRIBE_PAGE_TEXTS.failed, description: SUBSCRIBE_PAGE_TEXTS.rateLimited },
  unavailable: { tone: "error", title: SUBSCRIBE_PAGE_TEXTS.failed, description: SUBSCRIBE_PAGE_TEXTS.unavailable },
  failed: { tone: "error", title: SUBSCRIBE_PAGE_TEXTS.failed },
} as const satisfies Record<string, FormResult>;
export type SubscribeResult = keyof typeof SUBSCRIBE_RESULTS;
