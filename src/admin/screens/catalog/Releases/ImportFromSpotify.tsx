import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { ZodError } from "zod";
import { call, errorMessage } from "../../../../lib/client/callables";
import { type SpotifyReleaseItem } from "../../../../lib/domain/catalog";
import { RELEASE_TOASTS } from "../../../../lib/domain/shared";
import type { ArtistChoice } from "../../../../lib/domain/catalog";
import { Panel } from "../../../components/AdminPage";
import { Button } from "../../../components/Button";
import { ArtistPicker } from "../../../components/form/ArtistPicker";
import { Field } from "../../../components/form/controls";
import { ImportReleasesDialog } from "./ImportReleasesDialog";

/** Album IDs of these releases that the catalogue already has; none when the answer fails (the import skips them anyway). */
async function alreadyImported(releases: readonly SpotifyReleaseItem[]): Promise<ReadonlySet<string>> {
  if (releases.length === 0) return new Set();
  try {
    return new Set((await call("importedSpotifyAlbums", { albumIds: releases.map((r) => r.id) })).albumIds);
  } catch (error) {
    console.error("importedSpotifyAlbums failed", error);
    return new Set();
  }
}

/** IMPORT FROM SPOTIFY: pick one of our artists (those the caller may create releases for), fetch their releases from the service, import a selection. */
export function ImportFromSpotify({ onImported }: { onImported: () => void }) {
  const [artist, setArtist] = useState<ArtistChoice | null>(null);
  const [fetching, setFetching] = useState(false);
  const fetchButton = useRef<HTMLButtonElement>(null);
  const [found, setFound] = useState<{ artistId: string; releases: SpotifyReleaseItem[]; imported: ReadonlySet<string> } | null>(null);

  async function fetchReleases() {
    if (!artist) {
      toast.error(RELEASE_TOASTS.selectArtistFirst);
      return;
    }
    if (!artist.spotify_artist_id) {
      toast.error(RELEASE_TOASTS.artistWithoutSpotifyId);
      return;
    }
    setFetching(true);
    try {
      const { releases } = await call("spotifyArtistReleases", { artistId: artist.spotify_artist_id });
      const imported = await alreadyImported(releases);
      toast.success(RELEASE_TOASTS.foundReleases(releases.length));
      setFound({ artistId: artist.id, releases, imported });
    } catch (error) {
      console.error("spotifyArtistReleases failed", error);
      toast.error(
        error instanceof ZodError ? RELEASE_TOASTS.invalidReleasesResponse : errorMessage(error, RELEASE_TOASTS.spotifyReleasesFailed),
      );
    } finally {
      setFetching(false);
    }
  }

  return (
    <Panel title="IMPORT FROM SPOTIFY" id="import-title">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <Field label="ARTIST" htmlFor="import-artist">
            <ArtistPicker
              id="import-artist"
              value={artist?.id ?? ""}
              valueName={artist?.name ?? ""}
              forRelease="draft"
              onPick={setArtist}
            />
          </Field>
        </div>
        <Button ref={fetchButton} variant="primary" disabled={fetching} onClick={() => void fetchReleases()}>
          {fetching ? "FETCHING..." : "FETCH RELEASES"}
        </Button>
      </div>
      {found && (
        <ImportReleasesDialog
          artistId={found.artistId}
          releases={found.releases}
          importedAlbumIds={found.imported}
          onClose={() => setFound(null)}
          returnFocusTo={fetchButton}
          onImported={() => {
            setFound(null);
            onImported();
          }}
        />
      )}
    </Panel>
  );
}
