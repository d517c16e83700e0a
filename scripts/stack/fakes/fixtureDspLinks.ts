/**
 * The streaming links generating a fixture album's links would store, from
 * what the fakes answer for it (song.link, Deezer, iTunes, MusicBrainz), so
 * the seeded catalogue shows the same links a person gets by pressing
 * GENERATE LINKS. Pure; an integration test checks it against the real run.
 */
import type { DspLinks } from "../../../src/lib/domain/catalog";
import { combineDspLinks, type DspLinkSources } from "../../../src/lib/integrations/dspLinks";
import { musicbrainzPlatformLinks, musicbrainzReleasePage } from "../../../src/lib/integrations/musicbrainzMapping";
import { appleMusicAlbumUrl, deezerAlbumUrl, fixtureAlbum } from "./fixtures";
import { MUSICBRAINZ_FIXTURES, relationsJson } from "./musicbrainzFixtures";
import { linksByPlatform, songlinkPageUrl } from "./songlinkFake";

export function fixtureDspLinks(spotifyAlbumId: string, own: DspLinkSources["own"] = {}): DspLinks {
  const album = fixtureAlbum(spotifyAlbumId);
  if (!album) throw new Error(`No fixture album ${spotifyAlbumId}`);
  const mb = MUSICBRAINZ_FIXTURES.find((f) => f.album.id === album.id);
  return combineDspLinks({
    spotifyAlbumId,
    own,
    songlink: {
      pageUrl: songlinkPageUrl(album),
      links: Object.fromEntries(Object.entries(linksByPlatform(album)).map(([platform, { url }]) => [platform, url])),
    },
    deezerUrl: deezerAlbumUrl(album),
    appleMusicUrl: appleMusicAlbumUrl(album),
    musicbrainz: mb
      ? {
          pageUrl: musicbrainzReleasePage(mb.releaseId),
          links: musicbrainzPlatformLinks(relationsJson([...mb.release, ...mb.releaseGroup])),
        }
      : null,
  });
}
