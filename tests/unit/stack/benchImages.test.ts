import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mediaReference } from "../../../src/lib/domain/media";
import { withResponsiveImages } from "../../../src/lib/site/richTextImages";
import { pageImageBytes } from "../../../scripts/benchImages";

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("phone image bytes of a built page", () => {
  it("counts the AVIF candidate picked for slot × DPR, once per URL, and separates lazy images", async () => {
    const out = mkdtempSync(join(tmpdir(), "bench-images-"));
    mkdirSync(join(out, "media", ID), { recursive: true });
    for (const [name, size] of [
      ["320x320.avif", 100],
      ["640x640.avif", 400],
      ["960x960.avif", 900],
      ["1280x1280.avif", 1600],
      ["1600x1600.avif", 2500],
    ] as const) {
      writeFileSync(join(out, "media", ID, name), Buffer.alloc(size));
    }
    writeFileSync(join(out, "logo.svg"), Buffer.alloc(50));
    const picture = withResponsiveImages(`<img src="${mediaReference(ID, 1600, 1600)}" alt="">`, "100vw");
    const eager = picture.replace(' loading="lazy"', "");
    writeFileSync(
      join(out, "index.html"),
      `<img src="/logo.svg" width="96" height="96">${eager}${picture}<img src="https://remote.test/a.jpg" loading="lazy">`,
    );

    // 390 px phone: slot 358 px. DPR 3 needs 1074 px → the 1280 file; DPR 2 needs 716 → 960.
    expect(await pageImageBytes(out, "/", 390, 3)).toEqual({ eager: 50 + 1600, all: 50 + 1600, images: 3 });
    expect(await pageImageBytes(out, "/", 390, 2)).toEqual({ eager: 50 + 900, all: 50 + 900, images: 3 });
  });
});
