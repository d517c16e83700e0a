/** @jsxImportSource preact */
/**
 * The track's waveform from its stored peaks (docs/listening.md#the-player):
 * one SVG path of bars, drawn twice, the played part clipped in the accent
 * colour. No decoding in the browser, no library.
 */
interface Props {
  peaks: readonly number[];
  /** 0..1 of the track played. */
  progress: number;
}

const HEIGHT = 32;

function barsPath(peaks: readonly number[]): string {
  return peaks
    .map((peak, i) => {
      const h = Math.max(1, peak * HEIGHT);
      return `M${i + 0.5} ${(HEIGHT - h) / 2}v${h}`;
    })
    .join("");
}

export function Waveform({ peaks, progress }: Props) {
  const width = Math.max(1, peaks.length);
  const path = barsPath(peaks.length > 0 ? peaks : [0.1]);
  const clipId = "player-played";
  return (
    <svg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" class="h-8 w-full" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={clipId}>
          <rect width={width * progress} height={HEIGHT} />
        </clipPath>
      </defs>
      <path d={path} stroke="currentColor" stroke-width="0.6" class="text-white/30" />
      <path d={path} stroke="currentColor" stroke-width="0.6" class="text-accent" clip-path={`url(#${clipId})`} />
    </svg>
  );
}
