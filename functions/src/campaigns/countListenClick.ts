import type { Request } from "firebase-functions/https";
import { isBotUserAgent, isPrefetch, listenBeaconSchema } from "../../../src/lib/domain/campaigns";
import { firstErrorMessage } from "../../../src/lib/domain/shared";
import { hostingVisitor } from "../http/clientLimit";
import { beaconEndpoint, readBeaconJson, type BeaconAnswer } from "../beaconEndpoint";
import { COUNT_LISTEN_REASON, admitListenReport, countListenLinkClick, countPlay } from "../operations/campaigns/listenCounts";

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
export const countListenClick = beaconEndpoint(COUNT_LISTEN_REASON, "Could not count the click", handle, 10);

async function handle(request: Request): Promise<BeaconAnswer> {
  if (request.method !== "POST") return { status: 405, message: "Use POST" };
  if (isBotUserAgent(request.get("user-agent")) || isPrefetch(request.headers)) return { status: 204 };
  const body = await readBeaconJson(request, MAX_BODY_BYTES);
  if ("answer" in body) return body.answer;
  const report = listenBeaconSchema.safeParse(body.json);
  if (!report.success) return { status: 400, message: firstErrorMessage(report.error) };

  const caller = hostingVisitor(request);
  // Before any read: a client past its allowance costs one counter write, nothing more.
  if (!(await admitListenReport.run({ kind: report.data.kind === "play" ? "play" : "click" }, caller))) {
    return { status: 429, message: "Too many requests" };
  }
  if (report.data.kind === "play") {
    return (await countPlay.run(report.data, caller)) ? { status: 204 } : { status: 404, message: "No such track playing" };
  }
  return (await countListenLinkClick.run(report.data, caller)) ? { status: 204 } : { status: 404, message: "No such listen link" };
}
