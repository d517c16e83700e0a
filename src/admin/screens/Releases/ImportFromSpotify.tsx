import { useState } from "react";
import toast from "react-hot-toast";
import { ZodError } from "zod";
import { call, errorMessage } from "../../../lib/client/callables";
import { RELEASE_TOASTS, type SpotifyReleaseItem } from "../../../lib/domain";
import type { ArtistChoice } from "../../../lib/domain/contracts/content";
import { Panel } from "../../components/AdminPage";
import { Button } from "../../components/Button";
import { Field, Select } from "../../components/form/controls";
import { ImportReleasesDialog } from "./ImportReleasesDialog";

interface Props {
  /** Artists the caller may create releases for. */
  artists: readonly ArtistChoice[];
  /** Album IDs already in the catalogue (shown as imported, never imported twice). */
  importedAlbumIds: ReadonlySet<string>;
  onImported: () => void;
}

/** IMPORT FROM SPOTIFY: pick one of our artists, fetch their releases from the service, import a selection. */
export function ImportFromSpotify({ artists, importedAlbumIds, onImported }: Props) {
  const [artistId, setArtistId] = useState("");
  const [fetching, setFetching] = useState(false);
  const [found, setFound] = useState<SpotifyReleaseItem[] | null>(null);

  async function fetchReleases() {
    const artist = artists.find((a) => a.id === artistId);
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
      toast.success(RELEASE_TOASTS.foundReleases(releases.length));
      setFound(releases);
    } catch (error) {
      console.error("spotifyArtistReleases failed", error);
      toast.error(error instanceof ZodError ? RELEASE_TOASTS.invalidReleasesResponse : errorMessage(error, RELEASE_TOASTS.spotifyReleasesFailed));
    } finally {
      setFetching(false);
    }
  }

  return (
    <Panel title="IMPORT FROM SPOTIFY" id="import-title">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <Field label="ARTIST" htmlFor="import-artist">
            <Select id="import-artist" value={artistId} onChange={(e) => setArtistId(e.target.value)}>
              <option value="">Select an artist</option>
              {artists.map((artist) => (
                <option key={artist.id} value={artist.id}>
                  {artist.name}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Button variant="primary" disabled={fetching} onClick={() => void fetchReleases()}>
          {fetching ? "FETCHING..." : "FETCH RELEASES"}
        </Button>
      </div>
      {found && (
        <ImportReleasesDialog
          artistId={artistId}
          releases={found}
          importedAlbumIds={importedAlbumIds}
          onClose={() => setFound(null)}
          onImported={() => {
            setFound(null);
            onImported();
          }}
        />
      )}
    </Panel>
  );
}
