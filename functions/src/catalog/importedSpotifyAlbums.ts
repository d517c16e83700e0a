import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { READS_ONLY } from "../operations/operation";

/**
 * The import dialog marks the service's albums a release of ours already has
 * (by spotify_album_id), which the import would skip: asked of the server
 * for the albums shown, since the releases list is paged. For those who may
 * import (releases draft, for some artist).
 */
export const importedSpotifyAlbums = defineCallable(
  "importedSpotifyAlbums",
  { access: access.anywhere("releases", ["draft"]), audit: READS_ONLY },
  async ({ albumIds }, context) => {
    return { albumIds: await context.repos.releases.presentAlbumIds(albumIds) };
  },
);
