import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { makePromoCopy } from "../src/lib/audio/promoTagging";
import { MINUTES, makeBenchMaster } from "./benchTrackAudio";

/** Rounds of the figure: the first request of a recipient waits for one; the median is reported. */
const ROUNDS = Number(process.env.BENCH_PROMO_COPY_ROUNDS || 3);

/**
 * `npm run bench`'s tagged-download figure (docs/promo.md#downloads-and-tracing):
 * making one recipient's tagged MP3 320 from the bench's 10-minute 24-bit
 * WAV master (scripts/benchTrackAudio.ts), as the download route does on a
 * recipient's first request: encode with the tags, then hash. Prints the
 * median and the slowest of ROUNDS, and the file's size.
 * Run alone: `npx tsx scripts/benchPromoCopy.ts`.
 */
export async function benchPromoCopy(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), "bench-promo-copy-"));
  try {
    const master = makeBenchMaster(dir);
    const subject = { trackTitle: "Bench Track", artistName: "Bench Artist", releaseTitle: "Bench Release", recipientName: "Bench Writer", outlet: "Bench Weekly", campaignId: "bench", marker: "0123456789abcdef01234567" };
    const times: number[] = [];
    let bytes = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      const made = await makePromoCopy(master, "wav", subject, "mp3_320", join(dir, `copy-${round}.mp3`));
      times.push(performance.now() - started);
      if (!made) throw new Error("the tagged copy was not made");
      bytes = made.bytes;
    }
    times.sort((a, b) => a - b);
    console.log(`\nPromo download: a recipient's tagged MP3 320 of a ${MINUTES}-minute 24-bit WAV master (encode, tag, hash): median ${(times[Math.floor(times.length / 2)]! / 1000).toFixed(1)} s, slowest ${(times.at(-1)! / 1000).toFixed(1)} s of ${ROUNDS}; ${(bytes / 1e6).toFixed(1)} MB`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchPromoCopy();
