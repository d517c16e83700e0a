import { requestClient, type RequestClient } from "../../../src/lib/server/clientLimit";
import { clientIp, hostingPeer, type ClientRequest, type ClientRoute } from "./clientIp";
import { clientNetwork } from "./clientNetwork";

export type { RequestClient };

/**
 * The client of a raw request, as a per-client allowance counts it: its
 * network (an IPv6 client's /64, see clientNetwork) at the address Google's
 * front end wrote for `route`, never an X-Forwarded-For entry the caller
 * chose (clientIp), and behind Hosting the edge node's network (hostingPeer).
 * The callable runner reads it for every call and hands it to the operation
 * beside the caller; an HTTP route reads it and passes it the same way.
 */
export function clientOf(request: ClientRequest, route: ClientRoute, env: NodeJS.ProcessEnv = process.env): RequestClient {
  const peer = hostingPeer(request, route, env);
  return requestClient(clientNetwork(clientIp(request, route, env)), peer === null ? null : clientNetwork(peer));
}

/** An anonymous visitor through a Hosting rewrite (/api/*), as a public route runs its operations: no uid, the client Hosting's edge wrote. */
export const hostingVisitor = (request: ClientRequest) => ({ uid: null, client: clientOf(request, "hosting") });
