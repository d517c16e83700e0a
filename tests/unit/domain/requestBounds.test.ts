import { describe, expect, it } from "vitest";
import { callables } from "../../../src/lib/domain/callables";
import { LIMITS } from "../../../src/lib/domain/shared/constants";
import { INVALID_ID, SLUG_FORMAT, tooLong } from "../../../src/lib/domain/shared";
import { artistInputSchema } from "../../../src/lib/domain/catalog/artist";
import { documentIdSchema, recordIdSchema } from "../../../src/lib/domain/shared/fields";
import { pressPostInputSchema } from "../../../src/lib/domain/catalog/pressPost";
import { releaseInputSchema } from "../../../src/lib/domain/catalog/release";
import { inviteUserSchema } from "../../../src/lib/domain/access/user";
import { stripControlCharacters } from "../../../src/lib/domain/shared/text";
import { errorOf, parsed, text, UUID_A, UUID_B } from "./support";

const FIVE_MB = "x".repeat(5 * 1024 * 1024);
const release = { title: "Night Drive", slug: "night-drive", artist_id: UUID_A };
const post = { title: "News", slug: "news", content: "<p>Hello</p>" };

describe("request ids", () => {
  it("record ids are UUIDs; paths, prototype keys and huge strings are refused", () => {
    expect(parsed(recordIdSchema, UUID_A)).toBe(UUID_A);
    for (const id of ["a/b", "__proto__", "..", "not-a-uuid", `${UUID_A}/x`, FIVE_MB]) {
      expect(errorOf(recordIdSchema, id)).toBe(INVALID_ID);
    }
  });

  it("user and role ids take auth uids and console auto-ids, nothing path-like", () => {
    for (const id of ["seed-admin", "Xy12abCD34efGH56ij78", UUID_A]) expect(parsed(documentIdSchema, id)).toBe(id);
    for (const id of ["a/b", "__proto__", "__name__", ".", "a.b", text(129), FIVE_MB]) {
      expect(errorOf(documentIdSchema, id)).toBe(INVALID_ID);
    }
  });

  it("every id field of every callable refuses a path, whatever the callable", () => {
    const idFields: [string, Record<string, unknown>][] = [
      ["deleteArtist", { id: "a/b" }],
      ["updateArtist", { id: "a/b", artist: { name: "A", slug: "a" } }],
      ["deleteRelease", { id: "__proto__" }],
      ["setReleasePublished", { id: "a/b", is_published: true }],
      ["deletePressPost", { id: "a/b" }],
      ["updateDemoStatus", { id: "a/b", status: "accepted" }],
      ["demoAudioUrl", { id: "a/b" }],
      ["addUserRole", { user_id: "a/b", role_id: "r" }],
      ["deleteRole", { role_id: "a/b" }],
      ["assignPermission", { role_id: "r", permission_id: "artists.view", artist_id: "a/b" }],
      ["refetchRelease", { releaseId: "a/b" }],
      ["importSpotifyReleases", { artistId: "a/b", albumIds: ["x"] }],
      ["trackPreSave", { release_id: "a/b" }],
      ["isAdmin", { userId: "a/b" }],
      ["releaseAnalytics", { release_id: "a/b" }],
      ["releaseReminderStats", { releaseId: "__proto__" }],
      ["exportReminderEmails", { releaseId: "a/b" }],
    ];
    for (const [name, payload] of idFields) {
      expect(errorOf(callables[name as keyof typeof callables].request, payload), name).toBe(INVALID_ID);
    }
  });
});

describe("request bounds", () => {
  it("press content has a documented maximum, checked before anything else", () => {
    const max = LIMITS.press.content;
    expect(parsed(pressPostInputSchema, { ...post, content: `<p>${text(max - 7)}</p>` }).content).toHaveLength(max);
    expect(errorOf(pressPostInputSchema, { ...post, content: `<p>${text(max - 6)}</p>` })).toBe(tooLong(max));
    expect(errorOf(pressPostInputSchema, { ...post, content: "<".repeat(max) })).toBeNull();
  });

  it("credits: at most 50 names per role, each at most 200 characters", () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => `Name ${i}`);
    expect(parsed(releaseInputSchema, { ...release, credits: { producers: names(50) } }).credits.producers).toHaveLength(50);
    expect(errorOf(releaseInputSchema, { ...release, credits: { producers: names(51) } })).toMatch(/At most 50/);
    expect(errorOf(releaseInputSchema, { ...release, credits: { writers: names(25_000) } })).toMatch(/At most 50/);
    expect(errorOf(releaseInputSchema, { ...release, credits: { writers: [FIVE_MB] } })).toBe(tooLong(200));
  });

  it("at most 20 additional artists", () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    expect(parsed(releaseInputSchema, { ...release, additional_artist_ids: ids(20) }).additional_artist_ids).toHaveLength(20);
    expect(errorOf(releaseInputSchema, { ...release, additional_artist_ids: ids(2_000) })).toBe("At most 20 additional artists");
  });

  it("an import takes at most 20 albums per call", () => {
    const request = callables.importSpotifyReleases.request;
    const albums = (n: number) => Array.from({ length: n }, (_, i) => `album${i}`);
    expect(errorOf(request, { artistId: UUID_B, albumIds: albums(20) })).toBeNull();
    expect(errorOf(request, { artistId: UUID_B, albumIds: albums(200) })).toBe("At most 20 releases per import");
  });

  it("the invite email has a length limit", () => {
    const email = `${text(250)}@a.io`;
    expect(errorOf(inviteUserSchema, { email, role_id: "r1" })).toBe(tooLong(254));
  });

  it("5 MB in any text field is refused with the field's limit", () => {
    expect(errorOf(artistInputSchema, { name: FIVE_MB, slug: "a" })).toBe(tooLong(100));
    expect(errorOf(artistInputSchema, { name: "A", slug: "a", bio: FIVE_MB })).toBe(tooLong(2000));
    expect(errorOf(pressPostInputSchema, { ...post, slug: FIVE_MB })).toBe(tooLong(200));
    expect(errorOf(callables.generateDspLinks.request, { releaseId: UUID_A, isrc: FIVE_MB })).toBe(tooLong(255));
    expect(errorOf(callables.eraseFanEmail.request, { email: FIVE_MB })).toBe(tooLong(255));
  });
});

describe("text hygiene", () => {
  it("titles and names lose control characters; line breaks become spaces", () => {
    const saved = parsed(pressPostInputSchema, { ...post, title: "Bad\u0000 title\u0007\nhere\u001b" });
    expect(saved.title).toBe("Bad title here");
    expect(parsed(artistInputSchema, { name: "A", slug: "a", bio: "Line one\nLine\u0008 two" }).bio).toBe("Line one\nLine two");
    expect(stripControlCharacters("a\u0085b\uFFFEc\td", "multi-line")).toBe("abc\td");
  });

  it("a slug of hyphens alone is refused", () => {
    expect(errorOf(artistInputSchema, { name: "A", slug: "---" })).toBe(SLUG_FORMAT);
    expect(errorOf(pressPostInputSchema, { ...post, slug: "-" })).toBe(SLUG_FORMAT);
    expect(errorOf(artistInputSchema, { name: "A", slug: "a-b" })).toBeNull();
  });
});
