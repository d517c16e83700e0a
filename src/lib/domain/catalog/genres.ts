/**
 * The fixed genre list (docs/product.md#genres). The specification named 30 of "about 125"
 * slugs without giving the rest; we use the streaming service's well-known
 * list of genre seeds, which contains all 30 and uses the same slug style.
 */
export const GENRES = [
  "acoustic",
  "afrobeat",
  "alt-rock",
  "alternative",
  "ambient",
  "anime",
  "black-metal",
  "bluegrass",
  "blues",
  "bossanova",
  "brazil",
  "breakbeat",
  "british",
  "cantopop",
  "chicago-house",
  "children",
  "chill",
  "classical",
  "club",
  "comedy",
  "country",
  "dance",
  "dancehall",
  "death-metal",
  "deep-house",
  "detroit-techno",
  "disco",
  "disney",
  "drum-and-bass",
  "dub",
  "dubstep",
  "edm",
  "electro",
  "electronic",
  "emo",
  "folk",
  "forro",
  "french",
  "funk",
  "garage",
  "german",
  "gospel",
  "goth",
  "grindcore",
  "groove",
  "grunge",
  "guitar",
  "happy",
  "hard-rock",
  "hardcore",
  "hardstyle",
  "heavy-metal",
  "hip-hop",
  "holidays",
  "honky-tonk",
  "house",
  "idm",
  "indian",
  "indie",
  "indie-pop",
  "industrial",
  "iranian",
  "j-dance",
  "j-idol",
  "j-pop",
  "j-rock",
  "jazz",
  "k-pop",
  "kids",
  "latin",
  "latino",
  "malay",
  "mandopop",
  "metal",
  "metal-misc",
  "metalcore",
  "minimal-techno",
  "movies",
  "mpb",
  "new-age",
  "new-release",
  "opera",
  "pagode",
  "party",
  "philippines-opm",
  "piano",
  "pop",
  "pop-film",
  "post-dubstep",
  "power-pop",
  "progressive-house",
  "psych-rock",
  "punk",
  "punk-rock",
  "r-n-b",
  "rainy-day",
  "reggae",
  "reggaeton",
  "road-trip",
  "rock",
  "rock-n-roll",
  "rockabilly",
  "romance",
  "sad",
  "salsa",
  "samba",
  "sertanejo",
  "show-tunes",
  "singer-songwriter",
  "ska",
  "sleep",
  "songwriter",
  "soul",
  "soundtracks",
  "spanish",
  "study",
  "summer",
  "swedish",
  "synth-pop",
  "tango",
  "techno",
  "trance",
  "trip-hop",
  "turkish",
  "work-out",
  "world-music",
] as const;

export type Genre = (typeof GENRES)[number];

const GENRE_SET: ReadonlySet<string> = new Set(GENRES);

export function isGenre(value: string): value is Genre {
  return GENRE_SET.has(value);
}

/** Names the generic rule (title case, hyphens → spaces) would get wrong. */
const DISPLAY_NAME_OVERRIDES: Partial<Record<Genre, string>> = {
  "alt-rock": "Alt-Rock",
  bossanova: "Bossa Nova",
  "drum-and-bass": "Drum and Bass",
  edm: "EDM",
  forro: "Forró",
  "hip-hop": "Hip-Hop",
  "honky-tonk": "Honky-Tonk",
  idm: "IDM",
  "j-dance": "J-Dance",
  "j-idol": "J-Idol",
  "j-pop": "J-Pop",
  "j-rock": "J-Rock",
  "k-pop": "K-Pop",
  "metal-misc": "Metal (Misc)",
  mpb: "MPB",
  "philippines-opm": "Philippines OPM",
  "post-dubstep": "Post-Dubstep",
  "r-n-b": "R&B",
  "rock-n-roll": "Rock 'n' Roll",
  "singer-songwriter": "Singer-Songwriter",
  "synth-pop": "Synth-Pop",
  "trip-hop": "Trip-Hop",
  "work-out": "Workout",
};

/**
 * The card rule (docs/product.md#genres): hyphens become spaces and each word starts
 * upper-case; the rest of each word is kept so "EDM" stays "EDM". Only for
 * genres outside the list: every screen shows `genreDisplayName`.
 */
function formatGenreLabel(genre: string): string {
  return genre
    .replace(/-/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * The one display name of a genre, in selects, filters, cards and the admin
 * alike: a listed genre (by slug or by free text that matches one, "Trip Hop")
 * gets its override or the card rule; anything else the card rule.
 */
export function genreDisplayName(value: string): string {
  const genre = matchGenre(value);
  if (genre) return DISPLAY_NAME_OVERRIDES[genre] ?? formatGenreLabel(genre);
  return formatGenreLabel(value);
}

/** Lowercase, runs of whitespace → '-' (the matching rule of docs/product.md#genres). */
function hyphenateLower(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, "-");
}

/** A free-text genre name → its slug in the list, or null when absent. */
export function matchGenre(freeText: string | null | undefined): Genre | null {
  const candidate = hyphenateLower(freeText ?? "");
  return isGenre(candidate) ? candidate : null;
}

/**
 * Genre to fill from a streaming-service artist profile (docs/product.md#genres): the
 * first genre that maps to a known one, else the hyphenated lowercase form of
 * the first, else null.
 */
export function genreFromSpotifyGenres(genres: readonly string[] | null | undefined): string | null {
  const named = (genres ?? []).filter((genre) => genre.trim() !== "");
  for (const genre of named) {
    const known = matchGenre(genre);
    if (known) return known;
  }
  return named.length > 0 ? hyphenateLower(named[0]!) : null;
}
