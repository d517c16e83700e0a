import { describe, expect, it } from "vitest";
import {
  dueSchedules,
  formatScheduleMoment,
  scheduleBadge,
  scheduleMoment,
  scheduleOf,
  scheduleRequirements,
  scheduleSummary,
} from "../../../src/lib/domain/publishing";
import { scheduleRequestSchema } from "../../../src/lib/domain/publishing/schedulesContract";
import { SCHEDULE_MAX_ITEMS } from "../../../src/lib/domain/publishing/publishScheduleRecord";
import { SCHEDULE_TEXTS } from "../../../src/lib/domain/publishing";
import { tooLong, tooManyScheduledItems } from "../../../src/lib/domain/shared";
import { errorOf, parsed, UUID_A } from "./support";

describe("scheduleMoment", () => {
  it("reads a date and time on the label's clock", () => {
    expect(scheduleMoment("2027-03-05", "09:30", "UTC")?.toISOString()).toBe("2027-03-05T09:30:00.000Z");
    expect(scheduleMoment("2027-03-05", "09:30", "Europe/Berlin")?.toISOString()).toBe("2027-03-05T08:30:00.000Z");
    expect(scheduleMoment("2027-07-05", "00:15", "America/New_York")?.toISOString()).toBe("2027-07-05T04:15:00.000Z");
  });

  it("refuses what is not a date and a time of day", () => {
    for (const [date, time] of [
      ["2027-02-31", "09:00"],
      ["2027-13-01", "09:00"],
      ["2027-03-05", "24:00"],
      ["2027-03-05", "9:30"],
      ["05/03/2027", "09:30"],
      ["", "09:30"],
      ["2027-03-05", ""],
    ]) {
      expect(scheduleMoment(date!, time!, "UTC"), `${date} ${time}`).toBeNull();
    }
  });
});

describe("how a schedule reads in lists", () => {
  const at = new Date("2027-03-05T08:30:00Z");
  it("names the moment on the label's clock and the clock", () => {
    expect(formatScheduleMoment(at, "UTC")).toBe("March 5, 2027 at 8:30 AM (UTC)");
    expect(formatScheduleMoment(at, "Europe/Berlin")).toBe("March 5, 2027 at 9:30 AM (Europe/Berlin)");
  });

  it("says whether it publishes or withdraws", () => {
    expect(scheduleBadge({ action: "publish", at }, "UTC")).toBe("Scheduled for March 5, 2027 at 8:30 AM (UTC)");
    expect(scheduleBadge({ action: "unpublish", at }, "UTC")).toBe("Unpublish scheduled for March 5, 2027 at 8:30 AM (UTC)");
  });
});

describe("which schedules are due, and which an item is in", () => {
  const a = { id: "a", at: new Date("2027-03-05T10:00:00Z"), items: [{ entity: "releases" as const, id: "r1" }] };
  const b = {
    id: "b",
    at: new Date("2027-03-05T09:00:00Z"),
    items: [
      { entity: "artists" as const, id: "x1" },
      { entity: "press_posts" as const, id: "p1" },
    ],
  };
  const c = { id: "c", at: new Date("2027-03-06T09:00:00Z"), items: [{ entity: "artists" as const, id: "x2" }] };

  it("due: at or before now, oldest first", () => {
    expect(dueSchedules([a, b, c], new Date("2027-03-05T10:00:00Z")).map((s) => s.id)).toEqual(["b", "a"]);
    expect(dueSchedules([a, b, c], new Date("2027-03-05T08:59:59Z"))).toEqual([]);
  });

  it("finds an item's schedule by entity and id", () => {
    expect(scheduleOf([a, b, c], "press_posts", "p1")?.id).toBe("b");
    expect(scheduleOf([a, b, c], "releases", "p1")).toBeUndefined();
  });

  it("summarises a schedule for the audit log", () => {
    expect(scheduleSummary({ name: "Launch", action: "publish", at: a.at, items: b.items })).toEqual({
      name: "Launch",
      action: "publish",
      at: "2027-03-05T10:00:00.000Z",
      items: ["artists/x1", "press_posts/p1"],
    });
  });
});

describe("scheduleRequirements", () => {
  it("publish on the item's artist, and on every credited artist when it publishes a release", () => {
    const release = { artistId: "h", isPublished: false, creditedArtistIds: ["o"] };
    expect(scheduleRequirements(release, "publish")).toEqual([
      { action: "publish", artistId: "h" },
      { action: "publish", artistId: "o" },
    ]);
    // Withdrawing takes it off every page: the owner's grant suffices.
    expect(scheduleRequirements({ ...release, isPublished: true }, "unpublish")).toEqual([{ action: "publish", artistId: "h" }]);
    expect(scheduleRequirements({ artistId: null, isPublished: false }, "publish")).toEqual([{ action: "publish", artistId: null }]);
  });
});

describe("what the SCHEDULE forms send", () => {
  const item = { entity: "releases", id: UUID_A };
  const request = { name: "  Spring launch ", action: "publish", date: "2027-03-05", time: "09:30", items: [item] };

  it("keeps a trimmed batch name, and none for one item", () => {
    expect(parsed(scheduleRequestSchema, request).name).toBe("Spring launch");
    expect(parsed(scheduleRequestSchema, { ...request, name: "   " }).name).toBeNull();
    expect(parsed(scheduleRequestSchema, { ...request, name: undefined }).name).toBeNull();
    expect(errorOf(scheduleRequestSchema, { ...request, name: "x".repeat(101) })).toBe(tooLong(100));
  });

  it("asks for the date and the time with one message", () => {
    expect(errorOf(scheduleRequestSchema, { ...request, date: " " })).toBe(SCHEDULE_TEXTS.dateRequired);
    expect(errorOf(scheduleRequestSchema, { ...request, time: undefined })).toBe(SCHEDULE_TEXTS.dateRequired);
  });

  it("needs at least one item and counts too many as items, not characters", () => {
    expect(errorOf(scheduleRequestSchema, { ...request, items: [] })).toBe(SCHEDULE_TEXTS.noItems);
    const tooMany = Array.from({ length: SCHEDULE_MAX_ITEMS + 1 }, () => item);
    expect(errorOf(scheduleRequestSchema, { ...request, items: tooMany })).toBe(tooManyScheduledItems(SCHEDULE_MAX_ITEMS));
    expect(tooManyScheduledItems(SCHEDULE_MAX_ITEMS)).toBe("At most 20 items per schedule");
  });
});
