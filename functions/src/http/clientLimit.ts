import type { RateLimitRule } from "../../../src/lib/domain/shared";
import { requiredSecret, serverConfig } from "../../../src/lib/config";
import type { AuthContext } from "../operations/authorization";
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
 * The caller is its network (an IPv6 client's /64, see clientNetwork), hashed
 * by the rate limits' repository. Run by the operations, with their repositories.
 */
export async function withinClientLimit(
  repos: Pick<AuthContext["repos"], "rateLimits">,
  rule: RateLimitRule,
  request: ClientRequest,
  route: ClientRoute,
  now = Date.now(),
): Promise<boolean> {
  const salt = requiredSecret(serverConfig(), "rateLimitSalt");
  const peer = hostingPeer(request, route);
  if (peer !== null) {
    const peerRule = { ...rule, bucket: `${rule.bucket}-peer`, limit: rule.limit * HOSTING_PEER_FACTOR };
    if (!(await repos.rateLimits.consumeFor(peerRule, clientNetwork(peer), salt, now))) return false;
  }
  return repos.rateLimits.consumeFor(rule, clientNetwork(clientIp(request, route)), salt, now);
}
