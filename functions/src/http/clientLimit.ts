import type { RateLimitRule } from "../../../src/lib/domain/shared";
import type { Repositories } from "../../../src/lib/data";
import { clientKey } from "../../../src/lib/data/rateLimits";
import { requiredSecret, serverConfig } from "../../../src/lib/config";
import { clientIp, hostingPeer, type ClientRequest, type ClientRoute } from "./clientIp";
import { clientNetwork } from "./clientNetwork";

/**
 * Requests one Hosting edge node may pass per window, as a multiple of the
 * per-client limit. An edge node carries many visitors, so this is far above
 * any one person; it exists because the function's own URL stays public, and
 * whoever calls it there picks the "client" entry Hosting would have written.
 * Their real address is then the last entry, and this caps it.
 */
export const HOSTING_PEER_FACTOR = 50;

/**
 * Counts one request of the caller against `rule`; false when over the limit.
 * The caller is its network (an IPv6 client's /64, see clientNetwork), hashed.
 */
export async function withinClientLimit(
  repos: Repositories,
  rule: RateLimitRule,
  request: ClientRequest,
  route: ClientRoute,
  now = Date.now(),
): Promise<boolean> {
  const salt = requiredSecret(serverConfig(), "rateLimitSalt");
  const peer = hostingPeer(request, route);
  if (peer !== null) {
    const peerRule = { ...rule, bucket: `${rule.bucket}-peer`, limit: rule.limit * HOSTING_PEER_FACTOR };
    if (!(await repos.rateLimits.consume(peerRule, clientKey(clientNetwork(peer), salt), now))) return false;
  }
  return repos.rateLimits.consume(rule, clientKey(clientNetwork(clientIp(request, route)), salt), now);
}
