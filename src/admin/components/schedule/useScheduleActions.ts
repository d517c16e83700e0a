import toast from "react-hot-toast";
import { call } from "../../../lib/client/callables";
import { SCHEDULE_TEXTS } from "../../../lib/domain/publishing";
import type { ScheduleRequest } from "../../../lib/domain/publishing";
import { useBusyAction } from "../../hooks/useBusyAction";
import type { PublishSchedules } from "../../hooks/usePublishSchedules";

/** SCHEDULE and CANCEL SCHEDULE with their toasts (the server's refusal when it gives one); the lists follow. */
export function useScheduleActions(schedules: PublishSchedules, onChanged?: () => void) {
  const { busy, run } = useBusyAction();
  const attempt = (what: string, work: () => Promise<unknown>, success: string, failure: string) =>
    run(what, work, failure, async () => {
      toast.success(success);
      await schedules.reload();
      onChanged?.();
    });
  return {
    busy,
    schedule: (request: ScheduleRequest) =>
      attempt("schedulePublish", () => call("schedulePublish", request), SCHEDULE_TEXTS.scheduled, SCHEDULE_TEXTS.failed),
    cancel: (id: string) =>
      attempt("cancelPublishSchedule", () => call("cancelPublishSchedule", { id }), SCHEDULE_TEXTS.cancelled, SCHEDULE_TEXTS.cancelFailed),
  };
}
