import { defineCallable } from "../callable";
import * as fansData from "../operations/fans/fansData";

/** Per release: pre-saves, and reminders queued / sent / failed / unsubscribed. */
export const releaseReminderStats = defineCallable("releaseReminderStats", fansData.releaseReminderStats);
