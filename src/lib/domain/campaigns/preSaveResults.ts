/** The pre-save form's results, pre-rendered on its page (shared/formResults.ts). */
import { INTEGRATION_ERRORS } from "../catalog/integrationTexts";
import type { FormResult } from "../shared/formResults";
import { NOT_FOUND } from "../shared/pageTexts";
import { PRE_SAVE_TOASTS } from "../shared/toastTexts";
import { INVALID_EMAIL } from "../shared/validationTexts";

export const PRE_SAVE_RESULTS = {
  recorded: { tone: "success", title: "Pre-save recorded!" },
  "invalid-email": { tone: "error", title: PRE_SAVE_TOASTS.failed, description: INVALID_EMAIL },
  "rate-limited": { tone: "error", title: PRE_SAVE_TOASTS.failed, description: INTEGRATION_ERRORS.preSaveRateLimited },
  unavailable: { tone: "error", title: NOT_FOUND.preSave, description: NOT_FOUND.preSaveDescription },
  failed: { tone: "error", title: PRE_SAVE_TOASTS.failed },
} as const satisfies Record<string, FormResult>;
export type PreSaveResult = keyof typeof PRE_SAVE_RESULTS;
