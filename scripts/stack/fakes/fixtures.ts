/**
 * The catalogue the fake streaming services serve. It includes the seeded
 * artists' and releases' Spotify IDs (scripts/seed/content.ts), albums not
 * yet in our catalogue (something to import), collaborators we do not have
 * (refetch creates them), and a few IDs with scripted misbehaviour for tests.
 * Images point at the site's own /images/seed/ files: there is no internet.
 */

export interface FixtureArtist {
  id: string;
  name: string;
  genres: string[];
  /** File under /images/seed/. */
  image: string;
}

export interface FixtureAlbum {
  id: string;
  name: string;
  album_type: "album" | "single" | "compilation";
  /** As Spotify writes it: year, month or day precision. */
  release_date: string;
  total_tracks: number;
  /** Credited artists, primary first. */
  artistIds: string[];
  upc: string;
  /** ISRC of track 1; later tracks count up from it. */
  firstIsrc: string;
  image: string;
  /** IDs of the same album on Deezer and Apple Music. */
  deezerId: number;
  appleId: number;
  /** Titles of its first tracks, where they have names of their own; later tracks are "{album} (Part n)". */
  trackTitles: string[];
}

/** IDs with scripted behaviour, for tests (and for trying error states by hand). */
export const FAKE_SPECIAL_IDS = {
  /** Its album listing answers 429 (Retry-After: 1) to every other request. */
  artistRateLimitedOnce: "0RateLimitedArtist0001",
  /** Everything about it answers 429. */
  artistAlwaysRateLimited: "0AlwaysLimitedArtist01",
  /** Its album listing has no items array; its profile has no name. */
  artistMalformed: "0MalformedArtist000001",
  /** Its album answer has no name and broken images. */
  albumMalformed: "0MalformedAlbum0000001",
  /** A valid album that song.link, Deezer and iTunes all fail on (HTTP 503). */
  albumLinksDown: "0LinksDownAlbum0000001",
  /** song.link answers 429 (Retry-After: 1) to every other request about it. */
  albumSonglinkBusy: "0SonglinkBusyAlbum0001",
} as const;

/** UPC of the links-down album: Deezer and iTunes fail on it. */
export const LINKS_DOWN_UPC = "503000000001";

export const FIXTURE_ARTISTS: FixtureArtist[] = [
  { id: "3HaldenDriftSeed0000a1", name: "Halden Drift", genres: ["ambient", "drone", "tape music"], image: "artist-1.svg" },
  { id: "5MiraOseiSeed000000b2", name: "Mira Osei", genres: ["electronic", "afrobeat", "modular synth"], image: "artist-2.svg" },
  { id: "7InesValoSeed000000c3", name: "Ines Valo", genres: ["minimal techno", "drone"], image: "artist-5.svg" },
  { id: "8KofiMensahSeed0000d4", name: "Kofi Mensah", genres: ["highlife", "jazz"], image: "artist-7.svg" },
  { id: "9RaeLindqvistSeed00e5", name: "Rae Lindqvist", genres: ["modern classical", "piano"], image: "artist-6.svg" },
  { id: FAKE_SPECIAL_IDS.artistRateLimitedOnce, name: "Busy Signal", genres: ["noise"], image: "artist-8.svg" },
  { id: FAKE_SPECIAL_IDS.artistAlwaysRateLimited, name: "Jammed Line", genres: ["noise"], image: "artist-8.svg" },
  { id: FAKE_SPECIAL_IDS.artistMalformed, name: "Broken Feed", genres: [], image: "artist-9.svg" },
  { id: "0TestPatternArtist0001", name: "Test Pattern", genres: ["glitch"], image: "artist-9.svg" },
];

const HALDEN = "3HaldenDriftSeed0000a1";
const MIRA = "5MiraOseiSeed000000b2";
const INES = "7InesValoSeed000000c3";
const KOFI = "8KofiMensahSeed0000d4";
const RAE = "9RaeLindqvistSeed00e5";
const TEST_PATTERN = "0TestPatternArtist0001";

type Row = [
  id: string,
  name: string,
  type: FixtureAlbum["album_type"],
  date: string,
  tracks: number,
  artists: string[],
  upc: string,
  isrc: string,
  image: string,
];

const ROWS: Row[] = [
  // In the seeded catalogue (spotify_album_id set there).
  ["1ReelToReelSeedAlbum01", "Reel to Reel", "album", "2026-10-03", 9, [HALDEN, INES], "199000000011", "USLBL2600001", "cover-1.svg"],
  ["2MarketFreqSeedAlbum02", "Market Frequencies", "single", "2026-09-12", 2, [MIRA], "199000000028", "USLBL2600101", "cover-2.svg"],
  // Not in the catalogue yet: for the import dialog.
  ["3TapeHissSermons000003", "Tape Hiss Sermons", "album", "2024-05-17", 7, [HALDEN], "199000000035", "USLBL2400201", "cover-9.svg"],
  ["4SalvagedFrequencies04", "Salvaged Frequencies", "single", "2024-11", 1, [HALDEN], "199000000042", "USLBL2400301", "cover-10.svg"],
  [
    "5LoopsForEmptyRooms005",
    "Loops for Empty Rooms",
    "compilation",
    "2023",
    14,
    [HALDEN, MIRA, INES],
    "199000000059",
    "USLBL2300401",
    "cover-12.svg",
  ],
  [
    "6BroadcastFromTheShore",
    "Broadcast from the Shore",
    "single",
    "2025-02-28",
    2,
    [HALDEN, RAE],
    "199000000066",
    "USLBL2500501",
    "cover-14.svg",
  ],
  ["7AccraNocturnes0000007", "Accra Nocturnes", "album", "2025-03-14", 8, [MIRA, KOFI], "199000000073", "USLBL2500601", "cover-11.svg"],
  ["8HarbourPulse000000008", "Harbour Pulse", "single", "2024-08-02", 1, [MIRA], "199000000080", "USLBL2400701", "cover-13.svg"],
  [
    "9RotterdamRemixes00009",
    "Rotterdam Remixes",
    "compilation",
    "2024-02",
    10,
    [MIRA, HALDEN, INES],
    "199000000097",
    "USLBL2400801",
    "cover-15.svg",
  ],
  ["AMarketDayDub00000010", "Market Day (Dub)", "single", "2023-06-09", 2, [MIRA], "199000000103", "USLBL2300901", "cover-16.svg"],
  ["BLowLightStudies000011", "Low Light Studies", "album", "2022-10-21", 6, [INES], "199000000110", "USLBL2201001", "cover-4.svg"],
  ["CValoDrift000000000012", "Valo / Drift", "single", "2023-04-07", 2, [INES, HALDEN], "199000000127", "USLBL2301101", "cover-6.svg"],
  ["DPreparedRain000000013", "Prepared Rain", "album", "2021-09", 5, [RAE], "199000000134", "USLBL2101201", "cover-7.svg"],
  // More tracks than a release lists (LIMITS.track.perRelease) and than one page of Spotify's (50).
  ["EHumArchive00000000015", "Hum Archive", "compilation", "2020-01-20", 120, [RAE], "199000000165", "USLBL2001601", "cover-8.svg"],
  // Scripted behaviour.
  [
    "0EngagedTone0000000014",
    "Engaged Tone",
    "single",
    "2025-01-10",
    1,
    [FAKE_SPECIAL_IDS.artistRateLimitedOnce],
    "199000000141",
    "USLBL2501301",
    "cover-17.svg",
  ],
  [
    FAKE_SPECIAL_IDS.albumLinksDown,
    "Outage",
    "single",
    "2025-05-05",
    1,
    [TEST_PATTERN, INES],
    LINKS_DOWN_UPC,
    "USLBL2501401",
    "cover-18.svg",
  ],
  [
    FAKE_SPECIAL_IDS.albumSonglinkBusy,
    "Busy Tone",
    "single",
    "2025-06-06",
    1,
    [TEST_PATTERN],
    "199000000158",
    "USLBL2501501",
    "cover-3.svg",
  ],
];

/** Track titles of the seeded releases (scripts/seed/content.ts lists the same), and of a few albums to import. */
const TRACK_TITLES: Record<string, string[]> = {
  "1ReelToReelSeedAlbum01": [
    "Reel to Reel",
    "Splice Room",
    "Leader Tape",
    "Wow and Flutter",
    "Capstan",
    "Oxide Shed",
    "Print-Through",
    "Erase Head",
    "Take-Up Reel",
  ],
  "2MarketFreqSeedAlbum02": ["Market Frequencies", "Makola Dub"],
  "3TapeHissSermons000003": ["First Sermon", "Hiss Choir", "Bias Current", "Dropout", "Second Sermon", "Head Alignment", "Benediction"],
  "7AccraNocturnes0000007": [
    "Jamestown at Night",
    "Highlife Ghost",
    "Kantamanto",
    "Lighthouse Loop",
    "Harmattan",
    "Osu Castle Drone",
    "Tro-Tro",
    "Last Bus",
  ],
};

/** Track n (1-based) of the album with this ID that credits someone more than the album's artists, and who. */
export const FEATURED_TRACKS: Record<string, { n: number; artistId: string }> = {
  "7AccraNocturnes0000007": { n: 3, artistId: "9RaeLindqvistSeed00e5" },
};

/** Tracks Spotify marks explicit: album ID → track numbers. */
export const EXPLICIT_TRACKS: Record<string, number[]> = {
  "7AccraNocturnes0000007": [7],
  "1ReelToReelSeedAlbum01": [6],
};

export const FIXTURE_ALBUMS: FixtureAlbum[] = ROWS.map(
  ([id, name, album_type, release_date, total_tracks, artistIds, upc, firstIsrc, image], i) => ({
    id,
    name,
    album_type,
    release_date,
    total_tracks,
    artistIds,
    upc,
    firstIsrc,
    image,
    deezerId: 400_000_001 + i,
    appleId: 1_700_000_001 + i,
    trackTitles: TRACK_TITLES[id] ?? [name],
  }),
);

export function fixtureArtist(id: string): FixtureArtist | undefined {
  return FIXTURE_ARTISTS.find((artist) => artist.id === id);
}

export function fixtureAlbum(id: string): FixtureAlbum | undefined {
  return FIXTURE_ALBUMS.find((album) => album.id === id);
}

/** Albums crediting the artist (primary or not), as Spotify lists them. */
export function fixtureAlbumsOf(artistId: string): FixtureAlbum[] {
  return FIXTURE_ALBUMS.filter((album) => album.artistIds.includes(artistId));
}

export interface FixtureTrack {
  /** 22 characters, as Spotify's. */
  id: string;
  isrc: string;
  name: string;
  /** Between 2:30 and 6:29, fixed per album and track. */
  durationMs: number;
  explicit: boolean;
  /** The album's artists, plus a featured one on FEATURED_TRACKS. */
  artistIds: string[];
}

/** Track n (1-based) of an album: a 22-character ID, its ISRC, name, duration, flag and artists. */
export function fixtureTrack(album: FixtureAlbum, n: number): FixtureTrack {
  const serial = Number(album.firstIsrc.slice(-5)) + n - 1;
  const featured = FEATURED_TRACKS[album.id];
  return {
    id: `${album.id.slice(0, 18)}T${String(n).padStart(3, "0")}`,
    isrc: `${album.firstIsrc.slice(0, -5)}${String(serial).padStart(5, "0")}`,
    name: album.trackTitles[n - 1] ?? `${album.name} (Part ${n})`,
    durationMs: (150 + ((n * 97 + album.upc.charCodeAt(10) * 13) % 240)) * 1000 + ((n * 331) % 1000),
    explicit: EXPLICIT_TRACKS[album.id]?.includes(n) ?? false,
    artistIds: featured?.n === n ? [...album.artistIds, featured.artistId] : album.artistIds,
  };
}

/** The album and track number behind a fixture track ID. */
export function findFixtureTrack(trackId: string): { album: FixtureAlbum; n: number } | undefined {
  const match = /^(.{18})T(\d{3})$/.exec(trackId);
  if (!match) return undefined;
  const album = FIXTURE_ALBUMS.find((a) => a.id.slice(0, 18) === match[1]);
  const n = Number(match[2]);
  return album && n >= 1 && n <= album.total_tracks ? { album, n } : undefined;
}

export function albumSlug(album: Pick<FixtureAlbum, "name">): string {
  return album.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The album's page on Deezer, as the fake Deezer and song.link give it. */
export function deezerAlbumUrl(album: FixtureAlbum): string {
  return `https://www.deezer.com/album/${album.deezerId}`;
}

/** The album's Apple Music page in a storefront, as the fake iTunes lookup gives it (without the affiliate parameter). */
export function appleMusicAlbumUrl(album: FixtureAlbum, country = "us"): string {
  return `https://music.apple.com/${country}/album/${albumSlug(album)}/${album.appleId}`;
}
