import { describe, expect, it } from "vitest";
import { canViewItem, schedulesVisibleTo } from "../../../src/lib/domain/access";
import { mayOpenMediaLibrary, mediaLibraryViewer, mediaUsage, mediaUsesVisibleTo, seesEveryImage } from "../../../src/lib/domain/media";
import { type PublishSchedule, type ScheduledItem } from "../../../src/lib/domain/publishing";
import type { CallerGrants } from "../../../src/lib/domain/access/rolePermission";
import { makePressPost, makeRelease } from "../../factories";
import { OTHER, OWN, caller, superAdmin } from "./callers";

/** The seed's Artist Editor: view on one artist and its releases. */
const editor = caller(["artists.view", OWN], ["releases.view", OWN], ["releases.edit", OWN]);

describe("canViewItem", () => {
  it("needs view on the item's resource, globally or for its artist; press only globally", () => {
    expect(canViewItem(editor, { entity: "releases", artistId: OWN })).toBe(true);
    expect(canViewItem(editor, { entity: "releases", artistId: OTHER })).toBe(false);
    expect(canViewItem(editor, { entity: "releases", artistId: null })).toBe(false);
    expect(canViewItem(editor, { entity: "artists", artistId: OWN })).toBe(true);
    expect(canViewItem(editor, { entity: "press_posts", artistId: null })).toBe(false);
    expect(canViewItem(caller(["press.view"]), { entity: "press_posts", artistId: null })).toBe(true);
    // Edit without view does not show an item.
    expect(canViewItem(caller(["releases.edit", OWN]), { entity: "releases", artistId: OWN })).toBe(false);
    expect(canViewItem(superAdmin, { entity: "releases", artistId: OTHER })).toBe(true);
  });
});

describe("what the media library shows", () => {
  const IMG = "11111111-1111-4111-8111-111111111111";
  const url = `/media/${IMG}/640x480.webp`;
  const usage = mediaUsage({
    artists: [],
    releases: [
      makeRelease({ id: "r-own", title: "Own Draft", artist_id: OWN, image_url: url, is_published: false }),
      makeRelease({ id: "r-other", title: "Other Draft", artist_id: OTHER, image_url: url, is_published: false }),
    ],
    posts: [makePressPost({ id: "p1", title: "News", featured_image_url: url })],
  });
  const uses = usage.get(IMG)!;
  const labels = (list: { label: string }[] | null) => list?.map((u) => u.label) ?? null;
  const me = (grants: CallerGrants) => ({ ...grants, uid: "me" });

  it("records each use's artist: a release's primary artist, none for press", () => {
    expect(uses.map((u) => [u.id, u.artist_id])).toEqual([
      ["r-own", OWN],
      ["r-other", OTHER],
      ["p1", null],
    ]);
  });

  it("names only the uses the caller may view", () => {
    expect(labels(mediaUsesVisibleTo(me(editor), { uploaded_by: "someone" }, uses))).toEqual(['release "Own Draft"']);
    expect(labels(mediaUsesVisibleTo(me(caller(["press.view"])), { uploaded_by: "someone" }, uses))).toEqual(['press post "News"']);
    expect(labels(mediaUsesVisibleTo(me(superAdmin), { uploaded_by: "someone" }, uses))).toEqual([
      'release "Own Draft"',
      'release "Other Draft"',
      'press post "News"',
    ]);
  });

  it("hides an image used only by items the caller may not view, whoever uploaded it", () => {
    const otherOnly = uses.filter((u) => u.id === "r-other");
    expect(mediaUsesVisibleTo(me(editor), { uploaded_by: "someone" }, otherOnly)).toBeNull();
    expect(mediaUsesVisibleTo(me(editor), { uploaded_by: "me" }, otherOnly)).toBeNull();
  });

  it("spares the check of an image's uses only for callers it would show every image, used or not", () => {
    const everyView = caller(["artists.view"], ["releases.view"], ["press.view"]);
    for (const who of [superAdmin, everyView]) {
      expect(seesEveryImage(who)).toBe(true);
      for (const list of [uses, uses.slice(0, 1), uses.slice(2), []])
        expect(mediaUsesVisibleTo(me(who), { uploaded_by: "someone" }, list)).not.toBeNull();
    }
    // One resource scoped or missing: some image is hidden from them, so their uses are read.
    expect(seesEveryImage(editor)).toBe(false);
    expect(seesEveryImage(caller(["artists.view"], ["releases.view"]))).toBe(false);
    expect(mediaUsesVisibleTo(me(caller(["artists.view"], ["releases.view"])), { uploaded_by: "someone" }, uses.slice(2))).toBeNull();
  });

  it("shows an unused image to its uploader and to holders of a global view grant only", () => {
    expect(mediaUsesVisibleTo(me(editor), { uploaded_by: "me" }, [])).toEqual([]);
    expect(mediaUsesVisibleTo(me(editor), { uploaded_by: "someone" }, [])).toBeNull();
    expect(mediaUsesVisibleTo(me(caller(["press.view"])), { uploaded_by: "someone" }, [])).toEqual([]);
    expect(mediaUsesVisibleTo(me(superAdmin), { uploaded_by: "someone" }, [])).toEqual([]);
  });

  it("opens to content view or store edit in some scope; store view alone does not open it", () => {
    expect(mayOpenMediaLibrary(editor)).toBe(true);
    expect(mayOpenMediaLibrary(caller(["store.edit", OWN]))).toBe(true);
    expect(mayOpenMediaLibrary(caller(["store.edit"]))).toBe(true);
    expect(mayOpenMediaLibrary(caller(["store.view"], ["store.delete"]))).toBe(false);
    expect(mayOpenMediaLibrary(caller(["releases.edit", OWN]))).toBe(false);
  });

  it("shows a store editor their artists' images to choose for a product, and another artist's to none", () => {
    const storeEditor = mediaLibraryViewer(me(caller(["store.edit", OWN])));
    expect(labels(mediaUsesVisibleTo(storeEditor, { uploaded_by: "someone" }, uses))).toEqual(['release "Own Draft"']);
    expect(
      mediaUsesVisibleTo(
        storeEditor,
        { uploaded_by: "someone" },
        uses.filter((u) => u.id !== "r-own"),
      ),
    ).toBeNull();
    expect(mediaUsesVisibleTo(storeEditor, { uploaded_by: "someone" }, [])).toBeNull();
    // Store edit on every artist: every artist's and release's images, and the unused ones; press images stay with press view.
    const labelEditor = mediaLibraryViewer(me(caller(["store.edit"])));
    expect(labels(mediaUsesVisibleTo(labelEditor, { uploaded_by: "someone" }, uses))).toEqual([
      'release "Own Draft"',
      'release "Other Draft"',
    ]);
    expect(mediaUsesVisibleTo(labelEditor, { uploaded_by: "someone" }, [])).toEqual([]);
    expect(
      mediaUsesVisibleTo(
        labelEditor,
        { uploaded_by: "someone" },
        uses.filter((u) => u.id === "p1"),
      ),
    ).toBeNull();
    // Store view is not store edit: nothing more than before.
    expect(mediaLibraryViewer(caller(["store.view", OWN])).grants).toEqual(caller(["store.view", OWN]).grants);
  });
});

describe("which pending schedules a caller sees", () => {
  const at = new Date("2030-01-01T09:00:00Z");
  const schedule = (id: string, items: ScheduledItem[], name: string | null = null): PublishSchedule => ({
    id,
    name,
    action: "publish",
    at,
    items,
    scheduled_by: "u-admin",
    created_at: at,
  });
  const owners: Record<string, string | null> = { "r-own": OWN, "r-other": OTHER, "r-none": null };
  const owner = (item: ScheduledItem) => (item.entity === "artists" ? item.id : item.entity === "releases" ? owners[item.id] : null);
  const schedules = [
    schedule("s-own", [{ entity: "releases", id: "r-own" }]),
    schedule("s-other", [{ entity: "releases", id: "r-other" }]),
    schedule("s-press", [{ entity: "press_posts", id: "p1" }]),
    schedule(
      "s-batch",
      [
        { entity: "releases", id: "r-own" },
        { entity: "releases", id: "r-other" },
        { entity: "artists", id: OTHER },
      ],
      "Other Artist album launch",
    ),
    schedule("s-gone", [{ entity: "releases", id: "r-gone" }]),
    schedule("s-artist", [{ entity: "artists", id: OWN }]),
  ];

  it("a scoped editor sees their own items only; a batch keeps those items and loses its name", () => {
    const seen = schedulesVisibleTo(schedules, editor, owner);
    expect(seen.map((s) => s.id)).toEqual(["s-own", "s-batch", "s-artist"]);
    expect(seen[1]).toMatchObject({ name: null, items: [{ entity: "releases", id: "r-own" }] });
    expect(seen[0]).toBe(schedules[0]);
  });

  it("a global view sees every item of its kind, gone ones included, without reading them", () => {
    const unread = () => {
      throw new Error("read");
    };
    expect(schedulesVisibleTo(schedules, superAdmin, unread)).toEqual(schedules);
    expect(schedulesVisibleTo(schedules, caller(["press.view"]), owner).map((s) => s.id)).toEqual(["s-press"]);
    const releaseViewer = schedulesVisibleTo(schedules, caller(["releases.view"]), owner);
    expect(releaseViewer.map((s) => s.id)).toEqual(["s-own", "s-other", "s-batch", "s-gone"]);
    expect(releaseViewer[2]!.items).toHaveLength(2);
  });
});
