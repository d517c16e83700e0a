import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type Page, type Route } from "@playwright/test";
import { updateContent } from "../../src/lib/data/catalog/contentTransactions";
import { contentWriter } from "../../src/lib/data/catalog/contentWriter";
import { SYSTEM_ACTOR } from "../../src/lib/domain/publishing";
import { makeImage } from "../fixtures/images/build";
import { holdScripts, waitForIslands } from "./hydration";
import { e2eRepositories } from "./siteData";

/**
 * No layout shift on the pages Lighthouse found moving (docs/listening.md#embeds,
 * docs/product.md's pre-save page): on a 390 px phone, the page is painted as
 * the server sent it while its scripts (and the cover) are held back, then
 * they arrive; the layout-shift entries of the whole load must add up to 0.
 * The order is forced, not raced, so the test does not depend on the
 * machine's speed.
 */
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 240_000 });

const PHONE = { width: 390, height: 844 };

/** Sums every layout shift not caused by input, from the first paint on (buffered). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number; layoutShiftSources: string[] };
    w.layoutShift = 0;
    w.layoutShiftSources = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.layoutShift += entry.value;
        w.layoutShiftSources.push(
          ...entry.sources.map((s) => (s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName))),
        );
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** Waits for two frames (so the last change is laid out and any shift reported), then reads the total. */
const layoutShift = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await new Promise((done) => setTimeout(done, 0));
    const w = window as unknown as { layoutShift: number; layoutShiftSources: string[] };
    return { total: w.layoutShift, sources: w.layoutShiftSources };
  });

/** Holds back the uploaded images (/media/) until released, then answers each with a picture of its own. */
async function holdImages(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  const picture = await makeImage({ width: 640, height: 640, format: "webp" });
  const answer = (route: Route) => route.fulfill({ status: 200, contentType: "image/webp", body: picture });
  await page.route("**/media/**", (route) => (released ? answer(route) : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map(answer));
  };
}

test("the pre-save page with an uploaded cover does not move while its cover loads and its form hydrates", async ({
  browser,
  request,
  baseURL,
}) => {
  const repos = await e2eRepositories();
  const writer = contentWriter(repos, SYSTEM_ACTOR);
  const [release] = await repos.releases.listBySlug("coming-tide");
  expect(release).toBeTruthy();
  const original = release!;
  const path = "/pre-save/halden-drift/coming-tide";
  // An uploaded cover's reference: the page shows it as a <picture> of variants, which the test answers itself.
  const cover = `/media/${randomUUID()}/1600x1600.webp`;
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  try {
    await updateContent(writer, "releases", original.id, { image_url: cover, updated_at: new Date() });
    await expect.poll(async () => (await request.get(path)).text(), { timeout: 120_000 }).toContain(cover.replace("1600x1600.webp", ""));
    const page = await context.newPage();
    await recordLayoutShifts(page);
    const releaseImages = await holdImages(page);
    const releaseScripts = await holdScripts(page);
    await page.goto(path, { waitUntil: "commit" });
    await expect(page.getByRole("button", { name: "PRE-SAVE NOW" })).toBeVisible();
    const painted = await layoutShift(page);
    expect(painted.total, painted.sources.join(", ")).toBe(0);

    await releaseScripts();
    await waitForIslands(page);
    await releaseImages();
    const img = page.locator("main picture img");
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    const shift = await layoutShift(page);
    expect(shift.total, shift.sources.join(", ")).toBe(0);
    // The cover keeps the square the page gave it from the start.
    const box = (await img.boundingBox())!;
    expect(Math.round(box.width)).toBe(PHONE.width - 32);
    expect(Math.round(box.height)).toBe(Math.round(box.width));
  } finally {
    await context.close();
    await updateContent(writer, "releases", original.id, { image_url: original.image_url, updated_at: new Date() });
    await expect
      .poll(async () => (await request.get(path)).text(), { timeout: 120_000 })
      .not.toContain(cover.replace("1600x1600.webp", ""));
  }
});

test("a release's embed with an uploaded cover does not move when its player appears, and shows the cover at thumbnail size", async ({
  browser,
  request,
  baseURL,
}) => {
  const repos = await e2eRepositories();
  const writer = contentWriter(repos, SYSTEM_ACTOR);
  const reel = (await repos.releases.listAll()).find((r) => r.slug === "reel-to-reel")!;
  const path = `/embed/release/${reel.id}`;
  const folder = `/media/${randomUUID()}/`;
  // The standard embed (420 px high) on a phone-wide page.
  const context = await browser.newContext({ baseURL, viewport: { width: PHONE.width, height: 420 } });
  try {
    await updateContent(writer, "releases", reel.id, { image_url: `${folder}1600x1600.webp`, updated_at: new Date() });
    await expect.poll(async () => (await request.get(path)).text(), { timeout: 120_000 }).toContain(folder);
    const page = await context.newPage();
    await recordLayoutShifts(page);
    const releaseImages = await holdImages(page);
    const releaseScripts = await holdScripts(page);
    await page.goto(path, { waitUntil: "commit" });
    await expect(page.getByTestId("tracklist")).toBeVisible();
    const painted = await layoutShift(page);
    expect(painted.total, painted.sources.join(", ")).toBe(0);

    await releaseScripts();
    const player = page.getByRole("region", { name: "Player" });
    await expect(player.getByTestId("player-title")).toBeVisible();
    await expect(page.getByTestId("play-button").first()).toBeVisible();
    await releaseImages();
    const thumbnail = page.locator("main header picture img").first();
    await expect.poll(() => thumbnail.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    const shift = await layoutShift(page);
    expect(shift.total, shift.sources.join(", ")).toBe(0);
    // A 64 px thumbnail takes the narrowest variant (320 px), not the 1600 px cover; so does the bar's 44 px artwork.
    expect(await thumbnail.evaluate((el: HTMLImageElement) => el.currentSrc)).toBe(`${baseURL}${folder}320x320.avif`);
    expect(JSON.parse((await page.getByTestId("tracklist").getAttribute("data-player-release"))!).artwork).toBe(`${folder}320x320.webp`);
  } finally {
    await context.close();
    await updateContent(writer, "releases", reel.id, { image_url: reel.image_url, updated_at: new Date() });
    await expect.poll(async () => (await request.get(path)).text(), { timeout: 120_000 }).not.toContain(folder);
  }
});
