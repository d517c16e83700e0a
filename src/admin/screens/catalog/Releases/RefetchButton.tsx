import { useState } from "react";
import toast from "react-hot-toast";
import { ZodError } from "zod";
import { call, errorMessage } from "../../../../lib/client/callables";
import { RELEASE_TOASTS } from "../../../../lib/domain/shared";
import type { AdminRelease } from "../../../../lib/domain/catalog";
import { Button } from "../../../components/Button";

/**
 * Refetch (docs/product.md#refetch): updates the release from its Spotify album,
 * re-links its artists and regenerates its streaming links. Disabled while
 * running or without an album ID.
 */
export function RefetchButton({ release, onRefetched }: { release: AdminRelease; onRefetched: () => Promise<void> }) {
  const [running, setRunning] = useState(false);

  async function refetch() {
    if (!release.spotify_album_id) {
      toast.error(RELEASE_TOASTS.releaseWithoutAlbumId);
      return;
    }
    setRunning(true);
    try {
      const { dspLinksGenerated } = await call("refetchRelease", { releaseId: release.id });
      // The list (and so EDIT) shows the refetched release before the toast says it is done.
      await onRefetched();
      if (dspLinksGenerated) toast.success(RELEASE_TOASTS.refetchedWithDspLinks);
      else toast(RELEASE_TOASTS.dspLinksFailedAfterUpdate, { icon: "⚠️" });
    } catch (error) {
      console.error("refetchRelease failed", error);
      toast.error(error instanceof ZodError ? RELEASE_TOASTS.invalidSpotifyResponse : errorMessage(error, RELEASE_TOASTS.refetchFailed));
    } finally {
      setRunning(false);
    }
  }

  return (
    <Button
      disabled={running || !release.spotify_album_id}
      title={release.spotify_album_id ? "Refetch from Spotify" : RELEASE_TOASTS.releaseWithoutAlbumId}
      aria-label={`REFETCH ${release.title}`}
      onClick={() => void refetch()}
    >
      {running ? "REFETCHING..." : "REFETCH"}
    </Button>
  );
}
