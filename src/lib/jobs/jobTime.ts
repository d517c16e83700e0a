import { isIsoDate, zonedTimeToDate } from "../domain/shared";

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * Reads `npm run job -- <name> --now <time>`: an ISO 8601 date and time.
 * With `Z` or an offset it is that instant; without, it is read on the
 * label's clock (`timeZone`), and a date alone means that day's midnight
 * there, the moment release-day jobs care about. Null when unreadable.
 */
export function parseJobTime(text: string, timeZone: string): Date | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match || !isIsoDate(`${match[1]}-${match[2]}-${match[3]}`)) return null;
  const [, year, month, day, hour = "0", minute = "0", second = "0", fraction = "0", offset] = match;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  if (offset) {
    const instant = new Date(text.trim());
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  const wall = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second),
  };
  return zonedTimeToDate({ ...wall, millisecond: Number(fraction.padEnd(3, "0")) }, timeZone);
}
