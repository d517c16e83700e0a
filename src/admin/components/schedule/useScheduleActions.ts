import { useState } from "react";
import toast from "react-hot-toast";
import { call, errorMessage } from "../../../lib/client/callables";
import { SCHEDULE_TEXTS } from "../../../lib/domain";
import type { ScheduleRequest } from "../../../lib/domain/contracts/schedules";
import type { PublishSchedules } from "../../hooks/usePublishSchedules";

/** SCHEDULE and CANCEL SCHEDULE with their toasts (the server's refusal when it gives one); the lists follow. */
export function useScheduleActions(schedules: PublishSchedules, onChanged?: () => void) {
  const [busy, setBusy] = useState(false);
  async function attempt(work: () => Promise<unknown>, success: string, failure: string): Promise<boolean> {
    setBusy(true);
    try {
      await work();
      toast.success(success);
      await schedules.reload();
      onChanged?.();
      return true;
    } catch (error) {
      toast.error(errorMessage(error, failure));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return {
    busy,
    schedule: (request: ScheduleRequest) => attempt(() => call("schedulePublish", request), SCHEDULE_TEXTS.scheduled, SCHEDULE_TEXTS.failed),
    cancel: (id: string) => attempt(() => call("cancelPublishSchedule", { id }), SCHEDULE_TEXTS.cancelled, SCHEDULE_TEXTS.cancelFailed),
  };
}
