import { describe, expect, it } from "vitest";
import { artistInputSchema } from "../../../src/lib/domain/catalog";
import {
  acceptDetectedImageType,
  buildSrcset,
  chosenVariantWidth,
  imageView,
  largestVariantSize,
  MEDIA_ALT_MAX,
  MEDIA_MAX_BYTES,
  mediaCallables,
  MEDIA_MESSAGES,
  mediaReference,
  ogImagePath,
  planVariants,
  planVariantSizes,
  thumbnailPath,
  variantObjectForPath,
} from "../../../src/lib/domain/media";
import { mediaIdsIn, parseMediaReference } from "../../../src/lib/domain/shared/mediaReference";
import { isAllowedImageSrc as richTextImageAllowed } from "../../../src/lib/domain/shared/richText";

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("type check from the bytes' detected type", () => {
  it.each([
    ["jpg", "image/jpeg"],
    ["png", "image/png"],
    ["webp", "image/webp"],
    ["avif", "image/avif"],
  ])("accepts %s", (ext, mime) => expect(acceptDetectedImageType(ext)).toEqual({ extension: ext, mime }));

  it.each([undefined, "gif", "svg", "heic", "pdf", "txt", "__proto__", "toString"])("refuses %s", (ext) =>
    expect(acceptDetectedImageType(ext)).toBeNull(),
  );
});

describe("variant planning", () => {
  it("caps the largest variant at 1600 px, keeping the aspect ratio", () => {
    expect(largestVariantSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(largestVariantSize(900, 600)).toEqual({ width: 900, height: 600 });
  });

  it("never upscales: the ladder stops at the image's own width", () => {
    expect(planVariantSizes({ width: 900, height: 600 })).toEqual([
      { width: 320, height: 213 },
      { width: 640, height: 427 },
      { width: 900, height: 600 },
    ]);
    expect(planVariantSizes({ width: 200, height: 100 })).toEqual([{ width: 200, height: 100 }]);
  });

  it("plans each width in AVIF and WebP plus the two sharing images", () => {
    const names = planVariants(3000, 3000).map((v) => v.name);
    expect(names).toEqual([
      "320x320.avif",
      "640x640.avif",
      "960x960.avif",
      "1280x1280.avif",
      "1600x1600.avif",
      "320x320.webp",
      "640x640.webp",
      "960x960.webp",
      "1280x1280.webp",
      "1600x1600.webp",
      "og-1200x630.jpg",
      "og-1200x1200.jpg",
    ]);
  });

  it("plans the same files from the original size and from the reference's size", () => {
    const ref = parseMediaReference(mediaReference(ID, 4000, 2250))!;
    expect(planVariants(ref.width, ref.height)).toEqual(planVariants(4000, 2250));
  });
});

describe("media references", () => {
  it("name the largest WebP variant and read back", () => {
    const url = mediaReference(ID, 4000, 2250);
    expect(url).toBe(`/media/${ID}/1600x900.webp`);
    expect(parseMediaReference(url)).toEqual({ id: ID, width: 1600, height: 900 });
  });

  it.each([
    "https://example.com/a.jpg",
    `/media/${ID}/1600x900.avif`,
    `/media/${ID}/0x900.webp`,
    `/media/not-an-id/10x10.webp`,
    `https://x.test/media/${ID}/10x10.webp`,
    null,
  ])("are not confused with %s", (url) => expect(parseMediaReference(url)).toBeNull());

  it("are found in rich text, each once", () => {
    const html = `<p>a</p><img src="/media/${ID}/800x600.webp"><img src="/media/${ID}/800x600.webp"><img src="https://x.test/a.png">`;
    expect(mediaIdsIn(html)).toEqual([ID]);
  });

  it("are accepted by image fields and rich text, next to pasted URLs", () => {
    const url = mediaReference(ID, 800, 600);
    expect(artistInputSchema.shape.image_url.parse(url)).toBe(url);
    expect(artistInputSchema.shape.image_url.parse("https://x.test/a.jpg")).toBe("https://x.test/a.jpg");
    expect(artistInputSchema.shape.image_url.safeParse("/etc/passwd").success).toBe(false);
    expect(richTextImageAllowed(url)).toBe(true);
    expect(richTextImageAllowed(`/media/${ID}/../x.webp`)).toBe(false);
  });

  it("map site paths to variant objects only, never to originals", () => {
    expect(variantObjectForPath(`/media/${ID}/640x427.avif`)).toBe(`${ID}-640x427.avif`);
    expect(variantObjectForPath(`/media/${ID}/og-1200x630.jpg`)).toBe(`${ID}-og-1200x630.jpg`);
    expect(variantObjectForPath(`/media/${ID}/original-${ID}.jpg`)).toBeNull();
    expect(variantObjectForPath(`/media/${ID}/../../x.webp`)).toBeNull();
  });

  it("name a variant only under a media id: 36 hyphens are not one", () => {
    expect(variantObjectForPath(`/media/${"-".repeat(36)}/320x180.webp`)).toBeNull();
    expect(variantObjectForPath(`/media/${"f".repeat(36)}/320x180.webp`)).toBeNull();
  });
});

describe("srcset building", () => {
  it("lists every width of one format with w descriptors", () => {
    expect(buildSrcset({ id: ID, width: 900, height: 600 }, "avif")).toBe(
      `/media/${ID}/320x213.avif 320w, /media/${ID}/640x427.avif 640w, /media/${ID}/900x600.avif 900w`,
    );
  });

  it("views an uploaded image as a picture (AVIF first) and a pasted URL as a plain img", () => {
    const view = imageView(mediaReference(ID, 900, 600));
    expect(view).toMatchObject({ kind: "picture", src: `/media/${ID}/640x427.webp`, width: 900, height: 600 });
    expect(view.kind === "picture" && view.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(imageView("https://x.test/a.jpg")).toEqual({ kind: "img", src: "https://x.test/a.jpg" });
  });

  it("picks the candidate a browser picks: the smallest at least slot × DPR", () => {
    const ref = { width: 1600, height: 1600 };
    expect(chosenVariantWidth(ref, 358, 1)).toBe(640);
    expect(chosenVariantWidth(ref, 358, 2)).toBe(960);
    expect(chosenVariantWidth(ref, 358, 3)).toBe(1280);
    expect(chosenVariantWidth({ width: 500, height: 500 }, 358, 3)).toBe(500);
  });

  it("shares the right shape: the variant for uploads, the URL itself otherwise", () => {
    expect(ogImagePath(mediaReference(ID, 900, 600), "square")).toBe(`/media/${ID}/og-1200x1200.jpg`);
    expect(ogImagePath(mediaReference(ID, 900, 600), "wide")).toBe(`/media/${ID}/og-1200x630.jpg`);
    expect(ogImagePath("https://x.test/a.jpg", "wide")).toBe("https://x.test/a.jpg");
  });

  it("gives a thumbnail the narrowest variant, never the largest the reference names", () => {
    expect(thumbnailPath(mediaReference(ID, 3000, 3000))).toBe(`/media/${ID}/320x320.webp`);
    expect(thumbnailPath(mediaReference(ID, 200, 100))).toBe(`/media/${ID}/200x100.webp`);
    expect(thumbnailPath("/images/seed/cover-1.svg")).toBe("/images/seed/cover-1.svg");
  });
});

describe("the upload's refusal texts", () => {
  it("state the size limit the server applies", () => {
    expect(MEDIA_MESSAGES.tooLarge).toBe(`Images must be at most ${MEDIA_MAX_BYTES / (1024 * 1024)} MB`);
  });
});

describe("an image's alt text as staff type it", () => {
  const request = mediaCallables.setMediaAlt.request;
  const id = "11111111-1111-4111-8111-111111111111";

  it("is trimmed, and empty clears it", () => {
    expect(request.parse({ id, alt: "  A tote bag printed with the sleeve " })).toEqual({ id, alt: "A tote bag printed with the sleeve" });
    expect(request.parse({ id, alt: "   " })).toEqual({ id, alt: null });
  });

  it("refuses more than 250 characters, and anything but text, with the message the screen shows", () => {
    expect(request.parse({ id, alt: "x".repeat(MEDIA_ALT_MAX) }).alt).toHaveLength(MEDIA_ALT_MAX);
    const tooLong = request.safeParse({ id, alt: "x".repeat(MEDIA_ALT_MAX + 1) });
    expect(tooLong.success || tooLong.error.issues[0]!.message).toBe(MEDIA_MESSAGES.altTooLong);
    expect(request.safeParse({ id, alt: null }).success).toBe(false);
    expect(request.safeParse({ id: "a/b", alt: "x" }).success).toBe(false);
  });
});
