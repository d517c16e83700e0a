import { LABEL } from "../../../src/config/label";
import { requireOnContent } from "../authorization";
import { defineCallable } from "../callable";

/** The pending schedules behind the lists' "Scheduled for" badges: staff who may view some content. */
export const listPublishSchedules = defineCallable("listPublishSchedules", async (_input, context) => {
  await requireOnContent(context, "view");
  return { schedules: await context.repos.publishSchedules.pending(), time_zone: LABEL.timeZone };
});
