import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { deleteReleaseCascade, saveReleaseWithLinks } from "../../../src/lib/data/catalog/contentTransactions";
import { contentWriter } from "../../../src/lib/data/catalog/contentWriter";
import { SYSTEM_ACTOR } from "../../../src/lib/domain/publishing";
import { audioStore } from "../../../src/lib/files";
import { readyTrackAudio, toneMaker } from "../../../scripts/seed/trackAudio";
import { makeRelease, makeTrack } from "../../factories";
import { expectNoSeriousViolations } from "../axe";
import { e2eRepositories } from "../siteData";
import { runJob } from "../jobRun";

/**
 * The public player (docs/listening.md#the-player) against the whole local
 * stack: the seeded releases' audio (real Opus and AAC files in the local
 * audio store, served by the audio route with HTTP Range). "Plays" means
 * the element's currentTime moves on; the audio itself is not listened to.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const REEL = "/releases/halden-drift/reel-to-reel";

/** Where the player is in its current track, and whether it plays. */
const playerAudio = (page: Page) =>
  page.evaluate(() => {
    const playing = [...document.querySelectorAll<HTMLAudioElement>("audio[data-player-audio]")].find((a) => !a.paused) ?? null;
    return { time: playing?.currentTime ?? 0, playing: Boolean(playing), src: playing?.currentSrc ?? "" };
  });

/** Waits until the player's position has moved past `after` seconds, playing. */
async function playsPast(page: Page, after: number): Promise<number> {
  await expect.poll(async () => (await playerAudio(page)).time).toBeGreaterThan(after);
  return (await playerAudio(page)).time;
}

/**
 * What the page was doing, for the failure message of a page change that
 * did not happen: whether its main thread still answers, the site router's
 * transition state, and what the console said.
 */
async function pageState(page: Page, consoleLines: readonly string[]): Promise<string> {
  const state = await Promise.race([
    page.evaluate(() =>
      JSON.stringify({
        ready: document.readyState,
        transition: document.documentElement.getAttribute("data-astro-transition"),
        title: document.title,
      }),
    ),
    new Promise<string>((resolve) => setTimeout(() => resolve("the page's main thread did not answer within 5 s"), 5_000)),
  ]);
  return `page state: ${state}; console: ${consoleLines.slice(-10).join(" | ") || "nothing"}`;
}

test("a track plays from its play button, and keeps playing across three page changes", async ({ page }) => {
  await page.goto(REEL);
  const rows = page.getByTestId("track-row");
  await expect(rows).toHaveCount(9);
  await page.getByRole("button", { name: "Play Splice Room" }).click();
  const bar = page.getByRole("region", { name: "Player" });
  await expect(bar.getByTestId("player-title")).toHaveText("Splice Room");
  await expect(page.getByRole("button", { name: "Pause Splice Room" })).toBeVisible();
  let at = await playsPast(page, 0.3);
  expect((await playerAudio(page)).src).toMatch(/^http:\/\/localhost:\d+\/audio\/[0-9a-f-]{36}\/full-/);

  const consoleLines: string[] = [];
  page.on("console", (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
  page.on("pageerror", (error) => consoleLines.push(`pageerror: ${error.message}`));
  // The links are followed by keyboard, as a person may. A mouse click here
  // would race headless Chromium: Playwright scrolls the page back up to the
  // link and clicks at once, and the browser still routes the click by where
  // the cross-origin Spotify frame was before the scroll (it covered the
  // link's point), so about half the clicks never reached the page.
  for (const link of ["PRESS", "ARTISTS", "RELEASES"]) {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link, exact: true }).press("Enter");
    await expect(page)
      .toHaveURL(new RegExp(`/${link.toLowerCase()}$`))
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\n${await pageState(page, consoleLines)}`);
      });
    await expect(bar.getByTestId("player-title")).toHaveText("Splice Room");
    at = await playsPast(page, at);
    // The router came with the release page; the swapped-in page, which never loaded it, still hides its route announcer.
    await expect(page.locator(".astro-route-announcer")).toHaveCSS("clip-path", "inset(50%)");
  }
  // Next moves down the release's queue.
  await bar.getByRole("button", { name: "Next track" }).click();
  await expect(bar.getByTestId("player-title")).not.toHaveText("Splice Room");
  await playsPast(page, 0.2);
});

test("a page where nothing plays loads no router script; a release page with playable tracks does", async ({ page, request }) => {
  const routerScript = /<script[^>]+src="[^"]*ClientRouter[^"]*"/;
  const press = await (await request.get("/press")).text();
  expect(press).toContain('<meta name="astro-view-transitions-enabled" content="true">');
  expect(press).not.toMatch(routerScript);
  expect(await (await request.get(REEL)).text()).toMatch(routerScript);
  // Landed on directly, its links are plain page loads: nothing plays to keep.
  await page.goto("/press");
  expect(
    await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((e) => e.name)
        .filter((name) => name.includes("ClientRouter")),
    ),
  ).toEqual([]);
});

test("without JavaScript every playable track is a plain audio element that plays", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(REEL);
  const audio = page.getByTestId("track-audio");
  await expect(audio).toHaveCount(9);
  await expect(page.getByTestId("play-button").first()).toBeHidden();
  await expect(audio.first().locator("source").first()).toHaveAttribute("type", "audio/ogg; codecs=opus");
  // The page runs no script; the test starts the element as its play control does.
  await audio.nth(1).evaluate((a: HTMLAudioElement) => a.play());
  await expect.poll(() => audio.nth(1).evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0.3);
  await context.close();
});

test("a preview release plays each track's preview, which ends at its length", async ({ page }) => {
  await page.goto("/releases/sable-fen/harmonium-hymns");
  await page.getByTestId("play-button").first().click();
  const bar = page.getByRole("region", { name: "Player" });
  await expect(bar).toContainText("Preview");
  const first = await bar.getByTestId("player-title").textContent();
  await playsPast(page, 0.2);
  // The served preview is the 6-second window: the player moves on to the next preview when it ends.
  await expect(bar.getByTestId("player-title")).not.toHaveText(first!, { timeout: 30_000 });
  const ended = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAudioElement>("audio[data-player-audio]")].map((a) => ({ duration: a.duration, src: a.currentSrc })),
  );
  const previous = ended.find((a) => a.src.includes("/preview-") && Number.isFinite(a.duration));
  expect(previous?.duration).toBeLessThanOrEqual(6.1);
});

test("keyboard only: play, pause with Space, seek with the arrows; the slider speaks time; axe finds nothing serious", async ({ page }) => {
  await page.goto(REEL);
  const play = page.getByRole("button", { name: "Play Reel to Reel" });
  await play.focus();
  await page.keyboard.press("Enter");
  const bar = page.getByRole("region", { name: "Player" });
  const slider = bar.getByRole("slider", { name: "Seek" });
  await playsPast(page, 0.2);

  await slider.focus();
  await page.keyboard.press(" ");
  await expect(bar.getByRole("button", { name: "Play", exact: true })).toBeVisible();
  const paused = (await playerAudio(page)).playing;
  expect(paused).toBe(false);
  await page.keyboard.press("Home");
  await expect(slider).toHaveAttribute("aria-valuenow", "0");
  for (let i = 0; i < 2; i++) await page.keyboard.press("PageUp");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowRight");
  // 2 × 30 s + 5 s (the track lasts 70 s).
  await expect(slider).toHaveAttribute("aria-valuetext", "1 minute, 5 seconds");
  await expect(slider).toHaveAttribute("aria-valuenow", "65");
  await page.keyboard.press(" ");
  await expect(bar.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
  await playsPast(page, 65);

  await expectNoSeriousViolations(page, { include: ["#player", '[data-testid="tracklist"]'] });
});

test("the seek slider's value reads as time", async ({ page }) => {
  await page.goto(REEL);
  await page.getByRole("button", { name: "Play Reel to Reel" }).click();
  await playsPast(page, 0.2);
  const slider = page.getByRole("slider", { name: "Seek" });
  await page.getByRole("button", { name: "Pause", exact: true }).click();
  await expect(slider).toHaveAttribute("aria-valuetext", /^\d+ seconds?$/);
  await page.evaluate(() => {
    const audio = [...document.querySelectorAll<HTMLAudioElement>("audio[data-player-audio]")].find((a) => a.currentSrc)!;
    audio.currentTime = 63;
  });
  await expect(slider).toHaveAttribute("aria-valuetext", "1 minute, 3 seconds");
});

test("a track locked before release day plays once the release-day job has run", async ({ page }) => {
  const repos = await e2eRepositories();
  const writer = contentWriter(repos, SYSTEM_ACTOR);
  const [halden] = await repos.artists.query((c) => c.where("slug", "==", "halden-drift"));
  const day = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
  const suffix = randomUUID().slice(0, 8);
  const focus = makeTrack({ id: randomUUID(), title: "Early Single", duration_seconds: 20, focus: true });
  const later = makeTrack({ id: randomUUID(), title: "Album Cut", duration_seconds: 20 });
  const release = makeRelease({
    id: randomUUID(),
    title: `Far Tide ${suffix}`,
    slug: `far-tide-${suffix}`,
    artist_id: halden!.id,
    release_date: day,
    tracks: [focus, later],
    is_published: true,
  });
  const dir = await mkdtemp(join(tmpdir(), "player-e2e-"));
  const path = `/releases/halden-drift/${release.slug}`;
  try {
    const tone = toneMaker(dir);
    const store = audioStore();
    for (const track of [focus, later]) await repos.trackAudio.set(await readyTrackAudio(store, tone, release, track, 20, new Date()));
    await saveReleaseWithLinks(writer, {
      release,
      links: [{ release_id: release.id, artist_id: halden!.id, artist_order: 0, is_primary: true }],
      mode: "create",
    });

    await expect.poll(async () => (await page.request.get(path)).status(), { timeout: 60_000 }).toBe(200);
    await page.goto(path);
    const rows = page.getByTestId("track-row");
    await expect(rows.nth(0).getByRole("button", { name: "Play Early Single" })).toBeVisible();
    await expect(rows.nth(1).getByTestId("track-locked")).toHaveText("Plays from release day");
    await expect(rows.nth(1).getByTestId("play-button")).toHaveCount(0);
    const lockedFile = (await repos.trackAudio.get(later.id))!.renditions[0]!.path.split("/").pop();
    expect((await page.request.get(`/audio/${later.id}/${lockedFile}`)).status()).toBeGreaterThanOrEqual(400);

    await runJob("release-day", day);
    await expect.poll(async () => (await page.request.get(path)).text(), { timeout: 60_000 }).toContain("Play Album Cut");
    await page.goto(path);
    await page.getByRole("button", { name: "Play Album Cut" }).click();
    await playsPast(page, 0.3);
  } finally {
    await deleteReleaseCascade(repos, writer, release.id);
    await Promise.all([focus, later].map((t) => repos.trackAudio.delete(t.id)));
    await rm(dir, { recursive: true, force: true });
  }
});
