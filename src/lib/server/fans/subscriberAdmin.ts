import { LABEL } from "../../../config/label";
import {
  LABEL_LIST,
  SUBSCRIBER_PAGE_ROWS,
  filterSubscribers,
  subscriberCounts,
  subscriberGrowth,
  type SubscriberFilters,
  type Subscriber,
} from "../../domain/fans";
import type { SubscriberRow } from "../../domain/fans";
import type { Repositories } from "../../data";

/** Days the growth chart covers. */
const GROWTH_DAYS = 90;

/** Every list's name as staff see it: the label's, then each artist's by name. */
export async function fanListNames(repos: Repositories, lists: Iterable<string>): Promise<Map<string, string>> {
  const artistIds = [...new Set(lists)].filter((list) => list !== LABEL_LIST);
  const artists = await repos.artists.getMany(artistIds);
  return new Map<string, string>([[LABEL_LIST, LABEL.name], ...artists.map((a): [string, string] => [a.id, a.name])]);
}

/** The fan list filtered as the screen asks, every record read once (docs/fans.md#staff). */
export async function filteredSubscribers(
  repos: Repositories,
  filters: SubscriberFilters,
): Promise<{ matching: Subscriber[]; names: Map<string, string> }> {
  const all = await repos.subscribers.query((c) => c);
  const names = await fanListNames(
    repos,
    all.map((s) => s.list),
  );
  return { matching: filterSubscribers(all, filters).sort((a, b) => b.created_at.getTime() - a.created_at.getTime()), names };
}

export function subscriberRow(subscriber: Subscriber, names: Map<string, string>): SubscriberRow {
  const { id, email, list, source, status, consent, created_at, confirmed_at } = subscriber;
  return { id, email, list, list_name: names.get(list) ?? list, source, status, consent, created_at, confirmed_at };
}

/** The screen's answer: rows, counts and growth of what matches (the chart follows the filters as the counts do), the lists there are. */
export async function subscriberListView(repos: Repositories, filters: SubscriberFilters, now = new Date()) {
  const { matching, names } = await filteredSubscribers(repos, filters);
  const counts = subscriberCounts(matching);
  return {
    rows: matching.slice(0, SUBSCRIBER_PAGE_ROWS).map((s) => subscriberRow(s, names)),
    total: counts.total,
    byStatus: counts.byStatus,
    bySource: counts.bySource,
    growth: subscriberGrowth(matching, GROWTH_DAYS, now),
    lists: [...names].map(([id, name]) => ({ id, name })),
  };
}
