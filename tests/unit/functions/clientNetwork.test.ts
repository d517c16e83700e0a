import { BlockList } from "node:net";
import { describe, expect, it } from "vitest";
import { clientNetwork } from "../../../functions/src/http/clientNetwork";

describe("the network a per-client limit counts", () => {
  it("an IPv4 client is its address", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("203.0.113.8")).not.toBe(clientNetwork("203.0.113.7"));
  });

  it("an IPv6 client is its /64, however the address is written", () => {
    const network = "2001:db8:85a3:8d3::/64";
    for (const written of [
      "2001:db8:85a3:8d3:1319:8a2e:370:7348",
      "2001:0DB8:85A3:08D3:1319:8A2E:0370:7348",
      "2001:db8:85a3:8d3::1",
      "2001:db8:85a3:8d3::",
      "2001:db8:85a3:8d3:ffff:ffff:ffff:ffff",
      "2001:db8:85a3:8d3::1%eth0",
    ]) {
      expect(clientNetwork(written), written).toBe(network);
    }
    // The next /64 is another client.
    expect(clientNetwork("2001:db8:85a3:8d4::1")).toBe("2001:db8:85a3:8d4::/64");
    // Zero groups inside the prefix, compressed or not.
    expect(clientNetwork("2001:db8::1")).toBe("2001:db8::/64");
    expect(clientNetwork("2001:db8:0:0:1:2:3:4")).toBe("2001:db8::/64");
    expect(clientNetwork("2001:db8:0:1::9")).toBe("2001:db8:0:1::/64");
    expect(clientNetwork("::1")).toBe("::/64");
    expect(clientNetwork("fe80::1%25en0")).toBe("fe80::/64");
  });

  it("an IPv4-mapped IPv6 address is the IPv4 client, in either notation", () => {
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(clientNetwork("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:127.0.0.1")).toBe(clientNetwork("127.0.0.1"));
  });

  it("the network it names holds the address it was given and no address of the next /64 (checked with node's BlockList)", () => {
    const cases = [
      ["2001:db8:85a3:8d3:1319:8a2e:370:7348", "2001:db8:85a3:8d4::1"],
      ["2a00:1450:4001:82a::200e", "2a00:1450:4001:82b::200e"],
      ["2001:db8:0:0:1:2:3:4", "2001:db8:0:1::4"],
      ["fe80::abcd:1", "fe80:0:0:1::abcd:1"],
      ["64:ff9b::203.0.113.7", "64:ff9b:0:1::cb00:7107"],
    ];
    for (const [address, nextNetwork] of cases) {
      const [prefix, bits] = clientNetwork(address!).split("/") as [string, string];
      const block = new BlockList();
      block.addSubnet(prefix, Number(bits), "ipv6");
      expect(block.check(address!, "ipv6"), address).toBe(true);
      expect(block.check(nextNetwork!, "ipv6"), nextNetwork).toBe(false);
    }
  });

  it("what is not an address is kept as it is", () => {
    expect(clientNetwork("local")).toBe("local");
    expect(clientNetwork("unknown")).toBe("unknown");
    expect(clientNetwork("1.2.3.4.5")).toBe("1.2.3.4.5");
    expect(clientNetwork("")).toBe("");
  });
});
