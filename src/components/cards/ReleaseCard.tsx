/** @jsxImportSource preact */
import { albumTypeBadge, formatTrackCount } from "../../lib/domain/shared/format";
import { IMAGE_SIZES } from "../../lib/site/imageSizes";
import type { ReleaseCard as ReleaseCardView } from "../../lib/site/views";
import { Picture } from "../media/Picture";
import { ListenOnSpotify } from "./NewTabLink";

/**
 * Release card (home, lists, artist page): rendered at build time, and by the
 * list island. Its listen link is counted by ListenBeacon (data-listen-*).
 */
export function ReleaseCard({
  release,
  eager = false,
  priority = false,
  headingLevel = 3,
  sizes = IMAGE_SIZES.grid4,
}: {
  release: ReleaseCardView;
  eager?: boolean;
  /** The page's first visible image: fetched first, never lazily. */
  priority?: boolean;
  headingLevel?: 3 | 4;
  sizes?: string;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const details = [release.year, release.trackCount !== null ? formatTrackCount(release.trackCount) : null].filter(Boolean).join(" · ");
  return (
    <article className="group relative" data-testid="release-card" data-listen-release={release.id} data-listen-source="release_card">
      <a href={release.href} className="block">
        {release.imageUrl ? (
          <Picture
            src={release.imageUrl}
            alt={release.title}
            width={600}
            height={600}
            sizes={sizes}
            loading={priority ? "priority" : eager ? "eager" : "lazy"}
            className="aspect-square w-full object-cover"
          />
        ) : (
          <div className="aspect-square w-full bg-white/5" />
        )}
        <span className="absolute left-2 top-2 bg-ink/80 px-2 py-1 text-xs font-bold tracking-widest">
          {albumTypeBadge(release.albumType)}
        </span>
        <Heading className="mt-3 text-lg font-bold">{release.title}</Heading>
      </a>
      <p className="text-sm text-muted">{release.artistNames}</p>
      {details && <p className="text-xs text-muted">{details}</p>}
      {release.listenUrl && <ListenOnSpotify href={release.listenUrl} platform="spotify" />}
    </article>
  );
}
