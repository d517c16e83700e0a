/** @jsxImportSource preact */
import { IMAGE_SIZES } from "../../lib/site/imageSizes";
import type { ArtistCard as ArtistCardView } from "../../lib/site/views";
import { Picture } from "../media/Picture";

/** Artist card (home, artists list): rendered at build time, and by the list island. */
export function ArtistCard({
  artist,
  eager = false,
  priority = false,
  sizes = IMAGE_SIZES.grid4,
}: {
  artist: ArtistCardView;
  eager?: boolean;
  /** The page's first visible image: fetched first, never lazily. */
  priority?: boolean;
  sizes?: string;
}) {
  return (
    <a href={artist.href} className="group block" data-testid="artist-card">
      <Picture
        src={artist.imageUrl}
        alt={artist.name}
        width={600}
        height={600}
        sizes={sizes}
        loading={priority ? "priority" : eager ? "eager" : "lazy"}
        className="aspect-square w-full object-cover grayscale transition group-hover:grayscale-0"
      />
      <h3 className="mt-3 text-lg font-bold">{artist.name}</h3>
      {artist.genre && <p className="text-sm text-muted">{artist.genre}</p>}
    </a>
  );
}
