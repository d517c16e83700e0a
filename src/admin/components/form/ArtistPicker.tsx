import { ADMIN_LIST_TEXTS, ARTIST_TOASTS } from "../../../lib/domain/shared";
import type { ArtistChoice } from "../../../lib/domain/catalog";
import { searchArtists, type ReleaseAction } from "../../hooks/useArtistChoices";
import { SearchPicker, type SearchPickerProps } from "./SearchPicker";

/** An artist chosen among the label's artists by typing part of a name (SearchPicker over listArtistChoices); `forRelease`: only artists the caller holds that releases action for. */
export function ArtistPicker({ forRelease = null, ...props }: SearchPickerProps<ArtistChoice> & { forRelease?: ReleaseAction | null }) {
  return (
    <SearchPicker
      {...props}
      search={searchArtists(forRelease)}
      searchScope={forRelease ?? ""}
      searchFailed={ARTIST_TOASTS.loadFailed}
      placeholder={ADMIN_LIST_TEXTS.pickArtist}
      noMatches={ADMIN_LIST_TEXTS.noArtistMatches}
    />
  );
}
