import { useEffect, useRef, useState } from "react";
import WaveSurfer from "wavesurfer.js";

interface WaveformProps {
  peaks: number[];
  duration: number;
  /** The screen's player element, when it holds this demo: the waveform follows its position. */
  media: HTMLAudioElement | null;
  label: string;
  onSeek: (seconds: number) => void;
}

/**
 * The demo's waveform, drawn by wavesurfer.js from the peaks the server
 * computed (no audio is downloaded to draw it). Clicking seeks the screen's
 * one player; while that player holds this demo the waveform shows its progress.
 */
export function Waveform({ peaks, duration, media, label, onSeek }: WaveformProps) {
  const container = useRef<HTMLDivElement>(null);
  const surfer = useRef<WaveSurfer | null>(null);
  const seek = useRef(onSeek);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    seek.current = onSeek;
  });

  useEffect(() => {
    if (!container.current) return;
    const ws = WaveSurfer.create({
      container: container.current,
      peaks: [peaks],
      duration,
      height: 64,
      barWidth: 2,
      barGap: 1,
      waveColor: "rgba(244, 241, 234, 0.45)",
      progressColor: "#ff4d2e",
      cursorColor: "#ff4d2e",
      interact: true,
    });
    ws.on("ready", () => setReady(true));
    ws.on("interaction", (time) => seek.current(time));
    surfer.current = ws;
    return () => {
      surfer.current = null;
      ws.destroy();
    };
  }, [peaks, duration]);

  useEffect(() => {
    if (!media) return;
    const follow = () => surfer.current?.setTime(media.currentTime);
    follow();
    media.addEventListener("timeupdate", follow);
    return () => media.removeEventListener("timeupdate", follow);
  }, [media]);

  return <div ref={container} data-testid="waveform" data-ready={ready} role="img" aria-label={label} className="w-full cursor-pointer" />;
}
