import type { Repositories } from "../data";
import { trackAudioFolders, type AudioCleanup } from "../domain/listening";
import { SYSTEM_ACTOR } from "../domain/publishing";
import { PROMO_DOWNLOAD_FORMATS } from "../domain/promo";
import { promoEncodingFolder, promoEncodingId } from "../domain/promo";
import type { AudioStore } from "../files/audioStore";

type Repos = Pick<Repositories, "releases" | "trackAudio" | "previewRecuts" | "promoDownloads" | "promoEncodings" | "audioCleanups">;

/** What became of a request: the files went, or the track is listed again (a restored version) and keeps them. */
export type AudioCleanupOutcome = "removed" | "kept";

/**
 * Deletes what the audio store holds of a track that is gone
 * (docs/listening.md#when-a-track-or-release-goes), then clears its request.
 * The track's document goes first, so from then on nothing lists, serves or
 * processes its audio (a processing run still going writes nothing and
 * deletes what it made); then every file under its folders (masters of
 * every upload, renditions and previews of every run), the shared promo
 * encodings every copy was made from, and the recipients' promo copies. Throws when the store fails: the request stays, and the
 * next try deletes the rest (a missing file is no error).
 */
export async function cleanUpTrackAudio(
  { repos, store }: { repos: Repos; store: AudioStore },
  request: AudioCleanup,
): Promise<AudioCleanupOutcome> {
  const { track_id: trackId, release_id: releaseId } = request;
  const release = await repos.releases.get(releaseId);
  if (release?.tracks.some((track) => track.id === trackId)) {
    await repos.audioCleanups.clear(request);
    return "kept";
  }
  const audio = await repos.trackAudio.get(trackId);
  if (audio && audio.release_id === releaseId) await repos.trackAudio.remove(trackId, SYSTEM_ACTOR);
  await repos.previewRecuts.delete(trackId);
  await Promise.all([...trackAudioFolders(trackId), promoEncodingFolder(trackId)].map((folder) => store.deleteUnder(folder)));
  await Promise.all(PROMO_DOWNLOAD_FORMATS.map((format) => repos.promoEncodings.delete(promoEncodingId(trackId, format))));
  const copies = await repos.promoDownloads.listForTrack(trackId);
  await Promise.all(copies.map((copy) => store.delete(copy.path)));
  await repos.audioCleanups.clear(request);
  return "removed";
}

/**
 * Works through waiting requests (the oldest `limit`, or those of one
 * release), each on its own: one the store failed stays for the next run
 * and does not stop the others. Answers how many tracks' files went.
 */
export async function cleanUpWaitingAudio(
  context: { repos: Repos; store: AudioStore; log: (message: string) => void },
  requests: readonly AudioCleanup[],
): Promise<number> {
  let removed = 0;
  for (const request of requests) {
    try {
      const outcome = await cleanUpTrackAudio(context, request);
      if (outcome === "removed") removed++;
      context.log(
        `track ${request.track_id}: audio ${outcome === "removed" ? "deleted (the track is gone)" : "kept (the track is listed again)"}`,
      );
    } catch (error) {
      context.log(`track ${request.track_id}: audio deletion stopped, tried again on the next run: ${String(error)}`);
    }
  }
  return removed;
}
