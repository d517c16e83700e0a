import type { TrackAudio } from "../../../src/lib/domain/listening";
import type { TrackAudioView } from "../../../src/lib/domain/listening";
import type { Release } from "../../../src/lib/domain/catalog";

/** The admin's view of a track's audio: everything but the worker's lease. */
export function trackAudioView({ lease_until: _lease, ...audio }: TrackAudio): TrackAudioView {
  return audio;
}

/** Every rendition file a document lists. */
export const renditionPathsOf = (audio: TrackAudio): string[] => [...audio.renditions, ...audio.preview_renditions].map((r) => r.path);

/** How the audit log names a track's audio: the release's title and the track's. */
export function trackLabel(release: Pick<Release, "title" | "tracks">, trackId: string): string {
  const track = release.tracks.find((t) => t.id === trackId);
  return track ? `${release.title}: ${track.title}` : release.title;
}
