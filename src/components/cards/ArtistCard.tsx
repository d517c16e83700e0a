/** @jsxImportSource preact */
import type { ArtistCard as ArtistCardView } from "../../lib/site/views";

/** Artist card (home, artists list): rendered at build time, and by the list island. */
export function ArtistCard({ artist, eager = false }: { artist: ArtistCardView; eager?: boolean }) {
  return (
    <a href={artist.href} className="group block" data-testid="artist-card">
      <img
        src={artist.imageUrl}
        alt={artist.name}
        width={600}
        height={600}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-square w-full object-cover grayscale transition group-hover:grayscale-0"
      />
      <h3 className="mt-3 text-lg font-bold">{artist.name}</h3>
      {artist.genre && <p className="text-sm text-muted">{artist.genre}</p>}
    </a>
  );
}
