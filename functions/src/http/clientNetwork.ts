import { isIP, SocketAddress } from "node:net";

/** Bits of an IPv6 address that name one subscriber's network: ISPs and clouds hand each a /64 (RFC 6177), often more. */
const IPV6_CLIENT_PREFIX = 64;

/** The eight 16-bit groups of an IPv6 address in the canonical text SocketAddress writes (a dotted IPv4 tail is two groups). */
function ipv6Groups(canonical: string): number[] {
  const groupsOf = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split(".").map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = "", tail] = canonical.split("::");
  if (tail === undefined) return groupsOf(head);
  const before = groupsOf(head);
  const after = groupsOf(tail);
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * The network a per-client rate limit counts a caller by: an IPv4 address
 * as itself; an IPv6 address by its /64, since one subscriber holds a whole
 * /64 and could otherwise take a fresh address (and a fresh allowance) for
 * every request; an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`, what a
 * dual-stack socket reports for an IPv4 peer) as that IPv4 address. Zone ids
 * (`fe80::1%eth0`) are dropped. Anything that is not an address ("local",
 * "unknown") stays as it is: it is hashed like the rest.
 */
export function clientNetwork(address: string): string {
  const family = isIP(address);
  if (family === 0) return address;
  // SocketAddress writes the canonical form (RFC 5952: lower case, longest zero run as "::", mapped IPv4 dotted).
  const canonical = new SocketAddress({ address, family: family === 4 ? "ipv4" : "ipv6" }).address;
  if (family === 4) return canonical;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(canonical);
  if (mapped) return mapped[1]!;
  const kept = IPV6_CLIENT_PREFIX / 16;
  const network = ipv6Groups(canonical).map((group, index) => (index < kept ? group : 0));
  return `${new SocketAddress({ address: network.map((group) => group.toString(16)).join(":"), family: "ipv6" }).address}/${IPV6_CLIENT_PREFIX}`;
}
