import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { call, errorMessage } from "../../../lib/client/callables";
import { DEMO_SUBMIT_TOASTS } from "../../../lib/domain/shared";

/** Played time is reported in slices of this many seconds (and on pause/end), so the listened mark follows soon. */
const REPORT_EVERY_SECONDS = 5;
/** A jump in position bigger than this between two time updates is a seek, not listening. */
const MAX_TICK_SECONDS = 2;

/**
 * One player for the whole screen, so starting a demo stops the one playing.
 * The audio comes from a short-lived link the server hands out on each play
 * or download (signed URL in production, the authenticated local route in
 * local mode); nothing about the stored file reaches the page otherwise.
 * Time actually played is reported to `reportDemoListening`
 * (docs/demos.md#the-review-player).
 */
export function useDemoPlayer() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playingId, setPlayingId] = useState<string | null>(null);
  const [loadedId, setLoadedId] = useState<string | null>(null);
  const loaded = useRef<string | null>(null);
  const listening = useRef({ last: 0, pending: 0 });

  function report() {
    const id = loaded.current;
    const seconds = Math.round(listening.current.pending * 10) / 10;
    listening.current.pending = 0;
    if (id && seconds > 0)
      void call("reportDemoListening", { id, seconds }).catch((error: unknown) => console.error("reportDemoListening failed", error));
  }

  // The button follows the element itself: Pause from the moment playback is
  // asked for, Play again when it pauses, ends or fails.
  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    const started = () => {
      listening.current.last = element.currentTime;
      setPlayingId(loaded.current);
    };
    const stopped = () => {
      report();
      setPlayingId(null);
    };
    const tick = () => {
      const delta = element.currentTime - listening.current.last;
      listening.current.last = element.currentTime;
      if (element.paused || delta <= 0 || delta > MAX_TICK_SECONDS) return;
      listening.current.pending += delta;
      if (listening.current.pending >= REPORT_EVERY_SECONDS) report();
    };
    element.addEventListener("play", started);
    element.addEventListener("pause", stopped);
    element.addEventListener("ended", stopped);
    element.addEventListener("timeupdate", tick);
    return () => {
      element.removeEventListener("play", started);
      element.removeEventListener("pause", stopped);
      element.removeEventListener("ended", stopped);
      element.removeEventListener("timeupdate", tick);
      element.pause();
    };
  }, []);

  /** Points the element at the demo's audio, fetching a fresh link when another demo was loaded. */
  async function load(id: string): Promise<HTMLAudioElement | null> {
    const element = audio.current;
    if (!element) return null;
    if (loaded.current !== id) {
      element.pause();
      const { url } = await call("demoAudioUrl", { id, download: false });
      element.src = url;
      loaded.current = id;
      setLoadedId(id);
    }
    return element;
  }

  function failed(error: unknown) {
    // Pausing (or picking another demo) before playback began aborts play(): asked for, not a failure.
    if (isInterruptedPlay(error)) return;
    console.error("Demo playback failed", error);
    setPlayingId(null);
    // A stale (expired) link is fetched afresh on the next try.
    loaded.current = null;
    setLoadedId(null);
    toast.error(errorMessage(error, DEMO_SUBMIT_TOASTS.fallbackDescription));
  }

  async function toggle(id: string) {
    if (playingId === id) return audio.current?.pause();
    try {
      await (await load(id))?.play();
    } catch (error) {
      failed(error);
    }
  }

  /** Jumps to a moment of the demo and plays from there (waveform clicks, comments). */
  async function seek(id: string, seconds: number) {
    try {
      const element = await load(id);
      if (!element) return;
      element.currentTime = seconds;
      listening.current.last = seconds;
      await element.play();
    } catch (error) {
      failed(error);
    }
  }

  /** Where the demo is, in seconds; 0 unless it is the one loaded. */
  function positionOf(id: string): number {
    return loaded.current === id ? (audio.current?.currentTime ?? 0) : 0;
  }

  async function download(id: string) {
    try {
      const { url } = await call("demoAudioUrl", { id, download: true });
      // The link answers with Content-Disposition: attachment, so the browser saves it and stays here.
      const link = document.createElement("a");
      link.href = url;
      link.rel = "noopener";
      document.body.append(link);
      link.click();
      link.remove();
    } catch (error) {
      console.error("Demo download failed", error);
      toast.error(errorMessage(error, DEMO_SUBMIT_TOASTS.fallbackDescription));
    }
  }

  return { audioRef: audio, playingId, loadedId, toggle, seek, positionOf, download };
}

/** The rejection of play() when pause() or a new source interrupted it. */
export function isInterruptedPlay(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

export type DemoPlayer = ReturnType<typeof useDemoPlayer>;
