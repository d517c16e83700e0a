import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ffmpeg from "@ffmpeg-installer/ffmpeg";
import { expect, test, type Page } from "@playwright/test";
import { parseBuffer } from "music-metadata";
import type { Release } from "../../../src/lib/domain/catalog/release";
import { newDownloadToken, newOrderNumber } from "../../../src/lib/domain/store/code";
import { DOWNLOAD_TEXTS } from "../../../src/lib/domain/store/downloadTexts";
import { PREORDER_TEXTS } from "../../../src/lib/domain/store/preorderTexts";
import { formatLongDate } from "../../../src/lib/domain/shared/dates";
import { orderSchema } from "../../../src/lib/domain/store/order";
import { REDEEM_TEXTS } from "../../../src/lib/domain/store/redeemTexts";
import { audioStore } from "../../../src/lib/files";
import { generateCodeBatch } from "../../../src/lib/server/store/downloadCodes";
import { zipEntries } from "../../zipEntries";
import { expectNoSeriousViolations } from "../axe";
import { e2eRepositories } from "../siteData";

/**
 * The buyer's downloads in a real browser (docs/store.md#the-download-page):
 * an order's page lists its release, a track downloads as MP3 and the
 * release as a FLAC ZIP holding every track, whose audio decodes and whose
 * tags name the release; a download code redeemed with JavaScript off opens
 * its page, and is refused the second time; a pre-order of the upcoming
 * release offers its focus track and says when the rest come.
 */
const FIRST_CALL = { timeout: 120_000 };
/** A seeded release that is out and plays (its tracks have audio records), unlike the upcoming Coming Tide, whose orders are pre-orders. */
const RELEASE = "Harmonium Hymns";
const PREORDER_RELEASE = "Coming Tide";

/** The release, each of its tracks given a master in the private store (the seed's audio has none). */
async function releaseWithMasters(): Promise<Release> {
  const repos = await e2eRepositories();
  const release = (await repos.releases.query((c) => c.where("title", "==", RELEASE)))[0]!;
  const wav = join(mkdtempSync(join(tmpdir(), "store-e2e-")), "master.wav");
  execFileSync(ffmpeg.path, [
    "-hide_banner",
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=330:duration=2",
    "-ac",
    "2",
    "-c:a",
    "pcm_s16le",
    wav,
  ]);
  for (const track of release.tracks) {
    const audio = (await repos.trackAudio.get(track.id))!;
    if (audio.master) continue;
    const path = `masters/${track.id}/e2e-store-${Date.now()}.wav`;
    await audioStore().putFile(path, wav, "audio/wav");
    await repos.trackAudio.set({ ...audio, master: { path, bytes: 1, content_type: "audio/wav", original_name: "master.wav" } });
  }
  return release;
}

/** A paid order of the album in FLAC and MP3 320, as the webhook leaves it. */
async function albumOrder(release: Release, email: string): Promise<string> {
  const repos = await e2eRepositories();
  const token = newDownloadToken();
  const now = new Date();
  await repos.storeOrders.set(
    orderSchema.parse({
      id: crypto.randomUUID(),
      number: newOrderNumber(),
      email,
      email_key: email,
      source: "stripe",
      status: "paid",
      currency: "GBP",
      items: [
        {
          product_id: `digital_${release.id}`,
          type: "digital",
          release_id: release.id,
          artist_id: release.artist_id,
          title: `${release.title} — Halden Drift`,
          quantity: 1,
          unit_amount: 900,
          amount: 900,
          ships: false,
          includes_digital: true,
          formats: ["flac", "mp3-320"],
        },
      ],
      totals: { subtotal: 900, shipping: 0, tax: 0, total: 900 },
      artist_ids: [release.artist_id],
      release_ids: [release.id],
      fulfilment: { state: "not_required" },
      download_token: token,
      created_at: now,
      sale_day: now.toISOString().slice(0, 10),
    }),
  );
  return token;
}

async function downloaded(page: Page, name: string): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent("download", FIRST_CALL), page.getByRole("link", { name, exact: true }).click()]);
  const file = join(mkdtempSync(join(tmpdir(), "store-e2e-dl-")), download.suggestedFilename());
  await download.saveAs(file);
  return readFileSync(file);
}

test("a buyer downloads a track as MP3 and the whole release as a FLAC ZIP holding every track, from a page axe finds nothing serious on", async ({
  page,
}) => {
  test.setTimeout(600_000);
  const release = await releaseWithMasters();
  const token = await albumOrder(release, `buyer-${Date.now()}@example.com`);
  await page.goto(`/download/${token}`);
  await expect(page.getByRole("heading", { name: DOWNLOAD_TEXTS.pageTitle, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: RELEASE })).toBeVisible();
  await expectNoSeriousViolations(page, { what: "download page" });

  const first = release.tracks[0]!.title;
  const mp3 = await downloaded(page, DOWNLOAD_TEXTS.trackLink(first, "mp3-320"));
  const tags = await parseBuffer(mp3, { mimeType: "audio/mpeg" });
  expect([tags.format.codec, tags.common.title, tags.common.album, tags.common.track.no]).toEqual(["MPEG 1 Layer 3", first, RELEASE, 1]);

  const zip = zipEntries(await downloaded(page, DOWNLOAD_TEXTS.zipLink("flac")));
  expect(zip.map((e) => e.name)).toEqual(release.tracks.map((t, i) => `${String(i + 1).padStart(2, "0")} ${t.title}.flac`));
  const last = await parseBuffer(zip.at(-1)!.bytes, { mimeType: "audio/flac" });
  expect([last.format.codec, last.common.album, last.common.track]).toEqual([
    "FLAC",
    RELEASE,
    { no: release.tracks.length, of: release.tracks.length },
  ]);
});

test("a pre-order of the upcoming release downloads its focus track now; the other tracks and the ZIP say the day they come", async ({
  page,
}) => {
  const upcoming = (await (await e2eRepositories()).releases.query((c) => c.where("title", "==", PREORDER_RELEASE)))[0]!;
  await page.goto(`/download/${await albumOrder(upcoming, `preorder-${Date.now()}@example.com`)}`);
  await expect(page.getByRole("heading", { name: PREORDER_RELEASE })).toBeVisible();
  const focus = upcoming.tracks.filter((t) => t.focus);
  expect(focus.length).toBeGreaterThan(0);
  for (const track of focus) await expect(page.getByRole("link", { name: DOWNLOAD_TEXTS.trackLink(track.title, "flac") })).toBeVisible();
  // Each locked track, and the whole release's ZIP.
  await expect(page.getByText(PREORDER_TEXTS.availableOn(formatLongDate(upcoming.release_date)))).toHaveCount(
    upcoming.tracks.length - focus.length + 1,
  );
  await expect(page.getByRole("link", { name: DOWNLOAD_TEXTS.zipLink("flac") })).toHaveCount(0);
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the download page fits the screen", async ({ page }) => {
    const release = (await (await e2eRepositories()).releases.query((c) => c.where("title", "==", RELEASE)))[0]!;
    await page.goto(`/download/${await albumOrder(release, `phone-${Date.now()}@example.com`)}`);
    await expect(page.getByRole("heading", { name: RELEASE })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const zipLink = await page.getByRole("link", { name: DOWNLOAD_TEXTS.zipLink("flac") }).boundingBox();
    expect(zipLink!.x + zipLink!.width).toBeLessThanOrEqual(390);
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a download code opens its download page once, and is refused the second time", async ({ page }) => {
    test.setTimeout(180_000);
    const repos = await e2eRepositories();
    const release = (await repos.releases.query((c) => c.where("title", "==", RELEASE)))[0]!;
    const batch = await generateCodeBatch(repos, { release, count: 1, label: "e2e", actor: "e2e" }, (id) =>
      repos.auditLog.recorder({ actor: "e2e", entity: "store_code_batches", action: "generate", entityId: id, label: null }),
    );
    const [code] = await repos.downloadCodes.listForBatch(batch.id);
    const redeem = async (email: string) => {
      await page.goto("/redeem");
      await page.getByLabel(REDEEM_TEXTS.codeLabel).fill(code!.id.toLowerCase());
      await page.getByLabel(REDEEM_TEXTS.emailLabel).fill(email);
      await page.getByRole("button", { name: REDEEM_TEXTS.submit }).click();
    };
    await redeem(`fan-${Date.now()}@example.com`);
    await expect(page).toHaveURL(/\/download\/[\w-]{43}$/, FIRST_CALL);
    await expect(page.getByRole("heading", { name: RELEASE })).toBeVisible();
    await expect(page.getByRole("link", { name: DOWNLOAD_TEXTS.zipLink("flac") })).toBeVisible();

    await redeem(`someone-else-${Date.now()}@example.com`);
    await expect(page.getByRole("alert")).toHaveText(REDEEM_TEXTS.used);
  });
});
