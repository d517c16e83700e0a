import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { LABEL } from "../../../src/config/label";
import { FEED_LOGO_SIZE, renderFeedLogo } from "../../../scripts/site/feedLogo";

const publicDir = resolve(import.meta.dirname, "../../../public");

describe("the label feed's logo", () => {
  it("is a square PNG of at least 1400 px, as podcast apps ask", async () => {
    const meta = await sharp(join(publicDir, LABEL.feedLogo)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", FEED_LOGO_SIZE, FEED_LOGO_SIZE]);
    expect(FEED_LOGO_SIZE).toBeGreaterThanOrEqual(1400);
  });

  it("is the rendering of the current logo.svg (run `npm run feed-logo` after changing the logo)", async () => {
    const pixels = async (png: Buffer) => (await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })).data;
    const committed = await pixels(await readFile(join(publicDir, LABEL.feedLogo)));
    const rendered = await pixels(await renderFeedLogo(await readFile(join(publicDir, LABEL.logo))));
    expect(committed.equals(rendered)).toBe(true);
  });
});
