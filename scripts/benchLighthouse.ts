import { pathToFileURL } from "node:url";
import { startSeededBenchStack } from "./benchStackEnv";
import { chromiumExecutable } from "./browser";

/**
 * Lighthouse (mobile: its default Moto G Power emulation, slow 4G and 4×
 * CPU slowdown) on the seeded site's release page with 12 playable tracks
 * and on its artist's page, both on a stack of its own (21500 above the
 * default ports, plus TEST_PORT_OFFSET) with the site built and the seed's
 * audio processed, in Debian's Chromium; also `/releases`, the largest list
 * page, whose document must stay within the first round trip
 * (docs/benchmarks.md#lighthouse), the pre-save page and a release's embed.
 * BENCH_LIGHTHOUSE_PAGES picks pages instead.
 * Prints the four category scores and the layout shift (CLS) of each run, the bytes transferred (the
 * document's apart) and every scored audit below 1, so a drop says where it
 * comes from; then each page's median run, as Lighthouse's own
 * computeMedianRun picks it (its docs/variability.md: judge a page by the
 * median of several runs, not by one). Scores swing with the machine's
 * load (performance most): each line says the load average.
 */
export const LIGHTHOUSE_PAGES = [
  "/releases/halden-drift/drift-and-engines",
  "/artist/halden-drift",
  "/releases",
  "/pre-save/halden-drift/coming-tide",
  "/embed/release/b0000000-0000-4000-8000-000000000001",
] as const;
/** BENCH_LIGHTHOUSE_PAGES (comma-separated site paths) measures those pages alone, e.g. the one a change is about. */
const pages = (env: NodeJS.ProcessEnv = process.env): readonly string[] =>
  env.BENCH_LIGHTHOUSE_PAGES?.split(",")
    .map((p) => p.trim())
    .filter(Boolean) ?? LIGHTHOUSE_PAGES;
/** TEST_PORT_OFFSET moves the bench's stack, as it moves the test stacks, so two checkouts can measure side by side. */
const portOffset = Number(process.env.TEST_PORT_OFFSET ?? 0) || 0;
/** Runs per page (BENCH_LIGHTHOUSE_RUNS, default 5: "the median Lighthouse score of 5 runs is twice as stable as 1 run", Lighthouse's docs/variability.md). */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** The page's own document as transferred (compressed), from Lighthouse's network records. */
function documentBytes(lhr: { audits: Record<string, { details?: unknown }>; finalDisplayedUrl: string }): number {
  const items =
    (lhr.audits["network-requests"]?.details as { items?: { url: string; transferSize?: number; resourceType?: string }[] } | undefined)
      ?.items ?? [];
  return items.find((item) => item.resourceType === "Document" && item.url === lhr.finalDisplayedUrl)?.transferSize ?? 0;
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof import("lighthouse").default>>>["lhr"];

/** A category's score of a run, out of 100. */
const scoreOf = (lhr: LighthouseResult, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** The four category scores of a run. */
const scoresOf = (lhr: LighthouseResult) => CATEGORIES.map((c) => `${c} ${scoreOf(lhr, c)}`).join(", ");

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** Chromium's own timings of the run (not Lighthouse's simulation): when the page loaded and first painted. */
type Observed = { observedLoad?: number; observedFirstPaint?: number };

/**
 * The run's observed load and first paint, and a warning when the paint
 * trailed the load by most of a second: headless Chromium then withheld the
 * page's frames (viz throttling a compositor it takes for unresponsive,
 * GoogleChrome/lighthouse#17148, also seen on PageSpeed Insights), and the
 * simulated first paint and speed index of that run carry the wait.
 */
function paintLine(audits: Record<string, { details?: unknown }>): string {
  const observed = ((audits["metrics"]?.details as { items?: Observed[] } | undefined)?.items ?? [])[0] ?? {};
  const { observedLoad: load, observedFirstPaint: paint } = observed;
  if (load === undefined || paint === undefined) return "no observed paint";
  const held = paint - load >= 800 ? ", held back by headless Chromium's frame throttling" : "";
  return `observed load ${Math.round(load)} ms, first paint ${Math.round(paint)} ms${held}`;
}

export async function benchLighthouse(): Promise<void> {
  const [{ default: lighthouse }, { computeMedianRun }, chromeLauncher, { loadavg }] = await Promise.all([
    import("lighthouse"),
    import("lighthouse/core/lib/median-run.js"),
    import("chrome-launcher"),
    import("node:os"),
  ]);
  console.log("\nLighthouse, mobile (seeded site on its own stack)…");
  const { config, stop } = await startSeededBenchStack(21500 + portOffset, `.data/bench-lighthouse${portOffset ? `-${portOffset}` : ""}`);
  const chrome = await chromeLauncher.launch({
    chromePath: await chromiumExecutable(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    console.log(`  load average ${loadavg()[0]!.toFixed(1)} at the start`);
    const medians: string[] = [];
    for (const path of pages()) {
      const runs: LighthouseResult[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`http://localhost:${config.ports.web}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        const { audits, runtimeError } = result.lhr;
        if (runtimeError) {
          console.log(`  ${path}: Lighthouse could not measure it (${runtimeError.code}: ${runtimeError.message})`);
          continue;
        }
        runs.push(result.lhr);
        const cls = (audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3);
        console.log(
          `  ${path}: ${scoresOf(result.lhr)}, CLS ${cls} (load ${loadavg()[0]!.toFixed(1)}; ${kb(audits["total-byte-weight"]?.numericValue ?? 0)} transferred, the document ${kb(documentBytes(result.lhr))}; ${paintLine(audits)})`,
        );
        for (const audit of Object.values(audits)) {
          if (audit.score !== null && audit.score < 1 && ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode)) {
            console.log(`    ${audit.id} ${audit.score}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
          }
        }
      }
      if (runs.length > 0) {
        const performance = runs.map((lhr) => scoreOf(lhr, "performance")).join(", ");
        medians.push(`  ${path}: ${scoresOf(computeMedianRun(runs))} (median of ${runs.length}; performance by run ${performance})`);
      }
    }
    console.log(`  Median runs (Lighthouse's computeMedianRun):\n${medians.join("\n")}`);
  } finally {
    chrome.kill();
    await stop();
  }
}

// `tsx scripts/benchLighthouse.ts`: the measurement on its own.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await benchLighthouse();
  process.exit(0);
}
