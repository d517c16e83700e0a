import { describe, expect, it } from "vitest";
import { artistInputSchema, pressPostInputSchema, releaseInputSchema } from "../../../src/lib/domain/catalog";
import type { AdminRelease } from "../../../src/lib/domain/catalog/contract";
import { artistToFormValues, EMPTY_ARTIST_FORM } from "../../../src/admin/screens/catalog/Artists/artistFormValues";
import { EMPTY_PRESS_FORM, pressPostToFormValues } from "../../../src/admin/screens/catalog/Press/pressFormValues";
import {
  creditLinesToNames,
  creditNamesToLines,
  EMPTY_RELEASE_FORM,
  RELEASE_FIELD_ORDER,
  releaseToFormValues,
} from "../../../src/admin/screens/catalog/Releases/releaseFormValues";
import { makeArtist, makePressPost, makeRelease } from "../../factories";

const A = "3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b";
const B = "7a1e2d3c-4b5a-4968-8776-655443322110";
const C = "11111111-1111-4111-8111-111111111111";

function adminRelease(overrides: Partial<AdminRelease> = {}): AdminRelease {
  return { ...makeRelease({ artist_id: A }), primary_artist_name: "A", release_artists: [], pre_save_count: 0, ...overrides };
}

describe("artist form values", () => {
  it("turns stored nulls into empty inputs and round-trips through the form schema", () => {
    const artist = makeArtist({ name: "Halden", slug: "halden", genre: null, website_url: "https://h.example", is_published: false });
    const values = artistToFormValues(artist);
    expect(values).toMatchObject({ name: "Halden", genre: "", bio: "", website_url: "https://h.example", is_published: false });
    expect(artistInputSchema.parse(values)).toMatchObject({ name: "Halden", genre: null, website_url: "https://h.example" });
  });

  it("the empty form fails on the name first", () => {
    expect(artistInputSchema.safeParse(EMPTY_ARTIST_FORM).error?.issues[0]?.message).toBe("Name is required");
  });
});

describe("release form values", () => {
  it("takes the additional artists from the links in artist order, skipping the primary and deleted artists", () => {
    const values = releaseToFormValues(
      adminRelease({
        release_artists: [
          { artist_id: C, is_primary: false, artist_order: 2, artist: { id: C, name: "C", slug: "c" } },
          { artist_id: A, is_primary: true, artist_order: 0, artist: { id: A, name: "A", slug: "a" } },
          { artist_id: "gone", is_primary: false, artist_order: 3, artist: null },
          { artist_id: B, is_primary: false, artist_order: 1, artist: { id: B, name: "B", slug: "b" } },
        ],
      }),
    );
    expect(values.artist_id).toBe(A);
    expect(values.additional_artist_ids).toEqual([B, C]);
  });

  it("fills every form field, and a release without primary artist asks for one", () => {
    const values = releaseToFormValues(
      adminRelease({ artist_id: null, credits: { producers: ["P"] }, isrc: null, pre_save_enabled: true }),
    );
    expect(Object.keys(values).sort()).toEqual(Object.keys(EMPTY_RELEASE_FORM).sort());
    expect(values).toMatchObject({ artist_id: "", isrc: "", pre_save_enabled: true, credits: { producers: ["P"], writers: [] } });
    expect(releaseInputSchema.safeParse(values).error?.issues[0]?.message).toBe("Please select an artist");
  });

  it("keeps the field order of the form for the first message", () => {
    expect(RELEASE_FIELD_ORDER.slice(0, 3)).toEqual(["title", "slug", "artist_id"]);
  });

  it("credit lines round-trip while typing, blank lines included; the schema drops them on save", () => {
    const lines = "Ines Valo\n\nTom Akers\n";
    expect(creditNamesToLines(creditLinesToNames(lines))).toBe(lines);
    const parsed = releaseInputSchema.parse({
      ...releaseToFormValues(adminRelease()),
      credits: { producers: creditLinesToNames(lines), writers: creditLinesToNames("") },
    });
    expect(parsed.credits).toEqual({ producers: ["Ines Valo", "Tom Akers"] });
  });
});

describe("press form values", () => {
  it("loads a post for editing and round-trips it", () => {
    const post = makePressPost({ title: "News", slug: "news", excerpt: null, content: "<p>Hi</p>" });
    const values = pressPostToFormValues(post);
    expect(values).toEqual({ title: "News", slug: "news", excerpt: "", featured_image_url: "", content: "<p>Hi</p>", is_published: true });
    expect(pressPostInputSchema.parse(values)).toMatchObject({ excerpt: null, featured_image_url: null });
    expect(pressPostInputSchema.safeParse(EMPTY_PRESS_FORM).error?.issues[0]?.message).toBe("Title is required");
  });
});
