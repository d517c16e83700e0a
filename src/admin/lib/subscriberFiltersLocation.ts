/**
 * The subscribers screen's search and filters live in the URL query
 * (?q=…&list=…&source=…&status=…), so a filtered view can be shared,
 * reloaded and reached with the back button. A value the filters do not
 * know is left out, as if not given; "all" is left out of the URL.
 */
import { subscriberFiltersSchema, type SubscriberFilters } from "../../lib/domain";

const FIELDS = ["q", "list", "source", "status"] as const;

export const ALL_SUBSCRIBERS: SubscriberFilters = subscriberFiltersSchema.parse({});

export function parseSubscriberFilters(search: string): SubscriberFilters {
  const params = new URLSearchParams(search);
  const filters: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const value = params.get(field);
    if (value === null || value === "") continue;
    // Checked one by one: a bad value drops itself, not the other filters.
    if (subscriberFiltersSchema.shape[field].safeParse(value).success) filters[field] = value;
  }
  return subscriberFiltersSchema.parse(filters);
}

/** "?list=label&status=confirmed", or "" for everything. */
export function subscriberFiltersSearch(filters: SubscriberFilters): string {
  const params = new URLSearchParams();
  for (const field of FIELDS) {
    const value = filters[field];
    if (value) params.set(field, value);
  }
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}
