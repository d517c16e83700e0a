/**
 * The subscribers screen's rules (docs/fans.md#staff): filters, counts, the
 * growth series and the CSV export. Pure.
 */
import { z } from "zod";
import { csvTable } from "../campaigns/reminderCsv";
import { matchesSearch } from "../shared/listSearch";
import { FAN_LIST_SOURCES, SUBSCRIBER_STATUSES, type FanListSource, type Subscriber, type SubscriberStatus } from "./subscriber";

/** Rows the screen shows at once; the counts and the export cover every match. */
export const SUBSCRIBER_PAGE_ROWS = 200;

/** What the screen filters by: search (the address), list, source, status; null is "all". */
export const subscriberFiltersSchema = z.object({
  q: z.string().max(200).default(""),
  list: z.string().max(64).nullable().default(null),
  source: z.enum(FAN_LIST_SOURCES).nullable().default(null),
  status: z.enum(SUBSCRIBER_STATUSES).nullable().default(null),
});
export type SubscriberFilters = z.output<typeof subscriberFiltersSchema>;

export function filterSubscribers<T extends Pick<Subscriber, "email" | "list" | "source" | "status">>(
  rows: readonly T[],
  filters: SubscriberFilters,
): T[] {
  return rows.filter(
    (row) =>
      (!filters.list || row.list === filters.list) &&
      (!filters.source || row.source === filters.source) &&
      (!filters.status || row.status === filters.status) &&
      (!filters.q.trim() || matchesSearch(row.email, filters.q)),
  );
}

export interface SubscriberCounts {
  total: number;
  byStatus: Record<SubscriberStatus, number>;
  bySource: Record<FanListSource, number>;
}

export function subscriberCounts(rows: readonly Pick<Subscriber, "status" | "source">[]): SubscriberCounts {
  const byStatus = Object.fromEntries(SUBSCRIBER_STATUSES.map((s) => [s, 0])) as Record<SubscriberStatus, number>;
  const bySource = Object.fromEntries(FAN_LIST_SOURCES.map((s) => [s, 0])) as Record<FanListSource, number>;
  for (const row of rows) {
    byStatus[row.status] += 1;
    bySource[row.source] += 1;
  }
  return { total: rows.length, byStatus, bySource };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Confirmed subscribers at the end of each of the last `days` days (UTC),
 * oldest first: those confirmed by then and not unsubscribed by then.
 */
export function subscriberGrowth(
  rows: readonly Pick<Subscriber, "confirmed_at" | "unsubscribed_at">[],
  days: number,
  now: Date,
): { date: string; confirmed: number }[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => {
    const end = today + (i - days + 2) * DAY_MS;
    const confirmed = rows.filter(
      (r) => r.confirmed_at && r.confirmed_at.getTime() < end && !(r.unsubscribed_at && r.unsubscribed_at.getTime() < end),
    ).length;
    return { date: isoDay(new Date(end - DAY_MS)), confirmed };
  });
}

/** The export: one line per address and list, with the consent it was given (formula cells defused by csvTable). */
export function subscribersCsv(rows: readonly Subscriber[], listNameOf: (list: string) => string): string {
  return csvTable(
    ["email", "list", "source", "status", "consent_version", "consent_text", "consent_at", "confirmed_at", "unsubscribed_at"],
    rows.map((r) => [
      r.email,
      listNameOf(r.list),
      r.source,
      r.status,
      r.consent.version,
      r.consent.text,
      r.consent.agreed_at.toISOString(),
      r.confirmed_at?.toISOString() ?? "",
      r.unsubscribed_at?.toISOString() ?? "",
    ]),
  );
}
