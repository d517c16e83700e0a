import { cpus, loadavg } from "node:os";
import { chromium, type Browser, type Page } from "@playwright/test";
import { Firestore } from "firebase-admin/firestore";
import { startSeededBenchStack } from "./benchStackEnv";
import { CHROMIUM_ARGS, chromiumExecutable } from "./browser";
import { promoBenchDraft } from "./benchPromo";

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
 *
 * Then the same click → first sample on a promo page (docs/promo.md#the-promo-page):
 * one recipient's link to a campaign of the same release, its audio signed
 * for the link and answered by the promo function.
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

async function onePlay(browser: Browser, pageUrl: string, n: number): Promise<{ play: number; seek: number }> {
  const context = await browser.newContext();
  // tsx keeps function names through a helper (`__name`) that the functions sent to the page call.
  await context.addInitScript("globalThis.__name = (fn) => fn;");
  try {
    const page = await context.newPage();
    await page.goto(pageUrl);
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

/**
 * A promo link to the bench release's tracks: a contact, a campaign and the
 * recipient's invitation written through the data layer as SEND writes them
 * (scripts/benchPromo.ts), on a client of this stack's own Firestore (the
 * process-wide one belongs to the bench data set's stack that starts later).
 */
async function promoPageUrl(firestorePort: number, projectId: string, site: string): Promise<string> {
  const previous = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${firestorePort}`;
  const db = new Firestore({ projectId });
  if (previous === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
  else process.env.FIRESTORE_EMULATOR_HOST = previous;
  const [{ createRepositories }, { invitation }] = await Promise.all([
    import("../src/lib/data"),
    import("../src/lib/server/promo/promoSend"),
  ]);
  const repos = createRepositories(db);
  const release = (await repos.releases.listPublishedBySlug(RELEASE.split("/").pop()!))[0]!;
  const now = new Date();
  const contact = {
    id: "bench-player-contact",
    name: "Bench Listener",
    email: "listener@bench.test",
    outlet: null,
    role: "press" as const,
    country: null,
    tags: [],
    notes: null,
    created_at: now,
    updated_at: now,
  };
  await repos.promoContacts.create(contact);
  const draft = promoBenchDraft("bench-player-promo", release, "bench-player");
  const campaign = await repos.promoCampaigns.create({
    ...draft,
    track_ids: release.tracks.map((t) => t.id),
    recipients: { contact_ids: [contact.id], tags: [] },
  });
  const sent = invitation(campaign, release, "Bench Artist", contact, site, now);
  await repos.promoRecipients.createInvitations(repos.mail, [sent]);
  await db.terminate();
  return /https?:\/\/\S+?\/promo\/[A-Za-z0-9_-]{43}/.exec(sent.mail.message.text)![0];
}

/** `plays` measured plays of `pageUrl`'s tracks, after one unmeasured play (the first request wakes the audio route's function worker). */
async function measurePlays(browser: Browser, pageUrl: string, plays: number): Promise<{ play: number[]; seek: number[] }> {
  await onePlay(browser, pageUrl, 0);
  const play: number[] = [];
  const seek: number[] = [];
  for (let n = 0; n < plays; n++) {
    const result = await onePlay(browser, pageUrl, n);
    play.push(result.play);
    seek.push(result.seek);
  }
  return { play, seek };
}

export async function benchPlayer(): Promise<{ play: number[]; seek: number[] }> {
  console.log("\nThe player: starting a seeded stack…");
  const { config, stop } = await startSeededBenchStack(20300, ".data/bench-player");
  const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: CHROMIUM_ARGS });
  try {
    const site = `http://localhost:${config.ports.web}`;
    const load = loadavg()[0]!;
    const { play, seek } = await measurePlays(browser, `${site}${RELEASE}`, PLAYS);
    console.log(
      `Player on the local stack, ${PLAYS} plays of Reel to Reel's tracks (load average ${load.toFixed(2)} → ${loadavg()[0]!.toFixed(2)} on ${cpus().length} cores):`,
    );
    console.log(`  click on play → first audio sample: ${summary(play)} (target p95 ≤ ${PLAYER_TARGET_MS} ms)`);
    console.log(`  seek to 80 % → playing again:       ${summary(seek)} (target ≤ ${PLAYER_TARGET_MS} ms)`);
    // Each play opens the page again: PLAYS + 1 views stay within a link's 60 page views per 10 minutes.
    const promoLoad = loadavg()[0]!;
    const promo = await measurePlays(browser, await promoPageUrl(config.ports.firestore, config.projectId, site), PLAYS);
    console.log(
      `Promo page on the local stack, ${PLAYS} plays of one recipient's link (load average ${promoLoad.toFixed(2)} → ${loadavg()[0]!.toFixed(2)}):`,
    );
    console.log(`  click on play → first audio sample: ${summary(promo.play)} (target p95 ≤ ${PLAYER_TARGET_MS} ms)`);
    return { play, seek };
  } finally {
    await browser.close();
    await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPlayer();
