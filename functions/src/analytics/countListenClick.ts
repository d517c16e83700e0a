import type { Request } from "firebase-functions/https";
import { LABEL } from "../../../src/config/label";
import { LISTEN_CLICK_RATE_LIMIT, PLAY_RATE_LIMIT, isBotUserAgent, isPrefetch, listenBeaconSchema, type ListenClick, type Play } from "../../../src/lib/domain/campaigns";
import { firstErrorMessage } from "../../../src/lib/domain/shared";
import { trackPlayback } from "../../../src/lib/domain/listening/listeningRules";
import { createRepositories, type Repositories } from "../../../src/lib/data";
import { listenLinks } from "../../../src/lib/site/listenLinks";
import { beaconEndpoint, readBeaconJson, type BeaconAnswer } from "../beaconEndpoint";
import { withinClientLimit } from "../http/clientLimit";

/** A click or a play is two ids and a name or two: anything bigger is not one. */
const MAX_BODY_BYTES = 1024;

/**
 * The listen beacon (docs/analytics.md). Public: the site's pages send it
 * with navigator.sendBeacon when a visitor clicks a listen link (the link
 * itself goes straight to the service), and the player sends it once a
 * track start has played long enough to count (`kind: "play"`); reached
 * through the Hosting rewrite /api/listen, in production and through the
 * local server alike. Counts the click for the release, platform, page and
 * day, or the play for the release, track and day — storing nothing about
 * the visitor — unless it comes from an obvious bot or a prefetch
 * (answered 204, not counted) or the client (hashed IP) is past its
 * allowance (LISTEN_CLICK_RATE_LIMIT, PLAY_RATE_LIMIT: 429). 400 for a
 * malformed report, 404 for a link the site does not show or a track it
 * does not play now.
 */
export const countListenClick = beaconEndpoint("the site's pages report listen-link clicks and plays of any visitor", "Could not count the click", handle, 10);

async function handle(request: Request): Promise<BeaconAnswer> {
  if (request.method !== "POST") return { status: 405, message: "Use POST" };
  if (isBotUserAgent(request.get("user-agent")) || isPrefetch(request.headers)) return { status: 204 };
  const body = await readBeaconJson(request, MAX_BODY_BYTES);
  if ("answer" in body) return body.answer;
  const report = listenBeaconSchema.safeParse(body.json);
  if (!report.success) return { status: 400, message: firstErrorMessage(report.error) };

  const repos = createRepositories();
  const allowance = report.data.kind === "play" ? PLAY_RATE_LIMIT : LISTEN_CLICK_RATE_LIMIT;
  // Before any read: a client past its allowance costs one counter write, nothing more.
  if (!(await withinClientLimit(repos, allowance, request, "hosting"))) {
    return { status: 429, message: "Too many requests" };
  }
  return report.data.kind === "play" ? countPlay(repos, report.data) : countClick(repos, report.data);
}

async function countClick(repos: Repositories, click: ListenClick): Promise<BeaconAnswer> {
  const release = await repos.releases.get(click.release_id);
  if (!release?.is_published || !listenLinks(release).some((link) => link.platform === click.platform)) {
    return { status: 404, message: "No such listen link" };
  }
  await repos.analytics.countListenClick(click);
  return { status: 204 };
}

/** A play counts only for a track the release plays now (the listening rules, as the audio route applies them). */
async function countPlay(repos: Repositories, play: Play): Promise<BeaconAnswer> {
  const [release, audio] = await Promise.all([repos.releases.get(play.release_id), repos.trackAudio.get(play.track_id)]);
  const track = release?.tracks.find((t) => t.id === play.track_id);
  const playable = release && track && audio?.release_id === release.id && trackPlayback(release, track, audio, new Date(), LABEL.timeZone).state === "playable";
  if (!playable) return { status: 404, message: "No such track playing" };
  await repos.analytics.countPlay(play);
  return { status: 204 };
}
