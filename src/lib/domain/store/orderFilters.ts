import type { ListKeyRange } from "../shared/adminLists";
import { newestFirst } from "../shared/listSearch";
import { DAY_MS, releaseMoment } from "../shared/dates";

/**
 * The orders list's date filter as bounds on its list key
 * (`newestCreatedKey`: the creation instant's ISO digits mirrored, then the
 * id), so a day range pages and counts in Firestore as the list does.
 * `from` and `to` are days in the label's time zone, both included: the
 * keys above `above` were made before the end of `to`, those below `below`
 * from the start of `from` on.
 */

/**
 * How far the ORDERS list counts (docs/store.md#orders-list): its total and
 * the rows before a page are exact below 1,000 and "1,000+" from there, so a
 * page's counts cost one read each (Firestore bills a count a read per 1,000
 * index entries) however many orders the label has sold.
 */
export const ORDER_COUNT_CAP = 1000;

/** Above every key that starts with a given mirrored instant (key parts are joined by "\u0001"). */
const AFTER_PREFIX = "\uffff";

/** 00:00 of a day on the label's clock: the shared day-start rule, as a release's moment is. */
const startOfDay = (day: string, timeZone: string) => releaseMoment(day, timeZone)!;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** Whether FROM is on or before TO (either left open is in order): the server refuses days out of order, and the screen asks for none. */
export const daysInOrder = (range: { from?: string | null; to?: string | null }): boolean =>
  !range.from || !range.to || range.from <= range.to;

export function orderDayRange(range: { from?: string | null; to?: string | null }, timeZone: string): ListKeyRange {
  const bounds: ListKeyRange = {};
  // Created before the next day starts: a key greater than every key of that instant or later.
  if (range.to) bounds.above = newestFirst(startOfDay(nextDay(range.to), timeZone).toISOString()) + AFTER_PREFIX;
  // Created at or after the day's start: a key below the next key after that instant's.
  if (range.from) bounds.below = newestFirst(startOfDay(range.from, timeZone).toISOString()) + AFTER_PREFIX;
  return bounds;
}
