import {
  FAN_LIST_SOURCES,
  LABEL_LIST,
  SUBSCRIBER_SCREEN_TEXTS as T,
  SUBSCRIBER_SOURCE_LABELS,
  SUBSCRIBER_STATUSES,
  SUBSCRIBER_STATUS_LABELS,
  type SubscriberFilters,
} from "../../../../lib/domain/fans";
import { Button } from "../../../components/Button";
import { FilterSelect, SearchBox } from "../../../components/FilterControls";

export interface FanListChoice {
  id: string;
  name: string;
}

/** "Label news (…)" for the label's list, "Followers of …" for an artist's. */
export const listChoiceLabel = (list: FanListChoice) => (list.id === LABEL_LIST ? T.labelNews(list.name) : T.followers(list.name));

/** Search by address; list (label news or an artist's followers), source and status, each "All" or one. */
export function SubscriberFilterBar({
  filters,
  searchText,
  lists,
  onSearch,
  onChange,
  onClear,
}: {
  filters: SubscriberFilters;
  searchText: string;
  lists: readonly FanListChoice[];
  onSearch: (text: string) => void;
  onChange: (patch: Partial<SubscriberFilters>) => void;
  onClear: () => void;
}) {
  // A list the URL names but the fan list no longer holds still shows, so the select tells the truth.
  const choices = filters.list && !lists.some((l) => l.id === filters.list) ? [...lists, { id: filters.list, name: filters.list }] : lists;
  const filtered = filters.q !== "" || filters.list !== null || filters.source !== null || filters.status !== null;
  return (
    <div role="search" aria-label="Filter subscribers" className="mt-6 flex flex-wrap items-end gap-3">
      <SearchBox label={T.search} value={searchText} onChange={onSearch} />
      <FilterSelect
        allLabel={T.all}
        label={T.list}
        value={filters.list}
        options={choices.map((list) => [list.id, listChoiceLabel(list)])}
        onChange={(list) => onChange({ list })}
      />
      <FilterSelect
        allLabel={T.all}
        label={T.source}
        value={filters.source}
        options={FAN_LIST_SOURCES.map((source) => [source, SUBSCRIBER_SOURCE_LABELS[source]])}
        onChange={(source) => onChange({ source })}
      />
      <FilterSelect
        allLabel={T.all}
        label={T.status}
        value={filters.status}
        options={SUBSCRIBER_STATUSES.map((status) => [status, SUBSCRIBER_STATUS_LABELS[status]])}
        onChange={(status) => onChange({ status })}
      />
      {filtered && <Button onClick={onClear}>{T.clearFilters}</Button>}
    </div>
  );
}
