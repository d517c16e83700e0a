import { cleanUpWaitingAudio } from "../../../src/lib/audio/cleanUpTrackAudio";
import { audioStore } from "../../../src/lib/files";
import type { Repositories } from "../operations/operation";

/**
 * Deletes at once the stored audio a release write asked to delete (its
 * deletion, or tracks taken off its tracklist). Never fails the write, which
 * is already committed with its requests: a store that refuses leaves them
 * for the track-audio job (docs/listening.md#when-a-track-or-release-goes).
 */
export async function cleanUpReleaseAudio(repos: Repositories, releaseId: string, log: (message: string) => void): Promise<void> {
  try {
    await cleanUpWaitingAudio({ repos, store: audioStore(), log }, await repos.audioCleanups.listForRelease(releaseId));
  } catch (error) {
    log(`release ${releaseId}: its tracks' audio is left to the track-audio job: ${String(error)}`);
  }
}
