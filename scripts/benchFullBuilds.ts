import type { BuildReport } from "../src/lib/site/manifest";
import type { SiteBuilder } from "./site/siteBuilder";
import { countPages } from "./benchCatalog";

/** Full builds a second at catalogue scale (docs/benchmarks.md, issue 36). */
const TARGET_PAGES_PER_SECOND = 500;

/** What a round's full build is in a builder's life. */
function roundName(round: number): string {
  if (round === 1) return "the renderer's start, one astro build";
  if (round === 2) return "the first later one, the second renderer process's first job";
  return "a later one, every renderer process warm";
}

/**
 * `rounds` full builds, each printed with its time and pages/s against the target. The first is the warm
 * renderer's start (Vite, then every page); the later ones are jobs of its processes, as a builder's later
 * full builds are (a rebuild asked for, a publisher whose folder is behind), shared by the processes that
 * start after the first, which each round waits for. Returns the last build's report and how many files a
 * build writes beside its content pages (404, robots.txt, /admin…).
 */
export async function benchFullBuilds(
  builder: SiteBuilder,
  siteDir: string,
  rounds: number,
): Promise<{ report: BuildReport; fixedFiles: number }> {
  let last: { report: BuildReport; fixedFiles: number } | undefined;
  for (let round = 1; round <= rounds; round++) {
    if (round > 1) await builder.renderersReady();
    const started = Date.now();
    const report = await builder.fullBuild();
    const ms = Date.now() - started;
    const files = await countPages(siteDir);
    const content = Object.keys(report.rendered).length;
    last = { report, fixedFiles: files - content };
    console.log(
      `Full build ${round}/${rounds} (${roundName(round)}): ${(ms / 1000).toFixed(1)} s, ${files} files (${content} content pages), ` +
        `${(files / (ms / 1000)).toFixed(0)} pages/s (target ≥ ${TARGET_PAGES_PER_SECOND})`,
    );
  }
  if (!last) throw new Error("benchFullBuilds needs at least one round");
  return last;
}
