import { useState } from "react";
import toast from "react-hot-toast";
import { call } from "../../../../lib/client/callables";
import { genreFromSpotifyGenres, parseSpotifyArtistId } from "../../../../lib/domain/catalog";
import { ARTIST_TOASTS } from "../../../../lib/domain/shared";

export interface FetchedArtistFields {
  /** The bare artist ID, replacing a pasted URL. */
  spotifyArtistId: string;
  /** From the first image; undefined when the service has none. */
  imageUrl?: string;
  /** Only offered when the form's genre is empty (docs/product.md#admin-artists). */
  genre?: string;
}

/**
 * The artist form's fetch button: ID or URL → profile from the service →
 * image from the first image, genre only when the form has none.
 */
export function useSpotifyArtistFetch(apply: (fields: FetchedArtistFields) => void) {
  const [fetching, setFetching] = useState(false);

  async function fetchProfile(input: string | null | undefined, currentGenre: string | null | undefined) {
    const artistId = parseSpotifyArtistId(input);
    if (!artistId) {
      toast.error(ARTIST_TOASTS.spotifyInputMissing);
      return;
    }
    setFetching(true);
    try {
      const profile = await call("spotifyArtistProfile", { artistId });
      const genre = currentGenre?.trim() ? undefined : (genreFromSpotifyGenres(profile.genres) ?? undefined);
      apply({ spotifyArtistId: artistId, imageUrl: profile.images[0]?.url, genre });
      toast.success(ARTIST_TOASTS.fetchedFromSpotify(profile.name));
    } catch (error) {
      console.error("spotifyArtistProfile failed", error);
      toast.error(ARTIST_TOASTS.spotifyFetchFailed);
    } finally {
      setFetching(false);
    }
  }

  return { fetching, fetchProfile };
}
