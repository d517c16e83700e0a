import { beforeEach, describe, expect, it } from "vitest";
import { TRACK_MESSAGES, tooManyTracks } from "../../../src/lib/domain/catalog/trackTexts";
import { TRACK_TITLE_REQUIRED } from "../../../src/lib/domain/shared";
import { TRACK_LISTENING_DEFAULTS } from "../../../src/lib/domain/catalog/listeningModes";
import type { ReleaseRecord } from "../../../src/lib/domain/catalog/contract";
import { callFunction } from "../support";
import { expectError, expectOk, releaseInput, repos, setUpStaff, type Staff } from "../contentSupport";

/** saveRelease with a tracklist: createRelease and updateRelease through the callable contract, against the emulators. */
let staff: Staff;
beforeEach(async () => {
  staff = await setUpStaff();
});

const ID = (n: number) => `f0000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const track = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: ID(n),
  title: `Track ${n} title`,
  duration_seconds: `${n}:0${n % 10}`,
  isrc: "",
  artists: [],
  credits: {},
  explicit: false,
  ...overrides,
});

async function create(tracks: unknown[]): Promise<ReleaseRecord> {
  return expectOk(await callFunction("createRelease", releaseInput({ tracks }), staff.admin.idToken)) as ReleaseRecord;
}

describe("a release's tracks", () => {
  it("are stored in play order as the form typed them: seconds, ISRC without dashes, names and credits trimmed", async () => {
    const saved = await create([
      track(1, { duration_seconds: "3:45", isrc: "us-rc1-76-07839", explicit: true }),
      track(2, { duration_seconds: "", artists: [" Ines Valo ", ""], credits: { writers: ["Ann", " "] } }),
    ]);
    expect((await repos.releases.get(saved.id))!.tracks).toEqual([
      {
        id: ID(1),
        title: "Track 1 title",
        duration_seconds: 225,
        isrc: "USRC17607839",
        artists: [],
        credits: {},
        explicit: true,
        spotify_track_id: null,
        ...TRACK_LISTENING_DEFAULTS,
      },
      {
        id: ID(2),
        title: "Track 2 title",
        duration_seconds: null,
        isrc: null,
        artists: ["Ines Valo"],
        credits: { writers: ["Ann"] },
        explicit: false,
        spotify_track_id: null,
        ...TRACK_LISTENING_DEFAULTS,
      },
    ]);
    expect(saved.tracks.map((t) => t.id)).toEqual([ID(1), ID(2)]);
  });

  it("reordered, removed and added by an update keep their ids; the change record names the tracklist", async () => {
    const saved = await create([track(1), track(2), track(3)]);
    await repos.contentChanges.acknowledge(await repos.contentChanges.listPending());
    expectOk(
      await callFunction(
        "updateRelease",
        { id: saved.id, release: releaseInput({ tracks: [track(3), track(1), track(4)] }) },
        staff.admin.idToken,
      ),
    );
    const stored = (await repos.releases.get(saved.id))!;
    expect(stored.tracks.map((t) => [t.id, t.title])).toEqual([
      [ID(3), "Track 3 title"],
      [ID(1), "Track 1 title"],
      [ID(4), "Track 4 title"],
    ]);
    const [change] = await repos.contentChanges.listPending();
    expect(change).toMatchObject({ entity: "releases", entity_id: saved.id, kind: "update" });
    expect(change!.fields.map((f) => f.field)).toEqual(["tracks", "updated_at"]);
  });

  it.each([
    ["a track without title", [track(1), track(2, { title: "  " })], `Track 2: ${TRACK_TITLE_REQUIRED}`],
    ["an ISRC of the wrong shape", [track(1, { isrc: "US-RC1-76" })], `Track 1: ${TRACK_MESSAGES.isrcFormat}`],
    ["a duration that is not m:ss", [track(1, { duration_seconds: "3:75" })], `Track 1: ${TRACK_MESSAGES.durationFormat}`],
    ["a duration of a day", [track(1, { duration_seconds: 86_400 })], `Track 1: ${TRACK_MESSAGES.durationTooLong}`],
    ["the first failing track only", [track(1, { isrc: "nope" }), track(2, { title: "" })], `Track 1: ${TRACK_MESSAGES.isrcFormat}`],
    ["a track listed twice", [track(1), track(1, { title: "Copy" })], `Track 2: ${TRACK_MESSAGES.listedTwice}`],
    ["more than 100 tracks", Array.from({ length: 101 }, (_, i) => track(i + 1)), tooManyTracks(100)],
    ["a track id that is no UUID", [track(1, { id: "../../releases/x" })], "Track 1: Invalid id"],
  ])("refuses %s with the first failing message, and writes nothing", async (_what, tracks, message) => {
    expectError(await callFunction("createRelease", releaseInput({ tracks }), staff.admin.idToken), "INVALID_ARGUMENT", message);
    expect(await repos.releases.count()).toBe(0);
    expect(await repos.contentChanges.count()).toBe(0);
  });

  it("refuses a tracklist too large for the release's document, and an update keeps the stored one", async () => {
    const saved = await create([track(1)]);
    const name = "ü".repeat(100);
    const heavy = Array.from({ length: 100 }, (_, i) =>
      track(i + 1, { artists: Array(10).fill(name), credits: { writers: Array(10).fill(name), producers: Array(10).fill(name) } }),
    );
    const response = await callFunction("updateRelease", { id: saved.id, release: releaseInput({ tracks: heavy }) }, staff.admin.idToken);
    expectError(response, "INVALID_ARGUMENT", TRACK_MESSAGES.tracklistTooLarge);
    expect((await repos.releases.get(saved.id))!.tracks.map((t) => t.id)).toEqual([ID(1)]);
  });
});
