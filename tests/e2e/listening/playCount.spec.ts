import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { deleteReleaseCascade, saveReleaseWithLinks } from "../../../src/lib/data/catalog/contentTransactions";
import { contentWriter } from "../../../src/lib/data/catalog/contentWriter";
import { addDays, summarizeAnalytics } from "../../../src/lib/domain/campaigns";
import { SYSTEM_ACTOR } from "../../../src/lib/domain/publishing";
import { audioStore } from "../../../src/lib/files";
import { readyTrackAudio, toneMaker } from "../../../scripts/seed/trackAudio";
import { makeRelease, makeTrack } from "../../factories";
import { signIn } from "../session";
import { e2eRepositories } from "../siteData";

/**
 * A play counted once in the label's analytics (docs/analytics.md#plays),
 * on the whole local stack: the player in a real browser, the listen beacon,
 * the daily counters and the admin's ANALYTICS dialog. A track skipped to its
 * end by seeking counts nothing; a track listened to past 30 seconds counts
 * once, however long it goes on. The browser presents itself as desktop
 * Chrome: the beacon ignores headless browsers, as it ignores every obvious bot.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });
test.use({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36" });

/** The play reports the page sent, by track id, as the browser sent them. */
function playReports(page: Page): Map<string, number> {
  const sent = new Map<string, number>();
  page.on("request", (request) => {
    if (!request.url().endsWith("/api/listen") || request.method() !== "POST") return;
    const body = JSON.parse(request.postData() ?? "{}") as { kind?: string; track_id?: string };
    if (body.kind === "play" && body.track_id) sent.set(body.track_id, (sent.get(body.track_id) ?? 0) + 1);
  });
  return sent;
}

test("a track played past 30 seconds is counted once, a track skipped by seeking is not, and staff see the play", async ({ page }) => {
  const repos = await e2eRepositories();
  const writer = contentWriter(repos, SYSTEM_ACTOR);
  const [halden] = await repos.artists.query((c) => c.where("slug", "==", "halden-drift"));
  const suffix = randomUUID().slice(0, 8);
  const skipped = makeTrack({ id: randomUUID(), title: "Skipped Ahead", duration_seconds: 40 });
  const heard = makeTrack({ id: randomUUID(), title: "Heard Through", duration_seconds: 33 });
  const today = repos.analytics.period(1)[0]!;
  const release = makeRelease({
    id: randomUUID(),
    title: `Counted Tide ${suffix}`,
    slug: `counted-tide-${suffix}`,
    artist_id: halden!.id,
    // Released yesterday: the newest released release, so the first of the admin's list after any upcoming one.
    release_date: addDays(today, -1),
    tracks: [skipped, heard],
    is_published: true,
  });
  const playsOf = async () => {
    const days = repos.analytics.period(1);
    const summary = summarizeAnalytics(await repos.analytics.forReleaseSince(release.id, days[0]!), days);
    return Object.fromEntries(summary.tracks.map((t) => [t.track_id, t.plays]));
  };
  const dir = await mkdtemp(join(tmpdir(), "play-count-e2e-"));
  const path = `/releases/halden-drift/${release.slug}`;
  try {
    const tone = toneMaker(dir);
    for (const [track, seconds] of [
      [skipped, 40],
      [heard, 33],
    ] as const) {
      await repos.trackAudio.set(await readyTrackAudio(audioStore(), tone, release, track, seconds, new Date()));
    }
    await saveReleaseWithLinks(writer, {
      release,
      links: [{ release_id: release.id, artist_id: halden!.id, artist_order: 0, is_primary: true }],
      mode: "create",
    });
    await expect.poll(async () => (await page.request.get(path)).status(), { timeout: 90_000 }).toBe(200);

    const sent = playReports(page);
    await page.goto(path);
    await page.getByRole("button", { name: "Play Skipped Ahead" }).click();
    const bar = page.getByRole("region", { name: "Player" });
    await expect(bar.getByTestId("player-title")).toHaveText("Skipped Ahead");
    // Skipped: from its first second straight to its end, which starts the next track.
    const slider = bar.getByRole("slider", { name: "Seek" });
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLAudioElement>("audio[data-player-audio]")].some((a) => !a.paused && a.currentTime > 0.2),
        ),
      )
      .toBe(true);
    await slider.focus();
    await page.keyboard.press("End");
    await expect(bar.getByTestId("player-title")).toHaveText("Heard Through");

    // Heard through to its end (33 s): counted once, at 30 seconds.
    await expect.poll(() => sent.get(heard.id) ?? 0, { timeout: 60_000 }).toBe(1);
    await expect(bar.getByRole("button", { name: "Play", exact: true })).toBeVisible({ timeout: 30_000 });
    expect(Object.fromEntries(sent)).toEqual({ [heard.id]: 1 });
    // Each function starts cold in the emulator: a generous wait.
    await expect.poll(playsOf, { timeout: 90_000 }).toEqual({ [heard.id]: 1 });

    await signIn(page);
    await page.goto("/admin/releases");
    await page.getByRole("button", { name: `ANALYTICS ${release.title}` }).click();
    const dialog = page.getByRole("dialog", { name: "ANALYTICS" });
    await expect(dialog.getByTestId("total-plays")).toHaveText("1", { timeout: 90_000 });
    const byTrack = dialog.getByRole("table", { name: "PLAYS BY TRACK" });
    await expect(byTrack.getByRole("row", { name: "Skipped Ahead 0" })).toBeVisible();
    await expect(byTrack.getByRole("row", { name: "Heard Through 1" })).toBeVisible();
    await dialog.locator("summary", { hasText: "Per day" }).click();
    await expect(dialog.getByRole("table", { name: "Per day" }).getByRole("row", { name: `${today} 0 1 0` })).toBeVisible();
    await expect(dialog.getByTestId("analytics-chart").locator("canvas")).toBeVisible();

    // The dashboard adds the play to the label's figures.
    await page.goto("/admin");
    const panel = page.getByRole("region", { name: "LAST 30 DAYS" });
    await expect(panel.getByTestId("total-plays")).not.toHaveText("0", { timeout: 90_000 });
  } finally {
    await deleteReleaseCascade(repos, writer, release.id);
    await Promise.all([skipped, heard].map((t) => repos.trackAudio.delete(t.id)));
    await rm(dir, { recursive: true, force: true });
  }
});
