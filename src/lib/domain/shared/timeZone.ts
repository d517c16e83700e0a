/**
 * Wall-clock times in a named time zone (the label's, src/config/label.ts),
 * with the platform's Intl data: no time zone library needed for this.
 */

export interface WallTime {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour?: number;
  minute?: number;
  second?: number;
  millisecond?: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when the platform knows this IANA time zone name ("Europe/Berlin", "UTC"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** What the zone's clock shows at an instant, to the second. */
export function wallTimeAt(instant: Date, timeZone: string): Required<Omit<WallTime, "millisecond">> {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  );
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** How far the zone's clock is ahead of UTC at an instant, in ms. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  // The default zone needs no Intl call: a build asks this for every release (plan, pages), twice each.
  if (timeZone === "UTC") return 0;
  const wall = wallTimeAt(new Date(instant), timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant a wall-clock time happens in a zone: `{2027, 3, 5}` in
 * "Europe/Berlin" is 2027-03-04T23:00:00Z. A time skipped by a clock change
 * (02:30 on a spring-forward night) moves forward by the gap (03:30).
 */
export function zonedTimeToDate(wall: WallTime, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour ?? 0, wall.minute ?? 0, wall.second ?? 0, wall.millisecond ?? 0);
  const first = asUtc - zoneOffsetMs(asUtc, timeZone);
  // The offset at the first guess may differ across a clock change: correct once with the offset there.
  return new Date(asUtc - zoneOffsetMs(first, timeZone));
}
