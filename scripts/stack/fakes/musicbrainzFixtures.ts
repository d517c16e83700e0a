/**
 * What the fake MusicBrainz knows of the fixture albums: a release (found by
 * its barcode, or by the ISRC of any of its tracks) in a release group, each
 * with URL relationships as MusicBrainz editors enter them. Reel to Reel, the
 * seeded release that is "everywhere", links to 15 stores and services and
 * its release group to Discogs; a few others to some; the rest are not in MusicBrainz. Relationships a fan has no
 * use for (Wikidata, a review, an ended link) are there too, to be ignored.
 */
import { albumSlug, FIXTURE_ALBUMS, type FixtureAlbum } from "./fixtures";

export interface FixtureRelation {
  type: string;
  url: string;
  ended?: boolean;
}

export interface MusicbrainzFixture {
  album: FixtureAlbum;
  releaseId: string;
  releaseGroupId: string;
  release: FixtureRelation[];
  releaseGroup: FixtureRelation[];
}

/** A MusicBrainz-shaped id (UUID) derived from the album's position. */
const mbid = (kind: "a" | "b", n: number) => `${kind}0c0ffee-0000-4000-8000-${String(n).padStart(12, "0")}`;

function wideRelations(album: FixtureAlbum): FixtureRelation[] {
  const slug = albumSlug(album);
  const n = album.deezerId;
  return [
    { type: "purchase for download", url: `https://haldendrift.bandcamp.com/album/${slug}` },
    { type: "streaming", url: `https://open.qobuz.com/album/q${n}` },
    { type: "purchase for download", url: `https://www.qobuz.com/us-en/album/${slug}/q${n}` },
    { type: "purchase for download", url: `https://www.beatport.com/release/${slug}/${n}` },
    { type: "purchase for download", url: `https://us.7digital.com/artist/halden-drift/release/${slug}-${n}` },
    { type: "purchase for download", url: `https://www.junodownload.com/products/halden-drift-${slug}/${n}-02/` },
    { type: "purchase for download", url: `https://www.traxsource.com/title/${n}/${slug}` },
    { type: "purchase for download", url: `https://bleep.com/release/${n}-halden-drift-${slug}` },
    { type: "purchase for mail-order", url: `https://boomkat.com/products/${slug}` },
    { type: "purchase for download", url: `https://www.hdtracks.com/album/${n}` },
    { type: "streaming", url: `https://www.kkbox.com/tw/en/album/${n}` },
    { type: "streaming", url: `https://www.jiosaavn.com/album/${slug}/${n}` },
    { type: "streaming", url: `https://music.163.com/#/album?id=${n}` },
    { type: "streaming", url: `https://www.melon.com/album/detail.htm?albumId=${n}` },
    { type: "streaming", url: `https://music.line.me/webapp/album/mb${n}` },
    { type: "free streaming", url: `https://www.mixcloud.com/haldendrift/${slug}/` },
    // Already found elsewhere: the first source keeps its link.
    { type: "amazon asin", url: `https://www.amazon.com/gp/product/B0${album.appleId}` },
    { type: "free streaming", url: `https://open.spotify.com/album/${album.id}` },
    // Not for fans, or no longer there.
    { type: "streaming", url: `https://napster.com/artist/halden-drift/album/${slug}`, ended: true },
    { type: "other databases", url: `https://rateyourmusic.com/release/album/halden-drift/${slug}/` },
  ];
}

const someRelations = (album: FixtureAlbum): FixtureRelation[] => [
  { type: "purchase for download", url: `https://staticbloom.bandcamp.com/album/${albumSlug(album)}` },
  { type: "streaming", url: `https://open.qobuz.com/album/q${album.deezerId}` },
];

const groupRelations = (album: FixtureAlbum): FixtureRelation[] => [
  { type: "discogs", url: `https://www.discogs.com/master/${album.deezerId - 400_000_000}` },
  { type: "wikidata", url: `https://www.wikidata.org/wiki/Q${album.appleId}` },
  { type: "review", url: `https://www.example-reviews.test/${albumSlug(album)}` },
];

/** Albums MusicBrainz knows, by Spotify album ID, with their release's relationships. */
const KNOWN: Record<string, (album: FixtureAlbum) => FixtureRelation[]> = {
  "1ReelToReelSeedAlbum01": wideRelations,
  "3TapeHissSermons000003": someRelations,
  "7AccraNocturnes0000007": someRelations,
};

export const MUSICBRAINZ_FIXTURES: MusicbrainzFixture[] = FIXTURE_ALBUMS.flatMap((album, i) => {
  const relations = KNOWN[album.id];
  return relations
    ? [
        {
          album,
          releaseId: mbid("a", i + 1),
          releaseGroupId: mbid("b", i + 1),
          release: relations(album),
          releaseGroup: groupRelations(album),
        },
      ]
    : [];
});

/** The same relationships in MusicBrainz's JSON shape (inc=url-rels). */
export function relationsJson(relations: FixtureRelation[]) {
  return relations.map((relation, i) => ({
    type: relation.type,
    "type-id": `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    "target-type": "url",
    direction: "forward",
    ended: relation.ended ?? false,
    begin: null,
    end: null,
    attributes: [],
    url: { id: `c0000000-0000-4000-8000-${String(i).padStart(12, "0")}`, resource: relation.url },
  }));
}
