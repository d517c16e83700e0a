import { ALL_SUBSCRIBERS, parseSubscriberFilters, subscriberFiltersSearch } from "../../../lib/subscriberFiltersLocation";
import { useUrlFilters } from "../../../hooks/useUrlFilters";

const location = { all: ALL_SUBSCRIBERS, parse: parseSubscriberFilters, search: subscriberFiltersSearch };

/** The subscribers screen's search and filters, kept in the URL (useUrlFilters). */
export const useSubscriberFilters = () => useUrlFilters(location);
