import { defineCallable } from "../callable";
import * as newsletters from "../operations/fans/newsletters";

/** Sending (docs/fans.md#sending): now or at a time to come (five minutes for the first minute's mails); a scheduled one back to draft. */
export const sendNewsletter = defineCallable("sendNewsletter", newsletters.sendNewsletter, { timeoutSeconds: 300 });
export const cancelNewsletter = defineCallable("cancelNewsletter", newsletters.cancelNewsletter);
