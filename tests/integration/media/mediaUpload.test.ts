import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { deleteMedia, listMedia, setMediaAlt } from "../../../functions/src/operations/media/library";
import { measureFirestoreOps } from "../../../scripts/firestoreOps";
import {
  MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
  MEDIA_PAGE_SIZE,
  planVariants,
  variantObjectName,
  type Media,
} from "../../../src/lib/domain/media";
import { makePressPost, makeRelease } from "../../factories";
import { EXIF_MAKE, makeImage } from "../../fixtures/images/build";
import { grantCustom, HALDEN, OTHER, repos, setUpStaff, type Staff } from "../contentSupport";
import { clearMediaFiles, getMediaFile, mediaFiles, postMedia } from "./mediaSupport";
import { callFunction, expectError, expectOk, recordedChanges } from "../support";
import { vinyl } from "../store/storeSupport";

/** Release ids are record ids (UUIDs). */
const R_HALDEN = "b0000000-0000-4000-8000-0000000000a1";
const R_OTHER = "b0000000-0000-4000-8000-0000000000a2";

let staff: Staff;
let jpeg: Buffer;
/** Below the smallest variant width: one width per format, so the many uploads of the permission and library tests stay quick. */
let small: Buffer;

beforeAll(async () => {
  jpeg = await makeImage({ width: 900, height: 600, format: "jpeg", withExif: true });
  small = await makeImage({ width: 240, height: 160, format: "jpeg" });
});

beforeEach(async () => {
  staff = await setUpStaff();
  await clearMediaFiles();
});

async function nothingStored() {
  expect(await repos.media.listNewest()).toEqual([]);
  expect(await mediaFiles.list()).toEqual([]);
}

// Each upload encodes a dozen variants in the Functions emulator; the first also starts it cold.
describe("uploadMedia: accepted images", { timeout: 120_000 }, () => {
  it("stores the original without its metadata, every planned variant and the record", async () => {
    const response = await postMedia({ idToken: staff.admin.idToken, file: { name: "cover.jpg", bytes: jpeg } });
    expect(response.status).toBe(201);
    const { id, url, width, height } = response.body.media!;
    expect({ width, height }).toEqual({ width: 900, height: 600 });
    expect(url).toBe(`/media/${id}/900x600.webp`);

    const record = await repos.media.get(id);
    expect(record).toMatchObject({
      mime: "image/jpeg",
      width: 900,
      height: 600,
      url,
      uploaded_by: staff.admin.uid,
      original_path: `original-${id}.jpg`,
    });
    const planned = planVariants(900, 600).map((v) => v.name);
    expect(record!.variants.map((v) => v.name)).toEqual(planned);
    expect((await mediaFiles.list()).sort()).toEqual([record!.original_path, ...planned.map((name) => variantObjectName(id, name))].sort());

    // The camera make and GPS position in the upload are gone from every stored file.
    expect((await sharp(jpeg).metadata()).exif?.toString("latin1")).toContain(EXIF_MAKE);
    const original = await mediaFiles.read(record!.original_path);
    const meta = await sharp(original!.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(original!.bytes).includes(EXIF_MAKE)).toBe(false);
    for (const name of planned) {
      const variant = await mediaFiles.read(variantObjectName(id, name));
      expect(Buffer.from(variant!.bytes).includes(EXIF_MAKE)).toBe(false);
    }
    // Each variant is what its name says.
    const avif = await sharp((await mediaFiles.read(variantObjectName(id, "640x427.avif")))!.bytes).metadata();
    expect(avif).toMatchObject({ format: "heif", width: 640, height: 427 });
    const og = await sharp((await mediaFiles.read(variantObjectName(id, "og-1200x630.jpg")))!.bytes).metadata();
    expect(og).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  });

  it.each(["png", "webp", "avif"] as const)("accepts %s", async (format) => {
    const bytes = await makeImage({ width: 400, height: 400, format });
    const response = await postMedia({ idToken: staff.admin.idToken, file: { name: `x.${format}`, bytes } });
    expect(response.status).toBe(201);
    expect((await repos.media.get(response.body.media!.id))?.mime).toBe(`image/${format}`);
  });

  it("serves variants through mediaFile, never the original", async () => {
    const { media } = (await postMedia({ idToken: staff.admin.idToken, file: { name: "c.jpg", bytes: jpeg } })).body;
    const variant = await getMediaFile(`/media/${media!.id}/320x213.webp`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get("content-type")).toBe("image/webp");
    expect(variant.headers.get("cache-control")).toContain("immutable");
    expect((await getMediaFile(`/media/${media!.id}/original-${media!.id}.jpg`)).status).toBe(404);
    expect((await getMediaFile(`/media/${media!.id}/999x999.webp`)).status).toBe(404);
  });
});

describe("uploadMedia: refusals store nothing", () => {
  it("refuses a text file renamed .jpg", async () => {
    const response = await postMedia({
      idToken: staff.admin.idToken,
      file: { name: "photo.jpg", bytes: new TextEncoder().encode("just some text, not a JPEG at all\n") },
    });
    expect(response).toEqual({ status: 415, body: { error: { message: MEDIA_MESSAGES.invalidType } } });
    await nothingStored();
  });

  it("refuses a GIF (a real image of a type not accepted)", async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "red" } })
      .gif()
      .toBuffer();
    expect((await postMedia({ idToken: staff.admin.idToken, file: { name: "a.gif", bytes: gif } })).status).toBe(415);
    await nothingStored();
  });

  it("refuses a truncated JPEG as unreadable", async () => {
    const response = await postMedia({
      idToken: staff.admin.idToken,
      file: { name: "cut.jpg", bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)) },
    });
    expect(response).toEqual({ status: 422, body: { error: { message: MEDIA_MESSAGES.unreadable } } });
    await nothingStored();
  });

  it("refuses a file over the limit", async () => {
    const big = Buffer.concat([jpeg, Buffer.alloc(MEDIA_MAX_BYTES + 1 - jpeg.length)]);
    const response = await postMedia({ idToken: staff.admin.idToken, file: { name: "big.jpg", bytes: big } });
    expect(response).toEqual({ status: 413, body: { error: { message: MEDIA_MESSAGES.tooLarge } } });
    await nothingStored();
  });

  it("refuses a form without a file", async () => {
    expect(await postMedia({ idToken: staff.admin.idToken, file: null })).toEqual({
      status: 400,
      body: { error: { message: MEDIA_MESSAGES.missing } },
    });
    await nothingStored();
  });
});

describe("uploadMedia: permissions (draft or edit on the item)", () => {
  const upload = (idToken: string | undefined, fields: Record<string, string>) =>
    postMedia({ idToken, fields, file: { name: "c.jpg", bytes: small } });

  it("refuses the signed-out and the role-less", async () => {
    expect((await upload(undefined, { resource: "press" })).status).toBe(401);
    expect((await upload("not-a-token", { resource: "press" })).status).toBe(401);
    expect((await upload(staff.fan.idToken, { resource: "press" })).status).toBe(403);
    await nothingStored();
  });

  it("lets a scoped editor upload for their artist's items only", async () => {
    await repos.releases.set(makeRelease({ id: R_HALDEN, artist_id: HALDEN }));
    await repos.releases.set(makeRelease({ id: R_OTHER, artist_id: OTHER }));
    expect((await upload(staff.editor.idToken, { resource: "artists", item_id: HALDEN })).status).toBe(201);
    expect((await upload(staff.editor.idToken, { resource: "releases", item_id: R_HALDEN })).status).toBe(201);
    expect((await upload(staff.editor.idToken, { resource: "releases", artist_id: HALDEN })).status).toBe(201);
    const before = (await mediaFiles.list()).length;
    const refused: Record<string, string>[] = [
      { resource: "artists", item_id: OTHER },
      { resource: "releases", item_id: R_OTHER },
      { resource: "releases", artist_id: OTHER },
      { resource: "artists" },
      { resource: "press" },
    ];
    for (const fields of refused) {
      expect((await upload(staff.editor.idToken, fields)).status, JSON.stringify(fields)).toBe(403);
    }
    expect((await mediaFiles.list()).length).toBe(before);
  });

  it("accepts draft alone, or edit alone; view or publish alone are not enough", async () => {
    await grantCustom([{ resource: "press", action: "draft" }]);
    expect((await upload(staff.custom.idToken, { resource: "press" })).status).toBe(201);
    await grantCustom([{ resource: "press", action: "edit" }]);
    expect((await upload(staff.custom.idToken, { resource: "press" })).status).toBe(201);
    await grantCustom([
      { resource: "press", action: "view" },
      { resource: "press", action: "publish" },
    ]);
    expect((await upload(staff.custom.idToken, { resource: "press" })).status).toBe(403);
  });
});

describe("media library", { timeout: 90_000 }, () => {
  it("lists each image with where it is used, and refuses to delete one in use, naming the pages", async () => {
    const used = (await postMedia({ idToken: staff.admin.idToken, file: { name: "a.jpg", bytes: small } })).body.media!;
    const unused = (await postMedia({ idToken: staff.admin.idToken, file: { name: "b.jpg", bytes: small } })).body.media!;
    await repos.releases.set(makeRelease({ id: "r1", title: "Tide Tables", artist_id: HALDEN, image_url: used.url }));
    await repos.pressPosts.set(makePressPost({ id: "p1", title: "Studio notes", content: `<p>Hi</p><img src="${used.url}">` }));

    const list = expectOk(await callFunction("listMedia", {}, staff.admin.idToken)) as {
      media: { id: string; used_by: { label: string }[] }[];
      can_delete: boolean;
    };
    expect(list.can_delete).toBe(true);
    expect(list.media.map((m) => m.id).sort()).toEqual([used.id, unused.id].sort());
    expect(
      list.media
        .find((m) => m.id === used.id)!
        .used_by.map((u) => u.label)
        .sort(),
    ).toEqual(['press post "Studio notes"', 'release "Tide Tables"']);
    expect(list.media.find((m) => m.id === unused.id)!.used_by).toEqual([]);

    expectError(
      await callFunction("deleteMedia", { id: used.id }, staff.admin.idToken),
      "FAILED_PRECONDITION",
      MEDIA_MESSAGES.inUse(['release "Tide Tables"', 'press post "Studio notes"']),
    );
    expect(await repos.media.get(used.id)).not.toBeNull();
    expect(await mediaFiles.exists(`original-${used.id}.jpg`)).toBe(true);

    expectOk(await callFunction("deleteMedia", { id: unused.id }, staff.admin.idToken));
    expect(await repos.media.get(unused.id)).toBeNull();
    expect((await mediaFiles.list()).filter((name) => name.includes(unused.id))).toEqual([]);
    // Only the deletion is audited, with the deleting person as actor: the refused one left no entry.
    const entries = await repos.auditLog.page({ entity: "media", limit: 10 });
    expect(entries.map((e) => [e.action, e.entity_id, e.actor])).toEqual([["delete", unused.id, staff.admin.uid]]);
    expect(entries[0]!.fields.find((f) => f.field === "url")).toEqual({ field: "url", before: unused.url, after: null });
  });

  it("needs view to list and delete to delete", async () => {
    const media = (await postMedia({ idToken: staff.admin.idToken, file: { name: "a.jpg", bytes: small } })).body.media!;
    expectError(await callFunction("listMedia", {}, staff.fan.idToken), "PERMISSION_DENIED");
    const editorView = expectOk(await callFunction("listMedia", {}, staff.editor.idToken)) as { can_delete: boolean };
    expect(editorView.can_delete).toBe(false);
    expectError(await callFunction("deleteMedia", { id: media.id }, staff.editor.idToken), "PERMISSION_DENIED");
    expect(await repos.media.get(media.id)).not.toBeNull();
  });

  it("sets an image's alt text with its audit entry and the re-render of the products showing it; refuses bad input and callers without edit on it", async () => {
    const upload = async (name: string) => (await postMedia({ idToken: staff.admin.idToken, file: { name, bytes: small } })).body.media!;
    const [sleeve, others] = [await upload("sleeve.jpg"), await upload("others.jpg")];
    await repos.releases.set(makeRelease({ id: R_HALDEN, title: "Tide Tables", artist_id: HALDEN, image_url: sleeve.url }));
    await repos.releases.set(makeRelease({ id: R_OTHER, title: "Other Sleeve", artist_id: OTHER, image_url: others.url }));
    const record = { ...vinyl(5), image_ids: [sleeve.id] };
    await repos.storeProducts.set(record);
    const changesBefore = (await recordedChanges()).length;

    expect(
      expectOk(await callFunction("setMediaAlt", { id: sleeve.id, alt: "  The sleeve: a tide line on grey paper " }, staff.editor.idToken)),
    ).toEqual({
      alt: "The sleeve: a tide line on grey paper",
    });
    expect((await repos.media.get(sleeve.id))?.alt).toBe("The sleeve: a tide line on grey paper");
    const [entry] = await repos.auditLog.page({ entity: "media", limit: 10 });
    expect([entry?.action, entry?.entity_id, entry?.actor]).toEqual(["update", sleeve.id, staff.editor.uid]);
    expect(entry?.fields).toEqual([{ field: "alt", before: null, after: "The sleeve: a tide line on grey paper" }]);
    expect((await recordedChanges()).slice(changesBefore)).toEqual([`store_products:${record.id}`]);
    const listed = expectOk(await callFunction("listMedia", {}, staff.editor.idToken)) as {
      media: { id: string; alt?: string | null }[];
      can_edit: boolean;
    };
    expect([listed.can_edit, listed.media.find((m) => m.id === sleeve.id)?.alt]).toEqual([true, "The sleeve: a tide line on grey paper"]);

    // Bad input is a 400 that changes nothing; another artist's image is not found to a scoped editor; no edit grant, no call.
    expectError(
      await callFunction("setMediaAlt", { id: sleeve.id, alt: "x".repeat(251) }, staff.editor.idToken),
      "INVALID_ARGUMENT",
      MEDIA_MESSAGES.altTooLong,
    );
    expectError(await callFunction("setMediaAlt", { id: sleeve.id, alt: 7 }, staff.editor.idToken), "INVALID_ARGUMENT");
    expectError(
      await callFunction("setMediaAlt", { id: others.id, alt: "Mine now" }, staff.editor.idToken),
      "NOT_FOUND",
      MEDIA_MESSAGES.notFound,
    );
    expectError(await callFunction("setMediaAlt", { id: sleeve.id, alt: "" }, staff.fan.idToken), "PERMISSION_DENIED");
    await grantCustom([{ resource: "store", action: "edit", artistId: null }]);
    expectError(await callFunction("setMediaAlt", { id: sleeve.id, alt: "" }, staff.custom.idToken), "PERMISSION_DENIED");
    expect((await repos.media.get(sleeve.id))?.alt).toBe("The sleeve: a tide line on grey paper");
    expect((await repos.media.get(others.id))?.alt ?? null).toBeNull();

    // Empty clears it.
    expect(expectOk(await callFunction("setMediaAlt", { id: sleeve.id, alt: " " }, staff.admin.idToken))).toEqual({ alt: null });
    expect((await repos.media.get(sleeve.id))?.alt).toBeNull();
  });

  it("reads the uses of a page's images only: a page, an alt text and a refused delete cost the same reads however large the catalogue; pages on with next, or by ids", async () => {
    // Records alone (listing reads no files), one a minute back from now: the library's newest first.
    const images: Media[] = Array.from({ length: MEDIA_PAGE_SIZE + 1 }, (_, i) => {
      const id = randomUUID();
      const url = `/media/${id}/640x480.webp`;
      const common = { original_path: `original-${id}.jpg`, mime: "image/jpeg" as const, width: 640, height: 480, bytes: 1000 };
      return { id, ...common, url, variants: [], uploaded_by: staff.admin.uid, created_at: new Date(Date.now() - i * 60_000) };
    });
    await Promise.all(images.map((image) => repos.media.set(image)));
    const [cover, inPost] = [images[0]!, images[1]!];
    await repos.releases.set(makeRelease({ id: R_HALDEN, title: "Tide Tables", artist_id: HALDEN, image_url: cover.url }));
    await repos.pressPosts.set(makePressPost({ id: "p1", title: "Studio notes", content: `<p><img src="${inPost.url}"></p>` }));

    // Run in this process as the callables run them, so Firestore's reads are counted as it bills them.
    const as = (account: { uid: string }) => ({ uid: account.uid, repos });
    const costs = async () => ({
      page: await measureFirestoreOps(() => listMedia.run({}, as(staff.admin))),
      alt: (await measureFirestoreOps(() => setMediaAlt.run({ id: cover.id, alt: "A tide line" }, as(staff.admin)))).reads,
      scopedAlt: (await measureFirestoreOps(() => setMediaAlt.run({ id: cover.id, alt: "A tide line" }, as(staff.editor)))).reads,
      // The cover is in use: the delete's transaction reads its record and the release showing it, then refuses.
      refusedDelete: await measureFirestoreOps(() =>
        deleteMedia.run({ id: cover.id }, as(staff.admin)).then(
          () => "deleted",
          (error: { code?: string }) => error.code,
        ),
      ),
    });
    const small = await costs();
    const { result } = small.page;
    expect(result.media.map((m) => m.id)).toEqual(images.slice(0, MEDIA_PAGE_SIZE).map((m) => m.id));
    expect(result.media.slice(0, 3).map((m) => m.used_by.map((u) => u.label))).toEqual([
      ['release "Tide Tables"'],
      ['press post "Studio notes"'],
      [],
    ]);
    expect(result.next).toBe(images[MEDIA_PAGE_SIZE - 1]!.id);

    // Forty releases and posts more, none showing these images: not one read more.
    await Promise.all([
      ...Array.from({ length: 30 }, () =>
        repos.releases.set(makeRelease({ artist_id: HALDEN, image_url: "https://example.com/elsewhere.jpg" })),
      ),
      ...Array.from({ length: 10 }, () => repos.pressPosts.set(makePressPost())),
    ]);
    const large = await costs();
    expect([large.page.reads, large.alt, large.scopedAlt, large.refusedDelete.reads]).toEqual([
      small.page.reads,
      small.alt,
      small.scopedAlt,
      small.refusedDelete.reads,
    ]);
    expect([small.refusedDelete.result, large.refusedDelete.result]).toEqual(["failed-precondition", "failed-precondition"]);
    expect(await repos.media.get(cover.id)).not.toBeNull();
    // The Super Admin, who sees every image, sets alt text without reading its uses: the scoped editor reads the cover's release.
    expect(large.scopedAlt).toBeGreaterThan(large.alt);

    const rest = expectOk(await callFunction("listMedia", { after: result.next }, staff.admin.idToken)) as {
      media: Media[];
      next: string | null;
    };
    expect([rest.media.map((m) => m.id), rest.next]).toEqual([[images[MEDIA_PAGE_SIZE]!.id], null]);
    const chosen = expectOk(await callFunction("listMedia", { ids: [inPost.id, cover.id] }, staff.editor.idToken)) as {
      media: { id: string; used_by: { label: string }[] }[];
    };
    // The Artist Editor sees Halden Drift's cover; the press post's image is not theirs to see.
    expect(chosen.media.map((m) => [m.id, m.used_by.map((u) => u.label)])).toEqual([[cover.id, ['release "Tide Tables"']]]);
    expectError(await callFunction("listMedia", { ids: ["not an id"] }, staff.admin.idToken), "INVALID_ARGUMENT");
  });

  it("lets a store editor with no content grant list their artist's images to choose a product's, and neither delete nor upload", async () => {
    const upload = async (name: string) => (await postMedia({ idToken: staff.admin.idToken, file: { name, bytes: small } })).body.media!;
    const [own, other, unused] = [await upload("own.jpg"), await upload("other.jpg"), await upload("unused.jpg")];
    await repos.releases.set(makeRelease({ id: R_HALDEN, title: "Tide Tables", artist_id: HALDEN, image_url: own.url }));
    await repos.releases.set(makeRelease({ id: R_OTHER, title: "Other Sleeve", artist_id: OTHER, image_url: other.url }));
    await grantCustom([{ resource: "store", action: "edit", artistId: HALDEN }]);

    const list = expectOk(await callFunction("listMedia", {}, staff.custom.idToken)) as {
      media: { id: string; used_by: { label: string }[] }[];
      can_delete: boolean;
    };
    expect(list.media.map((m) => [m.id, m.used_by.map((u) => u.label)])).toEqual([[own.id, ['release "Tide Tables"']]]);
    expect(list.can_delete).toBe(false);

    expectError(await callFunction("deleteMedia", { id: unused.id }, staff.custom.idToken), "PERMISSION_DENIED");
    expect(await repos.media.get(unused.id)).not.toBeNull();
    const before = (await mediaFiles.list()).length;
    const uploads: Record<string, string>[] = [
      { resource: "releases", item_id: R_HALDEN },
      { resource: "artists", item_id: HALDEN },
      { resource: "press" },
    ];
    for (const fields of uploads)
      expect((await postMedia({ idToken: staff.custom.idToken, fields, file: { name: "c.jpg", bytes: small } })).status).toBe(403);
    expect((await mediaFiles.list()).length).toBe(before);

    // Store view alone (orders and sales) does not open the library.
    await grantCustom([{ resource: "store", action: "view", artistId: HALDEN }]);
    expectError(await callFunction("listMedia", {}, staff.custom.idToken), "PERMISSION_DENIED");
  });
});
