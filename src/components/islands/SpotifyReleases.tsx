/** @jsxImportSource preact */
import { useEffect, useState } from "preact/hooks";
import { yearFromDate } from "../../lib/domain/shared/dates";
import { albumTypeBadge, formatTrackCount } from "../../lib/domain/shared/format";
import { EMPTY_STATES, LOADING_TEXTS } from "../../lib/domain/shared/pageTexts";
import type { SpotifyReleaseItem } from "../../lib/domain/catalog/spotify";
import { call } from "../../lib/client/callables";
import { ListenOnSpotify } from "../cards/NewTabLink";

/**
 * The streaming service's releases of an artist, fetched when the section
 * scrolls into view. A failure is only logged and the section stays empty
 * (docs/product.md#artist-page).
 */
export default function SpotifyReleases({ artistId }: { artistId: string }) {
  const [releases, setReleases] = useState<SpotifyReleaseItem[] | null>(null);

  useEffect(() => {
    let active = true;
    call("spotifyArtistReleases", { artistId })
      .then((result) => active && setReleases(result.releases))
      .catch((error: unknown) => {
        console.error("Could not load the streaming releases:", error);
        if (active) setReleases([]);
      });
    return () => {
      active = false;
    };
  }, [artistId]);

  if (releases === null) return <p className="text-sm tracking-widest text-muted">{LOADING_TEXTS.spotifyReleases}</p>;
  if (releases.length === 0) return <p className="text-sm tracking-widest text-muted">{EMPTY_STATES.spotifyReleases}</p>;
  return (
    <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4" data-testid="spotify-releases">
      {releases.map((release) => {
        const details = [yearFromDate(release.release_date), release.total_tracks != null ? formatTrackCount(release.total_tracks) : null]
          .filter(Boolean)
          .join(" · ");
        const url = release.external_urls.spotify;
        return (
          <article key={release.id} className="relative">
            {release.images[0] ? (
              <img
                src={release.images[0].url}
                alt={release.name}
                width={600}
                height={600}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full object-cover"
              />
            ) : (
              <div className="aspect-square w-full bg-white/5" />
            )}
            <span className="absolute left-2 top-2 bg-ink/80 px-2 py-1 text-xs font-bold tracking-widest">
              {albumTypeBadge(release.album_type)}
            </span>
            <h3 className="mt-3 font-bold">{release.name}</h3>
            {details && <p className="text-xs text-muted">{details}</p>}
            {url && <ListenOnSpotify href={url} />}
          </article>
        );
      })}
    </div>
  );
}
