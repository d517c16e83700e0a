import { defineCallable } from "../callable";
import * as schedules from "../operations/publishing/schedules";

/** The pending schedules behind the lists' "Scheduled for" badges (docs/scheduled-publishing.md). */
export const listPublishSchedules = defineCallable("listPublishSchedules", schedules.listPublishSchedules);
