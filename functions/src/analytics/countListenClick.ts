import type { Request } from "firebase-functions/https";
import { LISTEN_CLICK_RATE_LIMIT, firstErrorMessage, isBotUserAgent, isPrefetch, listenClickSchema } from "../../../src/lib/domain";
import { createRepositories } from "../../../src/lib/data";
import { listenLinks } from "../../../src/lib/site/listenLinks";
import { beaconEndpoint, readBeaconJson, type BeaconAnswer } from "../beaconEndpoint";
import { withinClientLimit } from "../clientLimit";

/** A click is a release id, a platform key and a page name: anything bigger is not one. */
const MAX_BODY_BYTES = 1024;

/**
 * The listen-link beacon (docs/analytics.md). Public: the site's pages send
 * it with navigator.sendBeacon when a visitor clicks a listen link (the link
 * itself goes straight to the service); reached through the Hosting rewrite
 * /api/listen, in production and through the local server alike. Counts the click for
 * the release, platform, page and day — storing nothing about the visitor —
 * unless it comes from an obvious bot or a prefetch (answered 204, not
 * counted) or the client (hashed IP) is past LISTEN_CLICK_RATE_LIMIT (429).
 * 400 for a malformed click, 404 for a release or platform the site shows
 * no link for.
 */
export const countListenClick = beaconEndpoint("the site's pages report listen-link clicks of any visitor", "Could not count the click", handle, 10);

async function handle(request: Request): Promise<BeaconAnswer> {
  if (request.method !== "POST") return { status: 405, message: "Use POST" };
  if (isBotUserAgent(request.get("user-agent")) || isPrefetch(request.headers)) return { status: 204 };
  const body = await readBeaconJson(request, MAX_BODY_BYTES);
  if ("answer" in body) return body.answer;
  const click = listenClickSchema.safeParse(body.json);
  if (!click.success) return { status: 400, message: firstErrorMessage(click.error) };

  const repos = createRepositories();
  // Before any read: a client past its allowance costs one counter write, nothing more.
  if (!(await withinClientLimit(repos, LISTEN_CLICK_RATE_LIMIT, request, "hosting"))) {
    return { status: 429, message: "Too many requests" };
  }
  const release = await repos.releases.get(click.data.release_id);
  if (!release?.is_published || !listenLinks(release).some((link) => link.platform === click.data.platform)) {
    return { status: 404, message: "No such listen link" };
  }
  await repos.analytics.countListenClick(click.data);
  return { status: 204 };
}
