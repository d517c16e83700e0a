import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ffmpeg from "@ffmpeg-installer/ffmpeg";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { signIn } from "../session";

/**
 * Staff upload a track's master in the release form (docs/listening.md#label-hosted-audio):
 * the progress shows while the chunks go up, then the track is queued,
 * processed and ready, and plays on the release's public page once the page
 * is rebuilt. Against the whole local stack with its seed.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 420_000 });
const FIRST_LOAD = { timeout: 120_000 };

test("a master uploads with its progress shown, the track's audio becomes ready, and it plays on the release's page", async ({ page }) => {
  // 60 s of 24-bit stereo: about 16 MB, two 8 MiB chunks.
  const master = join(mkdtempSync(join(tmpdir(), "e2e-master-")), "tide.wav");
  execFileSync(ffmpeg.path, [
    "-hide_banner",
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=330:duration=60",
    "-ac",
    "2",
    "-c:a",
    "pcm_s24le",
    master,
  ]);

  // The second chunk waits until the form has shown the first one's progress.
  let shown!: () => void;
  const progressShown = new Promise<void>((resolve) => (shown = resolve));
  await page.route(/\/audioUpload\?upload_id=/, async (route) => {
    const range = route.request().headers()["content-range"] ?? "";
    if (route.request().method() === "PUT" && /^bytes [1-9]/.test(range)) await progressShown;
    await route.continue();
  });

  const audio = await openTrackAudio(page, 1);
  await audio.locator('input[type="file"]').setInputFiles(master);
  await expect(audio.getByRole("progressbar")).toBeVisible(FIRST_LOAD);
  await expect(audio.getByText(/^Uploading \d+ %$/)).toBeVisible();
  shown();
  await expect(audio.getByTestId("track-audio-status")).toHaveText(/Queued|Processing|Ready/, FIRST_LOAD);
  await expect(audio.getByTestId("track-audio-status")).toHaveText("Ready", { timeout: 240_000 });
  await expect(audio.getByRole("button", { name: /^REPLACE AUDIO: / })).toBeEnabled();
  await expect(audio.getByRole("button", { name: /^REMOVE AUDIO: / })).toBeVisible();

  // The release's page is rebuilt with the new renditions, and the track plays there.
  const site = await page.context().newPage();
  const firstPlay = site.getByTestId("play-button").first();
  const firstSources = async () =>
    ((JSON.parse((await firstPlay.getAttribute("data-play")) ?? "{}") as { sources?: { src: string }[] }).sources ?? []).map((s) => s.src);
  await expect(async () => {
    await site.goto("/releases/halden-drift/reel-to-reel");
    expect((await firstSources()).length).toBeGreaterThan(0);
    for (const src of await firstSources()) expect(src).not.toContain("-seed.");
  }).toPass({ timeout: 120_000 });
  const made = await firstSources();
  await firstPlay.click();
  const playing = () =>
    site.evaluate(
      () =>
        [...document.querySelectorAll<HTMLAudioElement>("audio[data-player-audio]")].find((a) => !a.paused && a.currentTime > 0.3)
          ?.currentSrc ?? "",
    );
  await expect.poll(playing).not.toBe("");
  expect(made.map((src) => new URL(src, site.url()).href)).toContain(await playing());
  await site.close();
});

/** A short 24-bit stereo WAV (about 2 MB: one chunk), made by ffmpeg. */
function smallMaster(name: string): string {
  const master = join(mkdtempSync(join(tmpdir(), "e2e-master-")), name);
  execFileSync(ffmpeg.path, [
    "-hide_banner",
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=440:duration=8",
    "-ac",
    "2",
    "-c:a",
    "pcm_s24le",
    master,
  ]);
  return master;
}

/** The AUDIO region of Reel to Reel's track `n` (1-based) in its open form. */
async function openTrackAudio(page: Page, n: number) {
  await signIn(page);
  await page.goto("/admin/releases");
  const row = page.getByRole("listitem", { name: "Reel to Reel" });
  await expect(row).toBeVisible(FIRST_LOAD);
  await row.getByRole("button", { name: /^EDIT/ }).click();
  await expect(page.getByRole("heading", { name: "EDIT RELEASE" })).toBeVisible();
  const audio = page.getByRole("region", { name: /^AUDIO: / }).nth(n - 1);
  await expect(audio.getByRole("button", { name: /^(UPLOAD|REPLACE) AUDIO: / })).toBeVisible(FIRST_LOAD);
  return audio;
}

test("a master under 8 MiB (one chunk) shows its progress as its bytes go out, not 0 % until it is whole", async ({ page }) => {
  const audio = await openTrackAudio(page, 2);
  // A slow uplink (Chromium's own throttling) makes the one chunk take seconds.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 200 * 1024 });
  await audio.locator('input[type="file"]').setInputFiles(smallMaster("small.wav"));
  await expect(audio.getByText(/^Uploading ([1-9]|[1-9]\d) %$/)).toBeVisible(FIRST_LOAD);
  await expect(audio.getByTestId("track-audio-status")).toHaveText("Uploading");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(audio.getByTestId("track-audio-status")).toHaveText(/Queued|Processing|Ready/, FIRST_LOAD);
});

test("when the automatic attempts give up, the form says the upload stopped beside RESUME UPLOAD, the badge stays Uploading, and RESUME UPLOAD finishes it", async ({
  page,
}) => {
  const audio = await openTrackAudio(page, 3);
  // Every chunk and every question to the session fails, as on a connection that does not come back.
  const dropped = /\/audioUpload\?upload_id=/;
  await page.route(dropped, (route) => (route.request().method() === "PUT" ? route.abort("connectionreset") : route.continue()));
  await audio.locator('input[type="file"]').setInputFiles(smallMaster("stopped.wav"));
  await expect(audio.getByText("Connection lost: the upload resumes where it stopped")).toBeVisible(FIRST_LOAD);
  const resume = audio.getByRole("button", { name: "RESUME UPLOAD" });
  await expect(resume).toBeVisible(FIRST_LOAD);
  await expect(audio.getByText("The upload stopped: press RESUME UPLOAD to go on from where it stopped")).toBeVisible();
  await expect(audio.getByText("Connection lost: the upload resumes where it stopped")).toHaveCount(0);
  await expect(audio.getByTestId("track-audio-status")).toHaveText("Uploading");
  await expect(audio.getByText("No audio yet")).toHaveCount(0);

  await page.unroute(dropped);
  await resume.click();
  await expect(audio.getByTestId("track-audio-status")).toHaveText(/Queued|Processing|Ready/, FIRST_LOAD);
  await expect(resume).toHaveCount(0);
});
