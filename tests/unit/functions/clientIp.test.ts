import { describe, expect, it } from "vitest";
import { clientIp, hostingPeer, LOCAL_PROXY_HEADER } from "../../../functions/src/http/clientIp";
import { clientOf } from "../../../functions/src/http/clientLimit";
import { withinClientLimit } from "../../../src/lib/server/clientLimit";
import { PRE_SAVE_RATE_LIMIT } from "../../../src/lib/domain/shared";
import type { Repositories } from "../../../src/lib/data";

const production: NodeJS.ProcessEnv = {};
const local: NodeJS.ProcessEnv = { FUNCTIONS_EMULATOR: "true", LOCAL_STACK_SECRET: "s3cret" };
const socket = { remoteAddress: "127.0.0.9" };

describe("clientIp in production", () => {
  it("called directly: the address Google's front end appended, not one the client wrote", () => {
    expect(clientIp({ headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.9" } }, "direct", production)).toBe("203.0.113.9");
    expect(clientIp({ headers: { "x-forwarded-for": ["1.1.1.1", "203.0.113.9"] } }, "direct", production)).toBe("203.0.113.9");
  });

  it("through Hosting: the address Hosting's edge appended, before the edge's own", () => {
    const request = { headers: { "x-forwarded-for": "6.6.6.6, 7.7.7.7, 203.0.113.9, 35.191.0.1" } };
    expect(clientIp(request, "hosting", production)).toBe("203.0.113.9");
    expect(hostingPeer(request, "hosting", production)).toBe("35.191.0.1");
    expect(hostingPeer(request, "direct", production)).toBeNull();
  });

  it("a client that varies what it sends still lands on the same entry", () => {
    const seen = new Set(
      ["1.1.1.1", "2.2.2.2", "", "a, b, c"].map((forged) =>
        clientIp({ headers: { "x-forwarded-for": `${forged}, 203.0.113.9` } }, "direct", production),
      ),
    );
    expect([...seen]).toEqual(["203.0.113.9"]);
  });

  it("falls back to the socket address without the header", () => {
    expect(clientIp({ headers: {}, socket }, "direct", production)).toBe("127.0.0.9");
  });
});

describe("clientIp on the local stack", () => {
  it("ignores X-Forwarded-For the caller wrote: the socket address counts", () => {
    expect(clientIp({ headers: { "x-forwarded-for": "6.6.6.6" }, socket }, "hosting", local)).toBe("127.0.0.9");
    expect(clientIp({ headers: { "x-forwarded-for": "6.6.6.6", [LOCAL_PROXY_HEADER]: "guess" }, socket }, "direct", local)).toBe(
      "127.0.0.9",
    );
    expect(clientIp({ headers: { "x-forwarded-for": "6.6.6.6" } }, "direct", local)).toBe("local");
  });

  it("trusts the address the local server's proxy vouches for with the stack's secret", () => {
    expect(clientIp({ headers: { "x-forwarded-for": "::ffff:10.1.2.3", [LOCAL_PROXY_HEADER]: "s3cret" }, socket }, "hosting", local)).toBe(
      "::ffff:10.1.2.3",
    );
    expect(hostingPeer({ headers: { "x-forwarded-for": "1.1.1.1" } }, "hosting", local)).toBeNull();
  });
});

describe("the client a runner hands an operation", () => {
  it("is the network of the entry Google's front end wrote, and behind Hosting the edge's network", () => {
    const request = { headers: { "x-forwarded-for": "6.6.6.6, 2001:db8:1:2:aaaa::1, 2001:db8:ff:0:1::9" } };
    expect(clientOf(request, "direct", production)).toMatchObject({ network: "2001:db8:ff::/64", peer: null });
    expect(clientOf(request, "hosting", production)).toMatchObject({ network: "2001:db8:1:2::/64", peer: "2001:db8:ff::/64" });
    expect(clientOf({ headers: { "x-forwarded-for": "6.6.6.6" }, socket }, "hosting", local)).toMatchObject({
      network: "127.0.0.9",
      peer: null,
    });
  });

  it("is counted only as a runner read it: a lookalike from a body or none at all counts nothing and fails", async () => {
    const counted: unknown[] = [];
    const repos = {
      rateLimits: { consumeFor: (...args: unknown[]) => (counted.push(args), Promise.resolve(true)) },
    } as unknown as Repositories;
    const lookalike = JSON.parse(JSON.stringify(clientOf({ headers: { "x-forwarded-for": "203.0.113.9" } }, "direct", production)));
    expect(lookalike).toEqual({ network: "203.0.113.9", peer: null });
    for (const forged of [lookalike, { network: "198.51.100.1", peer: null }, undefined]) {
      await expect(withinClientLimit(repos, PRE_SAVE_RATE_LIMIT, forged)).rejects.toThrow(
        `${PRE_SAVE_RATE_LIMIT.bucket} counts the client a runner read from the request, and none was handed`,
      );
    }
    expect(counted).toEqual([]);
  });
});
