// Cloud Functions of scheduled publishing (the job itself is in exports/jobs.ts): one export line per function.
export { schedulePublish } from "../schedules/schedulePublish";
export { cancelPublishSchedule } from "../schedules/cancelPublishSchedule";
export { listPublishSchedules } from "../schedules/listPublishSchedules";
