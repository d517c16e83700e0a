/**
 * Starts the persistent player (docs/listening.md#the-player) on a page
 * with playable tracks. Loaded once per visit: the page's module scripts
 * are not run again when the site router changes pages, and the player's
 * root element is carried over (transition:persist), so what plays keeps
 * playing. Play buttons anywhere (release page, artist page) work by
 * delegation; each newly shown page gets its buttons revealed and labelled.
 * A play that counts goes to the listen beacon (docs/analytics.md#plays);
 * on a promo page, how far each track was played goes to the page's own
 * progress route instead (docs/promo.md#what-staff-see).
 */
import { h, render } from "preact";
import { currentTrack } from "../../../lib/domain/listening/playQueue";
import { PLAYER_TEXTS as T } from "../../../lib/domain/listening/playerTexts";
import { LISTEN_BEACON_ROUTE } from "../../../lib/site/endpoints";
import type { TrackPlay } from "../../../lib/site/trackPlay";
import { PlayerEngine, type QueuedTrack, type ReleaseInfo } from "./engine";
import { PlayerBar } from "./PlayerBar";
import { progressBeacon } from "./progressBeacon";

const root = document.getElementById("player");

function playButtons(scope: ParentNode = document): HTMLButtonElement[] {
  return [...scope.querySelectorAll<HTMLButtonElement>("button[data-play]")];
}

const trackOf = (button: HTMLElement, release: ReleaseInfo): QueuedTrack => ({
  ...(JSON.parse(button.dataset.play!) as TrackPlay),
  release,
});

/** Reports a counted play as the listen links' clicks are reported: a beacon, which outlives the page. */
function reportPlay(track: QueuedTrack) {
  navigator.sendBeacon(LISTEN_BEACON_ROUTE, JSON.stringify({ kind: "play", release_id: track.releaseId, track_id: track.id }));
}

function start(rootElement: HTMLElement) {
  // A promo page's listens are private to its campaign (docs/promo.md): they never reach the public play counts.
  const progress = rootElement.dataset.promoProgress;
  const engine = new PlayerEngine(
    rootElement,
    rootElement.dataset.publicPlays === "off" ? () => {} : reportPlay,
    progress ? progressBeacon(progress) : undefined,
  );
  const bar = document.createElement("div");
  rootElement.append(bar);
  render(h(PlayerBar, { engine }), bar);

  /** Buttons say what they do: play a track, or pause the one playing. */
  const sync = () => {
    const { queue, playing } = engine.state;
    const current = queue && currentTrack(queue).id;
    for (const button of playButtons()) {
      const title = button.dataset.title ?? "";
      const active = playing && button.dataset.trackId === current;
      button.setAttribute("aria-label", active ? T.pause(title) : T.play(title));
      button.dataset.state = active ? "playing" : "paused";
    }
  };

  /** A page's buttons replace its track numbers once the player can take them. */
  const reveal = () => {
    for (const button of playButtons()) {
      button.hidden = false;
      const number = button.nextElementSibling as HTMLElement | null;
      if (number) number.hidden = true;
    }
    sync();
  };

  document.addEventListener("click", (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>("button[data-play]");
    const scope = button?.closest<HTMLElement>("[data-player-release]");
    if (!button || !scope) return;
    const release = JSON.parse(scope.dataset.playerRelease!) as ReleaseInfo;
    const buttons = playButtons(scope);
    const tracks = buttons.map((b) => trackOf(b, release));
    const index = buttons.indexOf(button);
    const { queue } = engine.state;
    if (queue && currentTrack(queue).id === tracks[index]!.id) engine.toggle();
    else engine.playFrom(tracks, index);
  });
  engine.subscribe(sync);
  document.addEventListener("astro:page-load", reveal);
  reveal();
  // An embed (docs/listening.md#embeds) shows its player ready with what it plays:
  // the release's tracks, or the one whose section the address targets (`#track-{id}`).
  if (rootElement.dataset.playerCue) {
    const { release, tracks } = JSON.parse(rootElement.dataset.playerCue) as { release: ReleaseInfo; tracks: TrackPlay[] };
    const targeted = document.getElementById(location.hash.slice(1))?.dataset.embedTrack;
    const chosen = tracks.filter((track) => track.id === targeted);
    engine.cue(
      (chosen.length > 0 ? chosen : tracks).map((track) => ({ ...track, release })),
      0,
    );
  }
}

if (root && !root.dataset.started) {
  root.dataset.started = "true";
  start(root);
}
