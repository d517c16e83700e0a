import { pathToFileURL } from "node:url";
import { startSeededBenchStack } from "./benchStackEnv";

/**
 * Lighthouse (mobile: its default Moto G Power emulation, slow 4G and 4×
 * CPU slowdown) on the seeded site's release page with 12 playable tracks
 * and on its artist's page, both on a stack of its own (21500 above the
 * default ports) with the site built and the seed's audio processed, in
 * Debian's Chromium. Prints the four category scores of each page and
 * every scored audit below 1, so a drop says where it comes from. Scores
 * swing with the machine's load (performance most): the line says the
 * load average at the start.
 */
export const LIGHTHOUSE_PAGES = ["/releases/halden-drift/drift-and-engines", "/artist/halden-drift"] as const;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export async function benchLighthouse(): Promise<void> {
  const [{ default: lighthouse }, chromeLauncher, { loadavg }] = await Promise.all([import("lighthouse"), import("chrome-launcher"), import("node:os")]);
  console.log("\nLighthouse, mobile (seeded site on its own stack)…");
  const { config, stop } = await startSeededBenchStack(21500, ".data/bench-lighthouse");
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  try {
    console.log(`  load average ${loadavg()[0]!.toFixed(1)} at the start`);
    for (const path of LIGHTHOUSE_PAGES) {
      const result = await lighthouse(`http://localhost:${config.ports.web}${path}`, { port: chrome.port, output: "json", logLevel: "error" });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) {
        console.log(`  ${path}: Lighthouse could not measure it (${runtimeError.code}: ${runtimeError.message})`);
        continue;
      }
      const scores = CATEGORIES.map((c) => `${c} ${Math.round((categories[c]?.score ?? 0) * 100)}`).join(", ");
      console.log(`  ${path}: ${scores}`);
      for (const audit of Object.values(audits)) {
        if (audit.score !== null && audit.score < 1 && ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode)) {
          console.log(`    ${audit.id} ${audit.score}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
        }
      }
    }
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
