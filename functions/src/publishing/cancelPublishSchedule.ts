import { defineCallable } from "../callable";
import * as schedules from "../operations/publishing/schedules";

/** CANCEL SCHEDULE (docs/scheduled-publishing.md). */
export const cancelPublishSchedule = defineCallable("cancelPublishSchedule", schedules.cancelPublishSchedule);
