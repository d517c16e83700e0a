import { defineCallable } from "../callable";
import * as fansData from "../operations/fans/fansData";

/** A release's reminder addresses as CSV. */
export const exportReminderEmails = defineCallable("exportReminderEmails", fansData.exportReminderEmails);
