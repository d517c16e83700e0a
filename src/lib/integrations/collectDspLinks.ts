/**
 * Asks every source for a release's streaming links and merges the answers.
 * The Spotify album gives the UPC; Deezer and Apple look the release up by
 * UPC (Deezer also by ISRC); song.link expands the Spotify URL, or Deezer's
 * when there is no Spotify album, to the other platforms; MusicBrainz finds
 * the release by UPC or ISRC and adds the stores its editors linked. One
 * source failing does not stop the others.
 */
import { deriveSpotifyAlbumUrl, type DspLinks } from "../domain/catalog";
import { combineDspLinks, type DspLinkSources } from "./dspLinks";
import type { IntegrationService } from "./errors";
import type { Integrations } from "./integrations";
import { albumUpc } from "./spotifyMapping";

export interface DspLinkRequest {
  spotifyAlbumId: string | null;
  isrc: string | null;
  own: DspLinkSources["own"];
}

type LinkSource = Exclude<IntegrationService, "spotify">;

export interface DspLinkCollection {
  links: DspLinks;
  /** Link sources that were asked (song.link, Deezer, iTunes, MusicBrainz). */
  asked: LinkSource[];
  /** Link sources that failed, with the cause for the log. */
  failed: { service: LinkSource; error: unknown }[];
  /** The Spotify album lookup (for the UPC) failed; the other sources went on without it. */
  albumLookupError: unknown;
}

/** True when link sources were asked and none answered: the links could not be generated. */
export function allSourcesFailed(collection: Pick<DspLinkCollection, "asked" | "failed">): boolean {
  return collection.asked.length > 0 && collection.failed.length === collection.asked.length;
}

export async function collectDspLinks(
  request: DspLinkRequest,
  services: Pick<Integrations, "spotify" | "songlink" | "deezer" | "itunes" | "musicbrainz">,
): Promise<DspLinkCollection> {
  const asked: LinkSource[] = [];
  const failed: DspLinkCollection["failed"] = [];
  const ask = async <T>(service: LinkSource, run: () => Promise<T>): Promise<T | null> => {
    asked.push(service);
    try {
      return await run();
    } catch (error) {
      failed.push({ service, error });
      return null;
    }
  };

  let albumLookupError: unknown = null;
  const album = request.spotifyAlbumId
    ? await services.spotify.getAlbum(request.spotifyAlbumId).catch((error: unknown) => {
        albumLookupError = error;
        return null;
      })
    : null;
  const upc = album ? albumUpc(album) : null;
  const spotifyUrl = deriveSpotifyAlbumUrl(request.spotifyAlbumId);

  const deezer = (async () => {
    if (!upc && !request.isrc) return null;
    return ask(
      "deezer",
      async () =>
        (upc ? await services.deezer.albumUrlByUpc(upc) : null) ??
        (request.isrc ? await services.deezer.albumUrlByIsrc(request.isrc) : null),
    );
  })();
  const apple = upc ? ask("itunes", () => services.itunes.albumUrlByUpc(upc)) : Promise.resolve(null);
  const songlink = (async () => {
    const url = spotifyUrl ?? (await deezer);
    return url ? ask("songlink", () => services.songlink.links(url)) : null;
  })();

  const musicbrainz =
    upc || request.isrc ? ask("musicbrainz", () => services.musicbrainz.releaseLinks({ upc, isrc: request.isrc })) : Promise.resolve(null);

  const [deezerUrl, appleMusicUrl, songlinkLinks, musicbrainzLinks] = await Promise.all([deezer, apple, songlink, musicbrainz]);
  const links = combineDspLinks({
    spotifyAlbumId: request.spotifyAlbumId,
    own: request.own,
    songlink: songlinkLinks,
    deezerUrl,
    appleMusicUrl,
    musicbrainz: musicbrainzLinks,
  });
  return { links, asked, failed, albumLookupError };
}
