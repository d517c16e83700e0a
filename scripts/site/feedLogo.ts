import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { LABEL } from "../../src/config/label";

/**
 * The label feed's artwork (docs/listening.md#sharing-and-feeds): podcast
 * apps take JPEG or PNG only (Apple: 1400–3000 px square), never the SVG
 * logo. Rendered from the logo on the site's ink, since the logo's strokes
 * are the paper colour and would vanish on an app's white. Committed under
 * public/ (a static file Hosting serves as it is); run `npm run feed-logo`
 * after changing the logo (tests/unit/site/feedLogo.test.ts fails until then).
 */
export const FEED_LOGO_SIZE = 1400;
const INK = "#0b0b0c";

const publicFile = (root: string, sitePath: string) => join(root, "public", sitePath);

/** Room around the logo, so an app's rounded or circular crop keeps it whole. */
const MARGIN = 100;

/** The PNG of the logo SVG, FEED_LOGO_SIZE square on ink. */
export function renderFeedLogo(svg: Buffer): Promise<Buffer> {
  const inner = FEED_LOGO_SIZE - 2 * MARGIN;
  return sharp(svg, { density: 72 * Math.ceil(inner / 64) })
    .resize(inner, inner, { fit: "contain", background: INK })
    .extend({ top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, background: INK })
    .flatten({ background: INK })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/** Reads LABEL.logo and writes LABEL.feedLogo, both under public/. */
export async function writeFeedLogo(root: string): Promise<string> {
  const target = publicFile(root, LABEL.feedLogo);
  await writeFile(target, await renderFeedLogo(await readFile(publicFile(root, LABEL.logo))));
  return target;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(`Wrote ${await writeFeedLogo(resolve(import.meta.dirname, "../.."))}`);
}
