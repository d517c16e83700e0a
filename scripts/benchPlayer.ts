import { cpus, loadavg } from "node:os";
import { chromium, type Browser, type Page } from "@playwright/test";
import { startSeededBenchStack } from "./benchStackEnv";

/**
 * The player's response on the local stack (docs/benchmarks.md#the-player),
 * in Chromium against a stack of its own with the seeded demo audio (ports
 * 20300 above the defaults, moved by TEST_PORT_OFFSET; data in
 * .data/bench-player, deleted afterwards unless BENCH_KEEP=1): the site
 * served by the local server, the audio by the audio route through it.
 *
 * - click on play → first audio sample: from the click on a track's play
 *   button to the first animation frame at which the playing element's clock
 *   has moved (a sample has been played), each play in a fresh browser
 *   context (no cached audio: a visitor's first play of a track), over the
 *   release's playable tracks in turn;
 * - seek to 80 % → playing again: from the press on the waveform slider at
 *   80 % to the first frame at which the clock moves on from where it landed.
 *
 * The figures are a frame's length (~16 ms) coarse, and include the local
 * server's rewrite and the Functions emulator answering the byte range.
 */
export const PLAYER_TARGET_MS = 300;
const PLAYS = 20;
const RELEASE = "/releases/halden-drift/reel-to-reel";

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${Math.round(percentile(sorted, 50))} ms, p95 ${Math.round(percentile(sorted, 95))} ms (min ${Math.round(sorted[0]!)}, max ${Math.round(sorted.at(-1)!)})`;
};

/** Resolves, in the page, with ms from the last recorded input (`__inputAt`) to the first frame where `sounding` holds. */
function untilSounding(page: Page, kind: "play" | "seek"): Promise<number> {
  return page.evaluate(
    (what) =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now();
        let landed: number | null = null;
        const tick = () => {
          const w = window as unknown as { __inputAt?: number };
          const audio = [...document.querySelectorAll<HTMLAudioElement>("audio[data-player-audio]")].find((a) => !a.paused);
          if (audio && w.__inputAt !== undefined) {
            if (what === "play" && audio.currentTime > 0) return resolve(performance.now() - w.__inputAt);
            if (what === "seek") {
              // The slider's length is the player's (an Ogg file's own duration may be unknown until read to its end).
              const length = Number(document.querySelector("[data-testid=player-seek]")?.getAttribute("aria-valuemax") ?? 0);
              const target = 0.8 * length - 1;
              if (landed === null && audio.currentTime >= target) landed = audio.currentTime;
              else if (landed !== null && audio.currentTime > landed) return resolve(performance.now() - w.__inputAt);
            }
          }
          if (performance.now() - started > 30_000) return reject(new Error(`no sound 30 s after the ${what}`));
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    kind,
  );
}

/** Records the time of the next click or press, in the page's clock, before the page's own handlers run. */
const recordInput = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __inputAt?: number };
    delete w.__inputAt;
    const mark = () => (w.__inputAt ??= performance.now());
    document.addEventListener("pointerdown", mark, { capture: true, once: true });
    document.addEventListener("click", mark, { capture: true, once: true });
  });

async function onePlay(browser: Browser, site: string, n: number): Promise<{ play: number; seek: number }> {
  const context = await browser.newContext();
  // tsx keeps function names through a helper (`__name`) that the functions sent to the page call.
  await context.addInitScript("globalThis.__name = (fn) => fn;");
  try {
    const page = await context.newPage();
    await page.goto(`${site}${RELEASE}`);
    const buttons = page.locator("button[data-play]");
    await buttons.first().waitFor({ state: "visible" });
    const button = buttons.nth(n % (await buttons.count()));
    await recordInput(page);
    await button.click();
    const play = await untilSounding(page, "play");
    const slider = page.getByTestId("player-seek");
    const box = (await slider.boundingBox())!;
    await recordInput(page);
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height / 2);
    const seek = await untilSounding(page, "seek");
    return { play, seek };
  } finally {
    await context.close();
  }
}

export async function benchPlayer(): Promise<{ play: number[]; seek: number[] }> {
  console.log("\nThe player: starting a seeded stack…");
  const { config, stop } = await startSeededBenchStack(20300, ".data/bench-player");
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
  try {
    const site = `http://localhost:${config.ports.web}`;
    // One unmeasured play: the first request wakes the audio route's function worker.
    await onePlay(browser, site, 0);
    const play: number[] = [];
    const seek: number[] = [];
    const load = loadavg()[0]!;
    for (let n = 0; n < PLAYS; n++) {
      const result = await onePlay(browser, site, n);
      play.push(result.play);
      seek.push(result.seek);
    }
    console.log(`Player on the local stack, ${PLAYS} plays of Reel to Reel's tracks (load average ${load.toFixed(2)} → ${loadavg()[0]!.toFixed(2)} on ${cpus().length} cores):`);
    console.log(`  click on play → first audio sample: ${summary(play)} (target p95 ≤ ${PLAYER_TARGET_MS} ms)`);
    console.log(`  seek to 80 % → playing again:       ${summary(seek)} (target ≤ ${PLAYER_TARGET_MS} ms)`);
    return { play, seek };
  } finally {
    await browser.close();
    await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPlayer();
