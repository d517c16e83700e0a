/**
 * The persistent player's sound (docs/listening.md#the-player): two
 * <audio> elements taking turns, so the next track of the queue is
 * buffered before the current one ends and starts on its `ended` event
 * (as close to gapless as media elements allow); each through a Web Audio
 * GainNode set to the track's gain_db (the audio is same-origin), or, where
 * Web Audio is missing, `volume` for the attenuation alone. The Media Session
 * API gets the track, artwork and lock-screen controls. Each start of a
 * track tallies the seconds actually played (not the position: a seek adds
 * nothing) and reports the play once it counts (docs/analytics.md#plays),
 * and how far listening reached, for a promo page (docs/promo.md#what-staff-see).
 */
import {
  clampPosition,
  currentTrack,
  nextInQueue,
  previousInQueue,
  queueFrom,
  type PlayQueue,
} from "../../../lib/domain/listening/playQueue";
import { gainFactor } from "../../../lib/domain/listening/gain";
import { advanceTally, countedTally, jumpTally, playCountsNow, startTally, type PlayTally } from "../../../lib/domain/listening/playCount";
import type { TrackPlay } from "../../../lib/site/trackPlay";

export interface ReleaseInfo {
  title: string;
  artist: string;
  artwork: string | null;
}

export type QueuedTrack = TrackPlay & { release: ReleaseInfo };

export interface PlayerState {
  queue: PlayQueue<QueuedTrack> | null;
  playing: boolean;
  position: number;
  duration: number;
}

/** Seconds before the end at which the next track starts buffering. */
const BUFFER_NEXT_AT = 15;

export class PlayerEngine {
  state: PlayerState = { queue: null, playing: false, position: 0, duration: 0 };
  private readonly elements: [HTMLAudioElement, HTMLAudioElement];
  private active = 0;
  private context: AudioContext | null = null;
  private gains: GainNode[] = [];
  private readonly listeners = new Set<() => void>();
  private tally: PlayTally = startTally();
  /** Where the bar was moved while the element was still seeking: applied on its `seeked` (seek). */
  private pendingSeek: number | null = null;

  /**
   * `root` is the persisted player element: the audio lives there, so it
   * survives page changes. `onPlayed` hears of each start of a track that
   * has played long enough to count, once. `onProgress` hears the furthest
   * position listening reached in the current start of a track: on each
   * position update, and `stopped` when listening stops (a pause, the end,
   * another track).
   */
  constructor(
    root: HTMLElement,
    private readonly onPlayed: (track: QueuedTrack) => void = () => {},
    private readonly onProgress: (track: QueuedTrack, reached: number, stopped: boolean) => void = () => {},
  ) {
    this.elements = [this.makeElement(), this.makeElement()];
    root.append(...this.elements);
    this.mediaSessionHandlers();
  }

  /** The element playing now (tests read its currentTime). */
  get audio(): HTMLAudioElement {
    return this.elements[this.active]!;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(patch: Partial<PlayerState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private makeElement(): HTMLAudioElement {
    const audio = document.createElement("audio");
    audio.preload = "none";
    audio.dataset.playerAudio = "";
    audio.addEventListener("timeupdate", () => audio === this.audio && this.onTime());
    audio.addEventListener("seeking", () => audio === this.audio && (this.tally = jumpTally(this.tally, audio.currentTime)));
    audio.addEventListener("seeked", () => audio === this.audio && this.onSeeked());
    audio.addEventListener("durationchange", () => audio === this.audio && this.emit({ duration: this.durationOf(audio) }));
    audio.addEventListener("play", () => audio === this.audio && this.emit({ playing: true }));
    audio.addEventListener("pause", () => audio === this.audio && this.onPause(audio));
    audio.addEventListener("ended", () => audio === this.audio && this.advance());
    return audio;
  }

  /** A track's end pauses it too (just before `ended`), so this hears every stop of listening in place. */
  private onPause(audio: HTMLAudioElement) {
    this.progress(true);
    if (!audio.ended) this.emit({ playing: false });
  }

  private progress(stopped: boolean) {
    if (this.state.queue) this.onProgress(currentTrack(this.state.queue), this.tally.reached, stopped);
  }

  private durationOf(audio: HTMLAudioElement): number {
    const known = this.state.queue ? currentTrack(this.state.queue).seconds : 0;
    return Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : known;
  }

  private onTime() {
    const audio = this.audio;
    this.emit({ position: this.pendingSeek ?? audio.currentTime, duration: this.durationOf(audio) });
    const queue = this.state.queue;
    this.tallyPlay(audio);
    const next = queue && nextInQueue(queue);
    const spare = this.elements[1 - this.active]!;
    if (next && this.durationOf(audio) - audio.currentTime < BUFFER_NEXT_AT && spare.dataset.trackId !== currentTrack(next).id) {
      this.load(spare, currentTrack(next));
      spare.preload = "auto";
      spare.load();
    }
    this.positionState();
  }

  /** Adds what played since the last update; reports the play the moment it counts. */
  private tallyPlay(audio: HTMLAudioElement) {
    const queue = this.state.queue;
    if (!queue) return;
    this.tally = audio.paused || audio.seeking ? jumpTally(this.tally, audio.currentTime) : advanceTally(this.tally, audio.currentTime);
    this.progress(false);
    if (!playCountsNow(this.tally, this.durationOf(audio))) return;
    this.tally = countedTally(this.tally);
    this.onPlayed(currentTrack(queue));
  }

  private load(element: HTMLAudioElement, track: QueuedTrack) {
    element.replaceChildren(...track.sources.map(({ src, type }) => Object.assign(document.createElement("source"), { src, type })));
    element.dataset.trackId = track.id;
    element.load();
  }

  /** Web Audio on first use (a click: browsers start audio contexts only on a gesture). */
  private ensureGain() {
    if (this.context || typeof AudioContext === "undefined") return;
    try {
      this.context = new AudioContext();
      this.gains = this.elements.map((element) => {
        const gain = this.context!.createGain();
        this.context!.createMediaElementSource(element).connect(gain).connect(this.context!.destination);
        return gain;
      });
    } catch {
      this.context = null;
    }
  }

  private applyGain(track: QueuedTrack) {
    const factor = gainFactor(track.gainDb);
    const gain = this.gains[this.active];
    if (gain) gain.gain.value = factor;
    else this.audio.volume = Math.min(1, factor);
  }

  /** Plays `tracks` (a release's playable tracks) from index `start`. */
  playFrom(tracks: readonly QueuedTrack[], start: number) {
    const queue = queueFrom(tracks, start);
    if (!queue) return;
    this.ensureGain();
    void this.context?.resume();
    this.start(queue);
  }

  /**
   * Puts `tracks` in the bar from index `start` without playing (an embed
   * shows its player ready). The element gets no source until Play
   * (toggle): `preload="none"` alone did not hold, Chromium fetched the
   * whole file of a cued element on load (docs/listening.md#embeds).
   */
  cue(tracks: readonly QueuedTrack[], start: number) {
    const queue = queueFrom(tracks, start);
    if (!queue || this.state.queue) return;
    const track = currentTrack(queue);
    this.emit({ queue, position: 0, duration: track.seconds, playing: false });
    this.metadata(track);
  }

  private start(queue: PlayQueue<QueuedTrack>) {
    const track = currentTrack(queue);
    const spare = this.elements[1 - this.active]!;
    // Another track (or this one again): the one playing has stopped where it got to.
    this.progress(true);
    this.audio.pause();
    if (spare.dataset.trackId === track.id) this.active = 1 - this.active;
    else this.load(this.audio, track);
    this.pendingSeek = null;
    this.audio.currentTime = 0;
    this.tally = startTally();
    this.applyGain(track);
    this.emit({ queue, position: 0, duration: track.seconds, playing: true });
    this.metadata(track);
    void this.audio.play().catch(() => this.emit({ playing: false }));
  }

  private advance() {
    const next = this.state.queue && nextInQueue(this.state.queue);
    if (next) this.start(next);
    else this.emit({ playing: false, position: this.state.duration });
  }

  toggle() {
    if (!this.state.queue) return;
    if (this.audio.paused) {
      // A cued track starts here, on the first click: the gain is set up on this gesture as playFrom's is.
      const track = currentTrack(this.state.queue);
      this.ensureGain();
      this.applyGain(track);
      void this.context?.resume();
      // A cued track gets its source now, from where the bar was moved to before Play.
      if (this.audio.dataset.trackId !== track.id) {
        this.load(this.audio, track);
        this.audio.currentTime = this.state.position;
      }
      // Played again from its end: a new start, which may count again.
      if (this.audio.ended) {
        this.audio.currentTime = 0;
        this.tally = startTally();
      }
      void this.audio.play().catch(() => this.emit({ playing: false }));
    } else this.audio.pause();
  }

  next() {
    const next = this.state.queue && nextInQueue(this.state.queue);
    if (next) this.start(next);
  }

  previous() {
    if (!this.state.queue) return;
    const previous = previousInQueue(this.state.queue, this.audio.currentTime);
    if (previous.index === this.state.queue.index) this.seek(0);
    else this.start(previous);
  }

  /**
   * One seek at a time: a seek asked for while the element still seeks waits
   * for its `seeked`, and only the latest such target is kept. Chromium left
   * an Ogg element whose seeks overlapped (arrow keys pressed in quick
   * succession on the slider) seeking for good: at HAVE_METADATA with the
   * whole file buffered, playing nothing after Play (docs/listening.md#the-player).
   */
  seek(position: number) {
    if (!this.state.queue) return;
    const target = clampPosition(position, this.state.duration);
    if (this.audio.seeking) this.pendingSeek = target;
    else {
      this.pendingSeek = null;
      this.audio.currentTime = target;
    }
    this.emit({ position: target });
  }

  /**
   * A seek's `seeked` is queued after `seeking` turns false, so it can arrive
   * after a newer seek went to the element directly: that one is under way
   * then, and what waits is left for its own `seeked`.
   */
  private onSeeked() {
    if (this.audio.seeking) return;
    const target = this.pendingSeek;
    this.pendingSeek = null;
    if (target !== null && target !== this.audio.currentTime) this.audio.currentTime = target;
  }

  private metadata(track: QueuedTrack) {
    if (!("mediaSession" in navigator) || typeof MediaMetadata === "undefined") return;
    navigator.mediaSession.metadata = new MediaMetadata({
      title: track.title,
      artist: track.release.artist,
      album: track.release.title,
      artwork: track.release.artwork ? [{ src: track.release.artwork, sizes: "600x600" }] : [],
    });
  }

  private positionState() {
    if (!("mediaSession" in navigator) || !this.state.duration) return;
    try {
      navigator.mediaSession.setPositionState({
        duration: this.state.duration,
        position: Math.min(this.state.position, this.state.duration),
        playbackRate: 1,
      });
    } catch {
      // A duration the browser does not take yet: the next update sets it.
    }
  }

  private mediaSessionHandlers() {
    if (!("mediaSession" in navigator)) return;
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ["play", () => this.audio.paused && this.toggle()],
      ["pause", () => !this.audio.paused && this.toggle()],
      ["previoustrack", () => this.previous()],
      ["nexttrack", () => this.next()],
      ["seekto", (details) => details.seekTime !== undefined && this.seek(details.seekTime)],
      ["seekbackward", (details) => this.seek(this.state.position - (details.seekOffset ?? 10))],
      ["seekforward", (details) => this.seek(this.state.position + (details.seekOffset ?? 10))],
    ];
    for (const [action, handler] of handlers) {
      try {
        navigator.mediaSession.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know.
      }
    }
  }
}
