/**
 * A fake of MusicBrainz's web service (/ws/2, JSON): release search by
 * barcode, ISRC lookup with its releases, and release and release-group
 * lookups with their URL relationships. Like MusicBrainz it refuses clients
 * without an identifying User-Agent ("App/1.0 ( contact )") with 403, and
 * answers 503 for the links-down album's barcode.
 */
import { fixtureTrack, LINKS_DOWN_UPC } from "./fixtures";
import { startJsonServer, type FakeReply, type RunningFake } from "./jsonServer";
import { MUSICBRAINZ_FIXTURES, relationsJson, type MusicbrainzFixture } from "./musicbrainzFixtures";

const notFound: FakeReply = {
  status: 404,
  body: { error: "Not Found", help: "For usage, please see: https://musicbrainz.org/development/mmd" },
};
const unavailable: FakeReply = { status: 503, body: { error: "Your requests are exceeding the allowable rate limit." } };

/** Name/version and a contact in parentheses, as MusicBrainz asks. */
export const IDENTIFYING_USER_AGENT = /^\S+\/\S+ \(.*\S.*\)/;

const releaseRef = (f: MusicbrainzFixture) => ({
  id: f.releaseId,
  title: f.album.name,
  status: "Official",
  barcode: f.album.upc,
  date: f.album.release_date,
});

function searchByBarcode(query: string): FakeReply {
  const barcode = /^barcode:(\d+)$/.exec(query)?.[1];
  if (!barcode) return { status: 400, body: { error: "Invalid query" } };
  if (barcode === LINKS_DOWN_UPC) return unavailable;
  const found = MUSICBRAINZ_FIXTURES.filter((f) => f.album.upc.replace(/^0+/, "") === barcode.replace(/^0+/, ""));
  return {
    body: {
      created: "2026-01-01T00:00:00.000Z",
      count: found.length,
      offset: 0,
      releases: found.map((f) => ({ ...releaseRef(f), score: 100 })),
    },
  };
}

function lookupIsrc(isrc: string): FakeReply {
  for (const f of MUSICBRAINZ_FIXTURES) {
    for (let n = 1; n <= f.album.total_tracks; n++) {
      const track = fixtureTrack(f.album, n);
      if (track.isrc === isrc)
        return {
          body: {
            isrc,
            recordings: [{ id: `${f.releaseId.slice(0, -3)}${String(n).padStart(3, "0")}`, title: track.name, releases: [releaseRef(f)] }],
          },
        };
    }
  }
  return notFound;
}

export function startMusicbrainzFake(port: number): Promise<RunningFake> {
  return startJsonServer("MusicBrainz", port, ({ method, url, headers }) => {
    if (!IDENTIFYING_USER_AGENT.test(headers["user-agent"] ?? ""))
      return { status: 403, body: { error: "Please identify your application in the User-Agent header." } };
    if (method !== "GET" || url.searchParams.get("fmt") !== "json")
      return { status: 400, body: { error: "Only GET with fmt=json is faked" } };
    const path = url.pathname;
    if (path === "/ws/2/release") return searchByBarcode(url.searchParams.get("query") ?? "");
    const isrc = /^\/ws\/2\/isrc\/([A-Z0-9]{12})$/.exec(path)?.[1];
    if (isrc) return lookupIsrc(isrc);
    const inc = (url.searchParams.get("inc") ?? "").split(/[+ ]/);
    const releaseId = /^\/ws\/2\/release\/([0-9a-f-]{36})$/.exec(path)?.[1];
    if (releaseId) {
      const f = MUSICBRAINZ_FIXTURES.find((x) => x.releaseId === releaseId);
      if (!f) return notFound;
      return {
        body: {
          ...releaseRef(f),
          ...(inc.includes("release-groups")
            ? { "release-group": { id: f.releaseGroupId, title: f.album.name, "primary-type": "Album" } }
            : {}),
          ...(inc.includes("url-rels") ? { relations: relationsJson(f.release) } : {}),
        },
      };
    }
    const groupId = /^\/ws\/2\/release-group\/([0-9a-f-]{36})$/.exec(path)?.[1];
    if (groupId) {
      const f = MUSICBRAINZ_FIXTURES.find((x) => x.releaseGroupId === groupId);
      if (!f) return notFound;
      return {
        body: {
          id: f.releaseGroupId,
          title: f.album.name,
          ...(inc.includes("url-rels") ? { relations: relationsJson(f.releaseGroup) } : {}),
        },
      };
    }
    return notFound;
  });
}
