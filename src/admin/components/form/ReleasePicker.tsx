import { call } from "../../../lib/client/callables";
import { ADMIN_LIST_TEXTS, RELEASE_TOASTS } from "../../../lib/domain/shared";
import { SearchPicker, type PickerChoice, type SearchPickerProps } from "./SearchPicker";

/** The first releases matching what is typed, of all the caller may view (ALL RELEASES' own search: listAdminReleases), by title. */
const searchReleases = async (text: string): Promise<PickerChoice[]> =>
  (await call("listAdminReleases", { q: text, last: false })).releases.map((r) => ({ id: r.id, name: r.title }));

/** A release chosen among the whole catalogue by typing part of its title (SearchPicker), as the artist pickers choose artists. */
export function ReleasePicker(props: SearchPickerProps<PickerChoice>) {
  return (
    <SearchPicker
      {...props}
      search={searchReleases}
      searchFailed={RELEASE_TOASTS.loadFailed}
      placeholder={ADMIN_LIST_TEXTS.pickRelease}
      noMatches={ADMIN_LIST_TEXTS.noReleaseMatches}
    />
  );
}
