import type { Track } from "../../src/lib/domain/catalog";
import { TRACK_LISTENING_DEFAULTS } from "../../src/lib/domain/catalog";
import { stableUuid } from "../../src/lib/integrations/stableIds";
import { fixtureTracklist } from "../stack/fakes/fixtureTracklist";

/**
 * The seeded releases' tracklists: the two with a Spotify album list what a
 * refetch gives (the fake's tracks); the others get titles made from the
 * release's own words, with durations, a few per-track credits, guest
 * artists and one explicit track, so every state of the tracklist shows on
 * the demo site.
 */
const WORDS = [
  "Salt",
  "Static",
  "Glass",
  "Ember",
  "Harbour",
  "Lantern",
  "Orbit",
  "Hollow",
  "Tide",
  "Copper",
  "Moth",
  "Signal",
  "Thaw",
  "Relay",
  "Cinder",
  "Quartz",
];
const NOUNS = [
  "Hymn",
  "Study",
  "Loop",
  "Drone",
  "Field",
  "Room",
  "Procession",
  "Choir",
  "Engine",
  "Lullaby",
  "Current",
  "Window",
  "Pulse",
  "Archive",
];

function seedTracklist(
  release: { id: string; title: string; spotify_album_id: string | null; total_tracks: number | null },
  index: number,
): Track[] {
  if (release.spotify_album_id) return fixtureTracklist(release.spotify_album_id, release.id);
  const count = release.total_tracks ?? 0;
  return Array.from({ length: count }, (_, i): Track => {
    const n = i + 1;
    const title = n === 1 ? release.title : `${WORDS[(index * 5 + n * 3) % WORDS.length]} ${NOUNS[(index * 7 + n) % NOUNS.length]}`;
    return {
      id: stableUuid(`seed:track:${release.id}:${n}`),
      title,
      duration_seconds: 140 + ((index * 61 + n * 113) % 330),
      isrc: `USLBL26${String(index * 100 + n).padStart(5, "0")}`,
      artists: [],
      credits: n === 2 ? { writers: ["Sable Fen", "Tom Akers"] } : {},
      explicit: false,
      spotify_track_id: null,
      ...TRACK_LISTENING_DEFAULTS,
    };
  });
}

/** The preview window of a seeded release in preview mode: 6 seconds from second 5, short enough to hear out. */
export const SEED_PREVIEW = { preview_start_seconds: 5, preview_length_seconds: 6 } as const;

/** What sets a few tracks apart: a guest on a track, an explicit one (by release title and track number). */
export const SEED_TRACK_EXTRAS: Record<string, Record<number, Partial<Track>>> = {
  "Drift and Engines": {
    2: { artists: ["Quiet Engines"] },
    5: { artists: ["Quiet Engines", "Halden Drift"] },
    8: { artists: ["Halden Drift", "Mira Osei"] },
  },
  "Machine Room": { 4: { explicit: true } },
  "Seven Voices": { 3: { artists: ["Cobalt Choir", "Sable Fen"] } },
  // A pre-release single: the one track that plays before its release day.
  "Coming Tide": { 1: { focus: true } },
};

/** The release's tracklist with its extras applied. */
export function seededTracks(release: Parameters<typeof seedTracklist>[0], index: number): Track[] {
  const extras = SEED_TRACK_EXTRAS[release.title] ?? {};
  return seedTracklist(release, index).map((track, i) => ({ ...track, ...extras[i + 1] }));
}
