import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { encodePromoAudio, tagPromoCopy, type MadePromoCopy } from "../src/lib/audio/promoTagging";
import { promoTags } from "../src/lib/domain/promo";
import type { AudioStore } from "../src/lib/files/audioStore";
import { LocalAudioStore } from "../src/lib/files/localAudioStore";
import { MINUTES, makeBenchMaster } from "./benchTrackAudio";

/** Rounds of the first-ever figure (each encodes the whole track); the median is reported. */
const ROUNDS = Number(process.env.BENCH_PROMO_COPY_ROUNDS || 3);
/** Rounds of the tagged-copy figure: milliseconds each, so more of them. */
const TAG_ROUNDS = 10;

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
const secondsOf = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

/**
 * `npm run bench`'s tagged-download figures (docs/promo.md#downloads-and-tracing),
 * from the bench's 10-minute 24-bit WAV master (scripts/benchTrackAudio.ts),
 * the steps of the download route with a local audio store (the stack's):
 * - a recipient's first download once the track's shared MP3 320 encoding
 *   exists (every recipient but the track's first): fetch the encoding from
 *   the store, write the recipient's ID3 tag onto a copy, hash it, store it;
 * - the first-ever download of the track: fetch the master, encode it,
 *   store the encoding, then the same as above.
 * The route's few Firestore reads and writes come on top (milliseconds).
 * Run alone: `npx tsx scripts/benchPromoCopy.ts`.
 */
export async function benchPromoCopy(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), "bench-promo-copy-"));
  try {
    const store: AudioStore = new LocalAudioStore(join(dir, "store"));
    await store.putFile("masters/bench/master.wav", makeBenchMaster(dir), "audio/wav");
    const subject = {
      trackTitle: "Bench Track",
      artistName: "Bench Artist",
      releaseTitle: "Bench Release",
      recipientName: "Bench Writer",
      outlet: "Bench Weekly",
      campaignId: "bench",
      marker: "0123456789abcdef01234567",
    };

    const tagged = async (round: string): Promise<MadePromoCopy> => {
      const encoded = join(dir, `encoded-${round}.mp3`);
      await store.download("promo/encodings/bench/mp3_320.mp3", encoded);
      const made = await tagPromoCopy(encoded, promoTags(subject), "mp3_320", join(dir, `copy-${round}.mp3`));
      if (!made) throw new Error("the tagged copy was not made");
      await store.putFile(`promo/bench/r${round}/copy.mp3`, join(dir, `copy-${round}.mp3`), "audio/mpeg");
      await Promise.all([rm(encoded), rm(join(dir, `copy-${round}.mp3`))]);
      return made;
    };

    const firstEver: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      const master = join(dir, "master-copy.wav");
      await store.download("masters/bench/master.wav", master);
      if (!(await encodePromoAudio(master, "wav", "mp3_320", join(dir, "encoded.mp3"))))
        throw new Error("the shared encoding was not made");
      await rm(master);
      await store.putFile("promo/encodings/bench/mp3_320.mp3", join(dir, "encoded.mp3"), "audio/mpeg");
      await tagged(`first-${round}`);
      firstEver.push(performance.now() - started);
    }

    const withEncoding: number[] = [];
    let copy: MadePromoCopy | null = null;
    for (let round = 0; round < TAG_ROUNDS; round++) {
      const started = performance.now();
      copy = await tagged(String(round));
      withEncoding.push(performance.now() - started);
    }

    console.log(
      `\nPromo download: a recipient's tagged MP3 320 of a ${MINUTES}-minute 24-bit WAV master (${(copy!.bytes / 1e6).toFixed(1)} MB)`,
    );
    console.log(
      `  first download once the track's encoding exists (fetch it, tag a copy, hash, store): median ${secondsOf(median(withEncoding))}, slowest ${secondsOf(Math.max(...withEncoding))} of ${TAG_ROUNDS}`,
    );
    console.log(
      `  first-ever download of the track (fetch the master, encode, store the encoding, then the same): median ${secondsOf(median(firstEver))}, slowest ${secondsOf(Math.max(...firstEver))} of ${ROUNDS}`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchPromoCopy();
