import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { call, errorMessage } from "../../../lib/client/callables";
import { DEMO_SUBMIT_TOASTS } from "../../../lib/domain";

/**
 * One player for the whole screen, so starting a demo stops the one playing.
 * The audio comes from a short-lived link the server hands out on each play
 * or download (signed URL in production, the authenticated local route in
 * local mode); nothing about the stored file reaches the page otherwise.
 */
export function useDemoPlayer() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playingId, setPlayingId] = useState<string | null>(null);
  const loadedId = useRef<string | null>(null);

  // The button follows the element itself: Pause from the moment playback is
  // asked for, Play again when it pauses, ends or fails.
  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    const started = () => setPlayingId(loadedId.current);
    const stopped = () => setPlayingId(null);
    element.addEventListener("play", started);
    element.addEventListener("pause", stopped);
    element.addEventListener("ended", stopped);
    return () => {
      element.removeEventListener("play", started);
      element.removeEventListener("pause", stopped);
      element.removeEventListener("ended", stopped);
      element.pause();
    };
  }, []);

  async function toggle(id: string) {
    const element = audio.current;
    if (!element) return;
    if (playingId === id) return element.pause();
    try {
      if (loadedId.current !== id) {
        element.pause();
        const { url } = await call("demoAudioUrl", { id, download: false });
        element.src = url;
        loadedId.current = id;
      }
      await element.play();
    } catch (error) {
      // Pausing (or picking another demo) before playback began aborts play(): asked for, not a failure.
      if (isInterruptedPlay(error)) return;
      console.error("Demo playback failed", error);
      setPlayingId(null);
      // A stale (expired) link is fetched afresh on the next try.
      loadedId.current = null;
      toast.error(errorMessage(error, DEMO_SUBMIT_TOASTS.fallbackDescription));
    }
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

  return { audioRef: audio, playingId, toggle, download };
}

/** The rejection of play() when pause() or a new source interrupted it. */
export function isInterruptedPlay(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}
