import type { TrackAudio } from "../../../src/lib/domain/listening/trackAudio";
import type { TrackAudioView } from "../../../src/lib/domain/listening/contract";

/** The admin's view of a track's audio: everything but the worker's lease. */
export function trackAudioView({ lease_until: _lease, ...audio }: TrackAudio): TrackAudioView {
  return audio;
}

/** Every rendition file a document lists. */
export const renditionPathsOf = (audio: TrackAudio): string[] => [...audio.renditions, ...audio.preview_renditions].map((r) => r.path);
