/**
 * The embeddable players of a release and its tracks (docs/listening.md#embeds):
 * what each embed page shows and plays, from the catalog and the build time.
 * The oEmbed function reads one release into a catalog of its own and asks
 * the same question, so an oEmbed answer names only embeds the site renders.
 */
import type { Release } from "../domain/catalog";
import { OG_SHAPES, ogImagePath } from "../domain/media";
import { parseMediaReference } from "../domain/shared";
import type { OembedSubject } from "../domain/listening";
import { artistPath, releasePath } from "./paths";
import { creditedArtists, primaryArtist, type CatalogIndex } from "./catalog";
import { absoluteUrl } from "./seo";
import { tracklistView, type TrackRow, type TracklistView } from "./tracklist";
import type { TrackPlay } from "./trackPlay";

export interface ReleaseEmbed {
  release: Release;
  title: string;
  artistNames: string;
  /** The release page under its primary artist, which the embed links to. */
  pagePath: string;
  artistPagePath: string;
  artwork: string | null;
  tracklist: TracklistView;
  /** The tracks that play now, in play order: each has its own track embed (the page with its fragment). */
  playable: (TrackRow & { listen: { state: "playable"; play: TrackPlay } })[];
}

/** A release's embed at `now`: null when nothing of it plays, or no public artist shows it. */
export function releaseEmbed(index: CatalogIndex, release: Release, now: Date): ReleaseEmbed | null {
  const primary = primaryArtist(index, release);
  if (!primary || !release.tracks.some((t) => index.audioByTrack.has(t.id))) return null;
  const names = creditedArtists(index, release).map((a) => a.name);
  const tracklist = tracklistView(release, names, { audioByTrack: index.audioByTrack, now });
  if (!tracklist?.playable) return null;
  return {
    release,
    title: release.title,
    artistNames: names.join(", "),
    pagePath: releasePath(primary.slug, release.slug),
    artistPagePath: artistPath(primary.slug),
    artwork: release.image_url,
    tracklist,
    playable: tracklist.tracks.filter((row): row is ReleaseEmbed["playable"][number] => row.listen.state === "playable"),
  };
}

/** The artwork as an oEmbed thumbnail: the square sharing variant of an uploaded cover (its size is known); none otherwise. */
function thumbnail(artwork: string | null, site: URL | string): OembedSubject["thumbnail"] {
  if (!artwork || !parseMediaReference(artwork)) return null;
  return { url: absoluteUrl(ogImagePath(artwork, "square"), site), ...OG_SHAPES.square };
}

/** What an oEmbed answer describes for an embed of `embed`: the release, or one of its playable tracks; null when that track does not play. */
export function oembedSubject(embed: ReleaseEmbed, trackId: string | null, site: URL | string): OembedSubject | null {
  const track = trackId === null ? undefined : embed.playable.find((row) => row.id === trackId);
  if (trackId !== null && !track) return null;
  return {
    kind: track ? "track" : "release",
    releaseId: embed.release.id,
    trackId: track ? track.id : null,
    title: track ? track.title : embed.title,
    authorName: track?.artists ?? embed.artistNames,
    authorUrl: absoluteUrl(embed.artistPagePath, site),
    thumbnail: thumbnail(embed.artwork, site),
  };
}
