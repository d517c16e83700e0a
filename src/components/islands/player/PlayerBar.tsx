/** @jsxImportSource preact */
import type { JSX } from "preact";
import { useEffect, useState } from "preact/hooks";
import { currentTrack, SEEK_PAGE_SECONDS, SEEK_STEP_SECONDS } from "../../../lib/domain/listening/playQueue";
import { PLAYER_TEXTS as T } from "../../../lib/domain/listening/playerTexts";
import { clockTime, spokenTime } from "../../../lib/domain/listening/timeText";
import type { PlayerEngine } from "./engine";
import { Waveform } from "./Waveform";

/**
 * The persistent player bar (docs/listening.md#the-player): the track, its
 * release, previous / play-pause / next, and the waveform as the seek
 * slider (WAI-ARIA slider: arrows seek 5 s, Page Up/Down 30 s, Home/End;
 * its value is spoken as time). Space plays or pauses from anywhere in the
 * bar.
 */
export function PlayerBar({ engine }: { engine: PlayerEngine }) {
  const [state, setState] = useState(engine.state);
  // Read again on subscribing: an embed cues its track right after this first render, before effects run.
  useEffect(() => {
    setState(engine.state);
    return engine.subscribe(() => setState(engine.state));
  }, [engine]);
  const { queue, playing, position, duration } = state;
  if (!queue) return null;
  const track = currentTrack(queue);

  const onSliderKey = (event: JSX.TargetedKeyboardEvent<HTMLElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: position - SEEK_STEP_SECONDS,
      ArrowDown: position - SEEK_STEP_SECONDS,
      ArrowRight: position + SEEK_STEP_SECONDS,
      ArrowUp: position + SEEK_STEP_SECONDS,
      PageDown: position - SEEK_PAGE_SECONDS,
      PageUp: position + SEEK_PAGE_SECONDS,
      Home: 0,
      End: duration,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    engine.seek(target);
  };
  const onBarKey = (event: JSX.TargetedKeyboardEvent<HTMLElement>) => {
    // Buttons take Space themselves; elsewhere in the bar it plays or pauses.
    if (event.key !== " " || (event.target as HTMLElement).closest("button")) return;
    event.preventDefault();
    engine.toggle();
  };
  const onSliderPointer = (event: JSX.TargetedPointerEvent<HTMLElement>) => {
    const box = (event.currentTarget as HTMLElement).getBoundingClientRect();
    engine.seek(((event.clientX - box.left) / box.width) * duration);
  };
  const button = "flex h-11 w-11 shrink-0 items-center justify-center text-paper hover:text-accent disabled:opacity-40";

  return (
    <section aria-label={T.region} class="border-t border-white/10 bg-ink/95 px-4 py-2" onKeyDown={onBarKey} data-testid="player-bar">
      <div class="mx-auto flex max-w-6xl items-center gap-3">
        {track.release.artwork && (
          <img src={track.release.artwork} alt="" width={44} height={44} class="hidden h-11 w-11 object-cover sm:block" />
        )}
        <div class="min-w-0 flex-1">
          <p class="truncate text-sm font-bold" data-testid="player-title">
            {track.title}
            {track.preview && <span class="ml-2 text-xs font-normal tracking-widest text-muted">{T.preview}</span>}
          </p>
          <p class="truncate text-xs text-muted">
            {track.release.artist} · {track.release.title}
          </p>
        </div>
        <button type="button" class={button} aria-label={T.previous} onClick={() => engine.previous()}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
            <path d="M6 5h2v14H6zM20 5v14L9 12z" />
          </svg>
        </button>
        <button
          type="button"
          class={button}
          aria-label={playing ? T.pauseButton : T.playButton}
          onClick={() => engine.toggle()}
          data-testid="player-toggle"
        >
          {playing ? (
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="currentColor">
              <path d="M6 5h4v14H6zM14 5h4v14h-4z" />
            </svg>
          ) : (
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="currentColor">
              <path d="M7 4v16l13-8z" />
            </svg>
          )}
        </button>
        <button
          type="button"
          class={button}
          aria-label={T.next}
          disabled={queue.index + 1 >= queue.tracks.length}
          onClick={() => engine.next()}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
            <path d="M16 5h2v14h-2zM4 5v14l11-7z" />
          </svg>
        </button>
      </div>
      <div class="mx-auto flex max-w-6xl items-center gap-3 text-xs tabular-nums text-muted">
        <span aria-hidden="true">{clockTime(position)}</span>
        <div
          role="slider"
          tabIndex={0}
          aria-label={T.seek}
          aria-valuemin={0}
          aria-valuemax={Math.floor(duration)}
          aria-valuenow={Math.floor(position)}
          aria-valuetext={spokenTime(position)}
          class="flex-1 cursor-pointer"
          onKeyDown={onSliderKey}
          onPointerDown={onSliderPointer}
          data-testid="player-seek"
        >
          <Waveform peaks={track.peaks} progress={duration > 0 ? Math.min(1, position / duration) : 0} />
        </div>
        <span aria-hidden="true">{clockTime(duration)}</span>
      </div>
    </section>
  );
}
