/** The subscribers screen's search and filters in the URL (?q=…&list=…&source=…&status=…; filtersLocation.ts). */
import { subscriberFiltersSchema, type SubscriberFilters } from "../../lib/domain/fans";
import { filtersLocation } from "./filtersLocation";

const location = filtersLocation<SubscriberFilters>(subscriberFiltersSchema, ["q", "list", "source", "status"]);

export const ALL_SUBSCRIBERS: SubscriberFilters = location.all;
export const parseSubscriberFilters = location.parse;
export const subscriberFiltersSearch = location.search;
