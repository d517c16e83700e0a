import { type Artist, type PressPost, type Release, type ReleaseArtist } from "../../src/lib/domain/catalog";
import { newDemoDeskFields, type Demo } from "../../src/lib/domain/demos";
import { fixtureDspLinks } from "../stack/fakes/fixtureDspLinks";
import { artistId, demoId, pressId, releaseId } from "./ids";
import { seedAudioSeconds } from "./trackAudio";
import { SEED_PREVIEW, seededTracks } from "./tracklists";

/**
 * Deterministic demo content. Dates are fixed, except the upcoming release,
 * which is always 45 days after the day of seeding so that it stays upcoming.
 */
export interface SeedContent {
  artists: Artist[];
  releases: Release[];
  releaseArtists: ReleaseArtist[];
  pressPosts: PressPost[];
  demos: (Demo & { audioSeconds: number })[];
}

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

function addDays(date: Date, days: number): string {
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

const ARTISTS: [name: string, slug: string, genre: string, spotify: string | null, published: boolean, bio: string][] = [
  [
    "Halden Drift",
    "halden-drift",
    "ambient",
    "3HaldenDriftSeed0000a1",
    true,
    "Halden Drift records long-form ambient pieces on reel-to-reel loops salvaged from a closed radio station. Their live sets stretch a single chord across an hour.",
  ],
  [
    "Mira Osei",
    "mira-osei",
    "electronic",
    "5MiraOseiSeed000000b2",
    true,
    "Mira Osei builds modular electronics around field recordings from Accra and Rotterdam, folding market chatter into restless polyrhythms.",
  ],
  [
    "Quiet Engines",
    "quiet-engines",
    "industrial",
    null,
    true,
    "A duo of former factory engineers who play contact-miked machinery. Quiet Engines turn the hum of the workplace into slow, heavy rituals.",
  ],
  [
    "Sable Fen",
    "sable-fen",
    "folk",
    null,
    true,
    "Sable Fen sings old ballads over detuned harmonium and tape hiss, somewhere between a lullaby and a séance.",
  ],
  [
    "Northbound Static",
    "northbound-static",
    "techno",
    null,
    true,
    "Northbound Static makes stripped-down techno from a single drum machine and a shortwave radio tuned between stations.",
  ],
  [
    "Yuki Tanabe",
    "yuki-tanabe",
    "classical",
    null,
    true,
    "Composer and pianist Yuki Tanabe writes for prepared piano and string quartet, leaving room for silence and accident.",
  ],
  [
    "Cobalt Choir",
    "cobalt-choir",
    "trip-hop",
    null,
    true,
    "Cobalt Choir is a seven-voice vocal ensemble that sings over broken beats and bowed cymbals.",
  ],
  [
    "Lantern Array",
    "lantern-array",
    "dubstep",
    null,
    true,
    "Lantern Array pushes sub-bass through cathedral reverbs; their shows are lit only by hand-held lanterns.",
  ],
  ["Unsigned Project", "unsigned-project", "noise", null, false, "A project still in the works: not announced yet."],
];

export function seedContent(today: Date, siteUrl: string): SeedContent {
  const img = (path: string) => `${siteUrl}/images/seed/${path}`;
  const artists: Artist[] = ARTISTS.map(([name, slug, genre, spotify, published, bio], i) => ({
    id: artistId(i + 1),
    name,
    slug,
    bio,
    genre,
    image_url: i === 5 ? null : img(`artist-${i + 1}.svg`),
    spotify_artist_id: spotify,
    instagram_url: `https://instagram.com/${slug.replace(/-/g, "")}`,
    twitter_url: i % 2 === 0 ? `https://twitter.com/${slug.replace(/-/g, "")}` : null,
    facebook_url: null,
    soundcloud_url: `https://soundcloud.com/${slug}`,
    bandcamp_url: i < 4 ? `https://${slug.replace(/-/g, "")}.bandcamp.com` : null,
    website_url: i === 0 ? "https://haldendrift.example" : null,
    is_published: published,
    created_at: at(`2024-0${(i % 9) + 1}-1${i % 9}`),
  }));

  type ReleaseRow = [title: string, artist: number, date: string, type: Release["album_type"], tracks: number, extra?: Partial<Release>];
  const rows: ReleaseRow[] = [
    [
      "Reel to Reel",
      1,
      "2026-10-03",
      "album",
      9,
      {
        isrc: "USLBL2600001",
        spotify_album_id: "1ReelToReelSeedAlbum01",
        credits: {
          producers: ["Halden Drift", "Ines Valo"],
          writers: ["Halden Drift"],
          engineers: ["Tom Akers"],
          mixing: ["Ines Valo"],
          mastering: ["Rae Lindqvist"],
        },
        dsp_links_fetched_at: at("2026-10-04"),
        bandcamp_url: "https://haldendrift.bandcamp.com/album/reel-to-reel",
      },
    ],
    ["Market Frequencies", 2, "2026-09-12", "single", 2, { spotify_album_id: "2MarketFreqSeedAlbum02" }],
    ["Contact Mic Liturgy", 3, "2026-08-22", "album", 7],
    // Plays each track's preview only (docs/listening.md#listening-rules).
    ["Harmonium Hymns", 4, "2026-07-18", "album", 10, { listening: "preview" }],
    ["Shortwave", 5, "2026-06-05", "single", 1],
    ["Prepared Pieces", 6, "2026-05-15", "album", 8],
    ["Seven Voices", 7, "2026-04-10", "album", 11],
    ["Lantern Bass", 8, "2026-03-20", "single", 3],
    ["Drift and Engines", 1, "2026-02-14", "compilation", 12],
    ["Night Loops", 1, "2025-12-05", "single", 2],
    ["Rotterdam Tapes", 2, "2025-11-21", "album", 9],
    ["Rust Choir", 3, "2025-10-10", "single", 1],
    ["Winter Ballads", 4, "2025-09-01", "album", 6],
    ["Machine Room", 5, "2025-07-30", "album", 8],
    ["Quartet for Rain", 6, "2025-06-12", "single", 2],
    ["Unfinished Session", 2, "2026-01-09", "album", 5, { is_published: false }],
    [
      "Coming Tide",
      1,
      addDays(today, 45),
      "album",
      8,
      { pre_save_enabled: true, pre_save_url: "https://open.spotify.com/prerelease/seed-coming-tide" },
    ],
  ];

  const releases: Release[] = rows.map(([title, artist, date, type, tracks, extra = {}], i) => ({
    id: releaseId(i + 1),
    title,
    slug: title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, ""),
    artist_id: artistId(artist),
    image_url: img(`cover-${i + 1}.svg`),
    genre: ARTISTS[artist - 1]?.[2] ?? null,
    release_date: date,
    year: date.slice(0, 4),
    isrc: null,
    spotify_album_id: null,
    apple_music_url: null,
    bandcamp_url: null,
    soundcloud_url: `https://soundcloud.com/${ARTISTS[artist - 1]?.[1]}/sets/${i + 1}`,
    pre_save_enabled: false,
    pre_save_url: null,
    is_published: true,
    credits: {},
    tracks: [],
    listening: "full",
    dsp_links: {},
    dsp_links_fetched_at: null,
    album_type: type,
    total_tracks: tracks,
    created_at: at(date < "2026-11-01" ? date : "2026-11-01"),
    updated_at: at(date < "2026-11-01" ? date : "2026-11-01"),
    ...extra,
  }));

  for (const [i, release] of releases.entries()) {
    release.tracks = seededTracks(release, i).map((track, n) => ({
      ...track,
      // A track with seeded audio lists the length it plays.
      duration_seconds: seedAudioSeconds(release.title, n) ?? track.duration_seconds,
      ...(release.listening === "preview" ? SEED_PREVIEW : {}),
    }));
  }

  // Reel to Reel is out everywhere: its links are what generating them from
  // the local fakes gives (song.link, Deezer, iTunes, MusicBrainz), 30+ platforms.
  const reelToReel = releases[0]!;
  reelToReel.dsp_links = fixtureDspLinks(reelToReel.spotify_album_id!, reelToReel);

  const releaseArtists: ReleaseArtist[] = releases.flatMap((r) =>
    r.artist_id ? [{ release_id: r.id, artist_id: r.artist_id, artist_order: 0, is_primary: true }] : [],
  );
  // "Drift and Engines": a collaboration credited to two artists.
  releaseArtists.push({ release_id: releaseId(9), artist_id: artistId(3), artist_order: 1, is_primary: false });

  const POSTS: [title: string, date: string, published: boolean][] = [
    ["Halden Drift announces Coming Tide", "2026-11-10", true],
    ["Reel to Reel: inside the tape room", "2026-10-05", true],
    ["Mira Osei on building a modular city", "2026-09-14", true],
    ["Quiet Engines play the turbine hall", "2026-08-25", true],
    ["Open call: demo submissions for 2027", "2026-07-01", true],
    ["Cobalt Choir tour dates", "2026-05-02", true],
    ["Label anniversary: ten years of noise", "2026-02-20", true],
    ["Draft: spring showcase line-up", "2026-11-15", false],
  ];
  const pressPosts: PressPost[] = POSTS.map(([title, date, published], i) => ({
    id: pressId(i + 1),
    title,
    slug: title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, ""),
    excerpt: `${title}. News from the label, with listening notes, dates and the people behind the sound.`,
    content: `<h2>${title}</h2><p>News from the label. <strong>Listen loud</strong>, read the notes, and <a href="https://example.com/tickets">get tickets</a>.</p><ul><li>Dates announced soon</li><li>Limited vinyl pressing</li></ul><blockquote>Sound is a place you can live in.</blockquote>`,
    featured_image_url: img(`press-${i + 1}.svg`),
    is_published: published,
    published_at: published ? at(date) : null,
    author_id: "seed-admin",
    created_at: at(date),
  }));

  const DEMOS: [artist: string, track: string, status: Demo["status"], genre: string | null, date: string][] = [
    ["Glass Harbour", "Tidal Locking", "pending", "ambient", "2026-11-18"],
    ["Kite Variant", "Relay", "reviewed", "electronic", "2026-11-02"],
    ["Ossa", "Bone Flute Study", "accepted", null, "2026-10-20"],
    ["DJ Overdrive", "Club Banger 3000", "rejected", "edm", "2026-10-01"],
  ];
  const demos = DEMOS.map(([artist_name, track_title, status, genre, date], i) => ({
    id: demoId(i + 1),
    artist_name,
    email: `${artist_name.toLowerCase().replace(/[^a-z]+/g, ".")}@example.com`,
    track_title,
    genre,
    message: i === 3 ? null : `Hi! Here is "${track_title}", recorded at home. Thanks for listening.`,
    audio_path: `seed-demo-${i + 1}.wav`,
    file_size: 0,
    content_type: "audio/wav",
    status,
    admin_notes: status === "pending" ? "" : `Listened on ${date}.`,
    submitted_at: at(date),
    ...newDemoDeskFields(),
    audioSeconds: 1 + i,
  }));

  return { artists, releases, releaseArtists, pressPosts, demos };
}
