import { describe, expect, it } from "vitest";
import { withResponsiveImages } from "../../../src/lib/site/richTextImages";

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("uploaded images inside press content", () => {
  it("become a picture with AVIF and WebP srcsets, sizes, dimensions and lazy loading", () => {
    const html = withResponsiveImages(`<p>x</p><img src="/media/${ID}/900x600.webp" alt="Studio &quot;A&quot;">`, "100vw");
    expect(html).toBe(
      `<p>x</p><picture>` +
        `<source type="image/avif" srcset="/media/${ID}/320x213.avif 320w, /media/${ID}/640x427.avif 640w, /media/${ID}/900x600.avif 900w" sizes="100vw">` +
        `<source type="image/webp" srcset="/media/${ID}/320x213.webp 320w, /media/${ID}/640x427.webp 640w, /media/${ID}/900x600.webp 900w" sizes="100vw">` +
        `<img src="/media/${ID}/640x427.webp" alt="Studio &quot;A&quot;" width="900" height="600" loading="lazy" decoding="async"></picture>`,
    );
  });

  it("leaves pasted images and everything else as they are", () => {
    const html = `<p><img src="https://x.test/a.png" alt="a"></p><img alt="no source">`;
    expect(withResponsiveImages(html, "100vw")).toBe(html);
  });
});
