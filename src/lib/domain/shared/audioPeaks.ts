/** A waveform from decoded samples: a demo's (docs/demos.md#the-review-player) and a track master's. */

/** Not in spec: buckets of a waveform (peaks computed once on the server). */
export const WAVEFORM_PEAK_BUCKETS = 800;

/**
 * The loudest sample of each of `buckets` equal slices of 16-bit mono PCM,
 * scaled to 0–1 and rounded to 3 decimals (compact to store, plenty for a
 * waveform a few hundred pixels wide). Fewer samples than buckets: one
 * bucket per sample.
 */
export function peaksFromPcm(samples: Int16Array, buckets = WAVEFORM_PEAK_BUCKETS): number[] {
  const count = Math.min(buckets, samples.length);
  const peaks: number[] = [];
  for (let b = 0; b < count; b++) {
    const start = Math.floor((b * samples.length) / count);
    const end = Math.floor(((b + 1) * samples.length) / count);
    let max = 0;
    for (let i = start; i < end; i++) {
      const value = Math.abs(samples[i] ?? 0);
      if (value > max) max = value;
    }
    peaks.push(Math.round(Math.min(1, max / 32768) * 1000) / 1000);
  }
  return peaks;
}
