import { LABEL } from "../../../src/config/label";
import { holdsOnContent, refuse, requireStaff } from "../authorization";
import { defineCallable } from "../callable";

/** The pending schedules behind the lists' "Scheduled for" badges: staff who may view some content. */
export const listPublishSchedules = defineCallable("listPublishSchedules", async (_input, context) => {
  const caller = await requireStaff(context);
  if (!holdsOnContent(caller, "view")) throw refuse();
  return { schedules: await context.repos.publishSchedules.pending(), time_zone: LABEL.timeZone };
});
