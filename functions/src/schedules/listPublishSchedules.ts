import { LABEL } from "../../../src/config/label";
import { schedulesVisibleTo, viewsAllOf } from "../../../src/lib/domain/access";
import { type ScheduledItem } from "../../../src/lib/domain/publishing";
import { access } from "../accessRules";
import { defineCallable } from "../callable";

/**
 * The pending schedules behind the lists' "Scheduled for" badges: staff who
 * may view some content, shown only the items they may view
 * (`schedulesVisibleTo`). Only the releases the caller does not view
 * globally are read, for their primary artist.
 */
export const listPublishSchedules = defineCallable("listPublishSchedules", { access: access.onContent("view") }, async (_input, context) => {
  const { caller } = context;
  const pending = await context.repos.publishSchedules.pending();
  const releaseIds = viewsAllOf(caller, "releases") ? [] : pending.flatMap((s) => s.items.filter((i) => i.entity === "releases").map((i) => i.id));
  const releases = new Map((await context.repos.releases.getMany(releaseIds)).map((r) => [r.id, r.artist_id]));
  const owner = (item: ScheduledItem) => (item.entity === "artists" ? item.id : item.entity === "releases" ? releases.get(item.id) : null);
  return { schedules: schedulesVisibleTo(pending, caller, owner), time_zone: LABEL.timeZone };
});
