import type { Repositories } from "../data";
import type { RateLimitRule } from "../domain/shared";
import { requiredSecret, serverConfig } from "../config";

/**
 * Requests one Hosting edge node may pass per window, as a multiple of the
 * per-client limit. An edge node carries many visitors, so this is far above
 * any one person; it exists because the function's own URL stays public, and
 * whoever calls it there picks the "client" entry Hosting would have written.
 * Their real address is then the last entry, and this caps it.
 */
export const HOSTING_PEER_FACTOR = 50;

const READ_FROM_REQUEST = Symbol("client read from the raw request");

/**
 * Who sent a request, as a per-client allowance counts it: the client's
 * network (an IPv6 client's /64) and, behind Hosting, the edge node's. Only
 * the runners' HTTP plumbing reads one, from the raw request
 * (`clientOf`, functions/src/http/clientLimit.ts), and hands it to an
 * operation beside the caller; the Symbol mark is private to this module, so
 * no body, query or header can carry one in, and the counters below take
 * nothing else.
 */
export interface RequestClient {
  readonly [READ_FROM_REQUEST]: true;
  /** The client's network (clientNetwork), hashed with the salt before it is stored. */
  readonly network: string;
  /** Behind Hosting: the last forwarded entry's network (the edge node, or a caller at the function's own URL); null where it names nobody. */
  readonly peer: string | null;
}

/** The client the HTTP plumbing read from a request's addresses (clientOf). */
export const requestClient = (network: string, peer: string | null): RequestClient =>
  Object.freeze({ [READ_FROM_REQUEST]: true as const, network, peer });

const isRequestClient = (value: unknown): value is RequestClient =>
  typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[READ_FROM_REQUEST] === true;

/**
 * Counts one request of the client against `rule`; false when over the
 * limit. The client is its network, hashed by the rate limits' repository;
 * behind Hosting its peer is counted too, at HOSTING_PEER_FACTOR times the
 * limit. Run by the operations and the store's server modules, with their
 * repositories.
 */
export async function withinClientLimit(
  repos: Pick<Repositories, "rateLimits">,
  rule: RateLimitRule,
  client: RequestClient | undefined,
  now = Date.now(),
): Promise<boolean> {
  if (!isRequestClient(client)) throw new Error(`${rule.bucket} counts the client a runner read from the request, and none was handed`);
  const salt = requiredSecret(serverConfig(), "rateLimitSalt");
  if (client.peer !== null) {
    const peerRule = { ...rule, bucket: `${rule.bucket}-peer`, limit: rule.limit * HOSTING_PEER_FACTOR };
    if (!(await repos.rateLimits.consumeFor(peerRule, client.peer, salt, now))) return false;
  }
  return repos.rateLimits.consumeFor(rule, client.network, salt, now);
}
