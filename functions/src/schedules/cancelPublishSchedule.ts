import { HttpsError } from "firebase-functions/https";
import { holdsAnywhere } from "../../../src/lib/domain/access";
import { SCHEDULE_TEXTS } from "../../../src/lib/domain/publishing";
import { mayCarryOut, scheduleLabel } from "../../../src/lib/server/publishing/publishScheduling";
import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { resourcesOf, scopesOf } from "./schedulePublish";

/**
 * CANCEL SCHEDULE: the publish grant on every item, as scheduling; the
 * schedule goes with its audit entry in one transaction. Only staff who may
 * publish something learn whether a schedule exists.
 */
export const cancelPublishSchedule = defineCallable(
  "cancelPublishSchedule",
  {
    access: access.stored({
      scope: access.stored({
        scope: access.onContent("publish"),
        load: ({ id }, repos) => repos.publishSchedules.get(id),
        notFound: SCHEDULE_TEXTS.itemNotFound,
        allows: (caller, schedule) => resourcesOf(schedule.items).every((resource) => holdsAnywhere(caller, resource, ["publish"])),
      }),
      load: async (_input, repos, { item: schedule }) => {
        const scopes = await scopesOf(repos, schedule.items);
        return scopes && { schedule, scopes };
      },
      notFound: SCHEDULE_TEXTS.itemNotFound,
      allows: (caller, { schedule, scopes }) => mayCarryOut(caller, scopes, schedule.action),
    }),
    audit: { entity: "schedules", action: "cancel_schedule" },
  },
  async ({ id }, context) => {
    const { schedule, scopes } = context.item;
    if (!(await context.repos.publishSchedules.cancel(id, SCHEDULE_TEXTS.cancelled, context.audit(id, scheduleLabel(schedule, scopes))))) {
      throw new HttpsError("not-found", SCHEDULE_TEXTS.itemNotFound);
    }
    return { id };
  },
);
