import { LABEL } from "../../../../src/config/label";
import { LISTEN_CLICK_RATE_LIMIT, PLAY_RATE_LIMIT, type ListenClick, type Play } from "../../../../src/lib/domain/campaigns";
import { trackPlayback } from "../../../../src/lib/domain/listening";
import { listenLinks } from "../../../../src/lib/site/listenLinks";
import { access } from "../accessRules";
import { withinClientLimit } from "../../../../src/lib/server/clientLimit";
import { defineOperation, notAudited } from "../operation";

// The listen beacon (docs/analytics.md): what countListenClick counts, once its report is read.

/** Why anyone may report a listen click or a play (the countListenClick route declares the same). */
export const COUNT_LISTEN_REASON = "the site's pages report listen-link clicks and plays of any visitor";
const COUNT_LISTEN_ACCESS = access.public(COUNT_LISTEN_REASON);
const COUNTER = notAudited("an anonymous counter per release and day, storing nothing about the visitor: no actor to record");

/** Counts one report of the sender's network against its kind's allowance (before any read); false when over. */
export const admitListenReport = defineOperation(
  "admitListenReport",
  {
    access: COUNT_LISTEN_ACCESS,
    audit: notAudited("a rate-limit counter of a hashed network address that expires with its window: no record anyone reads back"),
  },
  ({ kind }: { kind: "click" | "play" }, { repos, client }) =>
    withinClientLimit(repos, kind === "play" ? PLAY_RATE_LIMIT : LISTEN_CLICK_RATE_LIMIT, client),
);

/** Counts a click on a listen link the published release shows; false for a link the site does not show. */
export const countListenLinkClick = defineOperation(
  "countListenLinkClick",
  { access: COUNT_LISTEN_ACCESS, audit: COUNTER },
  async (click: ListenClick, { repos }) => {
    const release = await repos.releases.get(click.release_id);
    if (!release?.is_published || !listenLinks(release).some((link) => link.platform === click.platform)) return false;
    await repos.analytics.countListenClick(click);
    return true;
  },
);

/** Counts a play of a track the release plays now (the listening rules, as the audio route applies them); false otherwise. */
export const countPlay = defineOperation("countPlay", { access: COUNT_LISTEN_ACCESS, audit: COUNTER }, async (play: Play, { repos }) => {
  const [release, audio] = await Promise.all([repos.releases.get(play.release_id), repos.trackAudio.get(play.track_id)]);
  const track = release?.tracks.find((t) => t.id === play.track_id);
  const playable =
    release &&
    track &&
    audio?.release_id === release.id &&
    trackPlayback(release, track, audio, new Date(), LABEL.timeZone).state === "playable";
  if (!playable) return false;
  await repos.analytics.countPlay(play);
  return true;
});
