import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UpstreamError } from "../../../src/lib/integrations/errors";
import { requestJson, type HttpOptions } from "../../../src/lib/integrations/http";

/** A local server whose routes misbehave on purpose; counts requests per path. */
let server: Server;
let base: string;
const hits = new Map<string, number>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? "/";
    const n = (hits.get(path) ?? 0) + 1;
    hits.set(path, n);
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/json", ...headers });
      res.end(JSON.stringify(body));
    };
    if (path === "/slow") setTimeout(() => json(200, { late: true }), 300);
    else if (path === "/limited-once") {
      if (n === 1) json(429, {}, { "retry-after": "2" });
      else json(200, { ok: n });
    } else if (path === "/always-limited") json(429, {}, { "retry-after": "1" });
    else if (path === "/limited-long") json(429, {}, { "retry-after": "60" });
    else if (path === "/flaky") {
      if (n === 1) json(503, {});
      else json(200, { ok: n });
    } else if (path === "/down") json(500, {});
    else if (path === "/not-json") {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<html>oops</html>");
    } else json(404, { error: "not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Options whose sleeps are recorded instead of waited. */
function options(overrides: Partial<HttpOptions> = {}) {
  const slept: number[] = [];
  const opts: HttpOptions = {
    timeoutMs: 1_000,
    retry: { maxRetries: 2, maxWaitMs: 10_000, baseDelayMs: 500 },
    sleep: async (ms) => {
      slept.push(ms);
    },
    ...overrides,
  };
  return { opts, slept };
}

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe("requestJson", () => {
  it("aborts an attempt after the timeout", async () => {
    const { opts } = options({ timeoutMs: 100 });
    const error = await failure(requestJson("spotify", `${base}/slow`, {}, opts));
    expect(error.failure).toBe("timeout");
  });

  it("honours Retry-After on 429, then returns the answer", async () => {
    const { opts, slept } = options();
    const response = await requestJson("spotify", `${base}/limited-once`, {}, opts);
    expect(response).toEqual({ status: 200, body: { ok: 2 } });
    expect(slept).toEqual([2_000]);
  });

  it("gives up after the bounded retries", async () => {
    const { opts, slept } = options();
    const error = await failure(requestJson("spotify", `${base}/always-limited`, {}, opts));
    expect(error.failure).toBe("rate-limited");
    expect(error.status).toBe(429);
    expect(slept).toEqual([1_000, 1_000]);
    expect(hits.get("/always-limited")).toBe(3);
  });

  it("does not wait for a Retry-After longer than the policy allows", async () => {
    const { opts, slept } = options();
    const error = await failure(requestJson("songlink", `${base}/limited-long`, {}, opts));
    expect(error.failure).toBe("rate-limited");
    expect(slept).toEqual([]);
    expect(hits.get("/limited-long")).toBe(1);
  });

  it("backs off and retries a server error", async () => {
    const { opts, slept } = options();
    expect(await requestJson("deezer", `${base}/flaky`, {}, opts)).toEqual({ status: 200, body: { ok: 2 } });
    expect(slept).toEqual([500]);
    const error = await failure(requestJson("deezer", `${base}/down`, {}, options().opts));
    expect([error.failure, error.status]).toEqual(["http", 500]);
  });

  it("reports a body that is not JSON as malformed", async () => {
    expect((await failure(requestJson("itunes", `${base}/not-json`, {}, options().opts))).failure).toBe("malformed");
  });

  it("returns other statuses to the caller", async () => {
    expect(await requestJson("spotify", `${base}/nothing-here`, {}, options().opts)).toEqual({ status: 404, body: { error: "not found" } });
  });

  it("reports an unreachable service as a network failure", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect((await failure(requestJson("spotify", `http://127.0.0.1:${port}/x`, {}, options().opts))).failure).toBe("network");
  });

  it("runs beforeAttempt before every attempt, retries included", async () => {
    let calls = 0;
    const { opts } = options({ beforeAttempt: async () => void calls++ });
    hits.delete("/flaky");
    await requestJson("songlink", `${base}/flaky`, {}, opts);
    expect(calls).toBe(2);
  });
});
