import { CONTACT_ROLES } from "../../../../lib/domain/promo";
import type { ContactFilters } from "../../../../lib/domain/promo";
import { CONTACT_ROLE_LABELS, CONTACT_SCREEN_TEXTS as T } from "../../../../lib/domain/promo";
import { Button } from "../../../components/Button";
import { FilterSelect, SearchBox } from "../../../components/FilterControls";

/** Search by name, address or outlet; role and tag, each "All" or one. */
export function ContactFilterBar({
  filters,
  searchText,
  tags,
  onSearch,
  onChange,
  onClear,
}: {
  filters: ContactFilters;
  searchText: string;
  tags: readonly string[];
  onSearch: (text: string) => void;
  onChange: (patch: Partial<ContactFilters>) => void;
  onClear: () => void;
}) {
  // A tag the URL names but no contact holds any more still shows, so the select tells the truth.
  const tagChoices = filters.tag && !tags.includes(filters.tag) ? [...tags, filters.tag] : tags;
  const filtered = filters.q !== "" || filters.role !== null || filters.tag !== null;
  return (
    <div role="search" aria-label="Filter contacts" className="mt-6 flex flex-wrap items-end gap-3">
      <SearchBox label={T.search} value={searchText} onChange={onSearch} className="w-72" />
      <FilterSelect
        label={T.role}
        allLabel={T.all}
        value={filters.role}
        options={CONTACT_ROLES.map((role) => [role, CONTACT_ROLE_LABELS[role]])}
        onChange={(role) => onChange({ role })}
      />
      <FilterSelect
        label={T.tag}
        allLabel={T.all}
        value={filters.tag}
        options={tagChoices.map((tag) => [tag, tag])}
        onChange={(tag) => onChange({ tag })}
      />
      {filtered && <Button onClick={onClear}>{T.clearFilters}</Button>}
    </div>
  );
}
