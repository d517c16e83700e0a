import { randomUUID } from "node:crypto";
import type { Repositories } from "../src/lib/data";
import { trackAudioSchema } from "../src/lib/domain/listening/trackAudio";
import { audioStore } from "../src/lib/files";

/**
 * Gives each track of a release a WAV master in the private audio store and
 * a ready track_audio record naming it, as an upload leaves them: what the
 * store makes buyers' files from (docs/store.md#formats-and-tags). The
 * master of track `index` is the file `masterOf(index)` on local disk.
 */
export async function storeWavMasters(
  repos: Pick<Repositories, "trackAudio">,
  releaseId: string,
  tracks: readonly { id: string }[],
  masterOf: (index: number) => string,
  durationSeconds: number,
): Promise<void> {
  for (const [index, track] of tracks.entries()) {
    const path = `masters/${track.id}/${randomUUID()}.wav`;
    await audioStore().putFile(path, masterOf(index), "audio/wav");
    await repos.trackAudio.set(
      trackAudioSchema.parse({
        track_id: track.id,
        release_id: releaseId,
        status: "ready",
        master: { path, bytes: 1, content_type: "audio/wav", original_name: "master.wav" },
        duration_seconds: durationSeconds,
        updated_at: new Date(),
      }),
    );
  }
}
