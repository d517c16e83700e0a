import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mediaReference, planVariants, variantObjectName } from "../../../src/lib/domain/media";
import { LocalFileStore } from "../../../src/lib/files/localFileStore";
import { copyReferencedMedia, referencedVariantPaths } from "../../../scripts/site/mediaCopy";
import { makeArtist, makePressPost, makeRelease } from "../../factories";

const A = "0f8fad5b-d9cb-469f-a165-70867728950e";
const B = "1f8fad5b-d9cb-469f-a165-70867728950e";

describe("copying uploaded images into the site", () => {
  const docs = {
    artists: [makeArtist({ image_url: mediaReference(A, 800, 800) })],
    releases: [makeRelease({ image_url: mediaReference(A, 800, 800) }), makeRelease({ image_url: "https://x.test/a.jpg" })],
    posts: [makePressPost({ featured_image_url: null, content: `<p><img src="${mediaReference(B, 300, 200)}"></p>` })],
  };

  it("names every variant of every image the documents use, each once", () => {
    const paths = referencedVariantPaths(docs);
    expect(paths).toEqual([...planVariants(800, 800).map((v) => `${A}/${v.name}`), ...planVariants(300, 200).map((v) => `${B}/${v.name}`)]);
  });

  it("copies only the files the site lacks, and reports those the store lacks", async () => {
    const store = new LocalFileStore(mkdtempSync(join(tmpdir(), "media-store-")));
    const out = mkdtempSync(join(tmpdir(), "media-site-"));
    for (const v of planVariants(800, 800)) await store.put(variantObjectName(A, v.name), Buffer.from(v.name), "image/webp");

    const first = await copyReferencedMedia(docs, out, store);
    expect(first.copied).toBe(planVariants(800, 800).length);
    expect(first.missing).toEqual(planVariants(300, 200).map((v) => `${B}/${v.name}`));
    expect(readFileSync(join(out, "media", A, "640x640.avif"), "utf8")).toBe("640x640.avif");

    // A file already in the site is left alone: variants never change.
    writeFileSync(join(out, "media", A, "640x640.avif"), "kept");
    const second = await copyReferencedMedia(docs, out, store);
    expect(second.copied).toBe(0);
    expect(readFileSync(join(out, "media", A, "640x640.avif"), "utf8")).toBe("kept");
    expect(readdirSync(join(out, "media", A)).filter((n) => n.endsWith(".tmp"))).toEqual([]);
  });
});
