import { defineCallable } from "../callable";
import * as schedules from "../operations/publishing/schedules";

/** SCHEDULE on a form or SCHEDULE A BATCH (docs/scheduled-publishing.md). */
export const schedulePublish = defineCallable("schedulePublish", schedules.schedulePublish);
