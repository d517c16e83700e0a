import { request as httpRequest, type Server } from "node:http";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LISTEN_CLICK_RATE_LIMIT } from "../../src/lib/domain/campaigns";
import { OEMBED_RATE_LIMIT } from "../../src/lib/domain/listening/oembed";
import { PRE_SAVE_RATE_LIMIT } from "../../src/lib/domain/shared";
import { readHostingConfig } from "../../scripts/stack/hostingConfig";
import { localStackSecret } from "../../scripts/stack/localSecrets";
import { startStaticServer } from "../../scripts/stack/staticServer";
import { callFromIp } from "./catalogueSupport";
import { callFunctionOverHttp, freshRateLimitWindow, RATE_LIMIT_TEST_TIMEOUT, repositories, resetDatabase } from "./support";
import { DEMO_UPLOAD_RATE_LIMIT } from "../../src/lib/domain/demos/demoLimits";

/**
 * A caller cannot lift a rate limit by changing X-Forwarded-For: neither at
 * the function's own URL nor through the local server, whose proxy replaces
 * the header with the address of the socket it accepted, as Hosting does.
 */
const root = resolve(import.meta.dirname, "../..");
const PROXY_PORT = Number(process.env.FUNCTIONS_PORT) + 7;
const NO_SUCH_RELEASE = "b0000000-0000-4000-8000-00000000dead";
let server: Server;

/** A POST (or, without a body, a GET) through the local server, from `localAddress` (any 127.x address is this machine). */
function viaProxy(
  path: string,
  headers: Record<string, string>,
  body: string | null,
  localAddress = "127.0.0.1",
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((done, fail) => {
    const req = httpRequest(
      { host: "127.0.0.1", port: PROXY_PORT, path, method: body === null ? "GET" : "POST", headers, localAddress },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => done({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
      },
    );
    req.on("error", fail);
    req.end(body ?? undefined);
  });
}

const demoUpload = (forwardedFor: string, localAddress?: string) =>
  viaProxy("/api/submit-demo", { "content-type": "text/plain", "x-forwarded-for": forwardedFor }, "not multipart", localAddress);

beforeAll(async () => {
  server = await startStaticServer(await mkdtemp(join(tmpdir(), "site-")), PROXY_PORT, {
    hosting: readHostingConfig(root),
    functions: {
      port: Number(process.env.FUNCTIONS_PORT),
      projectId: process.env.FIREBASE_PROJECT_ID!,
      region: "us-central1",
      secret: localStackSecret(resolve(root, process.env.STACK_DATA_DIR!)),
    },
  });
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));
beforeEach(resetDatabase);

describe("rate limits and X-Forwarded-For", () => {
  it("a new X-Forwarded-For on every pre-save call does not lift the limit", async () => {
    await freshRateLimitWindow(PRE_SAVE_RATE_LIMIT.windowMs, 10_000);
    const answers = [];
    for (let i = 0; i <= PRE_SAVE_RATE_LIMIT.limit; i++) {
      const response = await fetch(
        `http://127.0.0.1:${process.env.FUNCTIONS_PORT}/${process.env.FIREBASE_PROJECT_ID}/us-central1/trackPreSave`,
        {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i}` },
          body: JSON.stringify({ data: { release_id: NO_SUCH_RELEASE } }),
        },
      );
      answers.push(((await response.json()) as { error?: { status: string } }).error?.status);
    }
    expect(answers.slice(0, -1).every((status) => status === "NOT_FOUND")).toBe(true);
    expect(answers.at(-1)).toBe("RESOURCE_EXHAUSTED");
  }, 120_000);

  it("through the local server, the socket counts and whatever the client writes is ignored", async () => {
    const { limit } = DEMO_UPLOAD_RATE_LIMIT;
    const statuses = [];
    for (let i = 0; i <= limit; i++) statuses.push((await demoUpload(`203.0.113.${i}, 10.0.0.${i}`)).status);
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another machine (here another loopback address) has its own allowance.
    expect((await demoUpload("203.0.113.1", "127.0.0.2")).status).toBe(400);
  }, 120_000);

  it("the pre-save form and the listen beacon count the socket through the local server too", async () => {
    const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    // Each loop inside one window: a loop that straddled a window's end was counted afresh and never refused.
    await freshRateLimitWindow(PRE_SAVE_RATE_LIMIT.windowMs, 10_000);
    const preSaves = [];
    for (let i = 0; i <= PRE_SAVE_RATE_LIMIT.limit; i++) {
      const headers = {
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
        "x-forwarded-for": `203.0.113.${i}`,
      };
      preSaves.push(
        (await viaProxy("/api/pre-save", headers, new URLSearchParams({ release_id: NO_SUCH_RELEASE }).toString(), "127.0.0.3")).status,
      );
    }
    expect(preSaves.slice(0, -1).every((status) => status === 404)).toBe(true);
    expect(preSaves.at(-1)).toBe(429);

    await freshRateLimitWindow(LISTEN_CLICK_RATE_LIMIT.windowMs, 10_000);
    const clicks = [];
    for (let i = 0; i <= LISTEN_CLICK_RATE_LIMIT.limit; i++) {
      const headers = { "content-type": "text/plain;charset=UTF-8", "user-agent": browser, "x-forwarded-for": `198.51.100.${i}` };
      clicks.push(
        (
          await viaProxy(
            "/api/listen",
            headers,
            JSON.stringify({ release_id: NO_SUCH_RELEASE, platform: "spotify", source: "release_page" }),
            "127.0.0.4",
          )
        ).status,
      );
    }
    expect(clicks.slice(0, -1).every((status) => status === 404)).toBe(true);
    expect(clicks.at(-1)).toBe(429);
  }, 120_000);

  it(
    "oEmbed: a new X-Forwarded-For and a cache-busting maxwidth on every request do not lift its limit; another machine has its own",
    async () => {
      await freshRateLimitWindow(OEMBED_RATE_LIMIT.windowMs);
      // A release page's address: each answer would read the release (none here, so 404) until the limit.
      const oembed = (i: number, localAddress: string) =>
        viaProxy(
          `/oembed?${new URLSearchParams({ url: `${process.env.SITE_URL}/releases/no-artist/no-release`, maxwidth: String(400 + i) })}`,
          { "x-forwarded-for": `203.0.113.${i % 250}` },
          null,
          localAddress,
        );
      const answers = [];
      for (let i = 0; i <= OEMBED_RATE_LIMIT.limit; i++) answers.push(await oembed(i, "127.0.0.6"));
      expect(answers.slice(0, -1).every((answer) => answer.status === 404)).toBe(true);
      const refused = answers.at(-1)!;
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toEqual({ error: "Too many requests" });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect((await oembed(0, "127.0.0.7")).status).toBe(404);
    },
    RATE_LIMIT_TEST_TIMEOUT,
  );

  it("a forged proxy header at the function's own URL counts for nothing", async () => {
    const direct = `http://127.0.0.1:${process.env.FUNCTIONS_PORT}/${process.env.FIREBASE_PROJECT_ID}/us-central1/submitDemo`;
    const statuses = [];
    for (let i = 0; i <= DEMO_UPLOAD_RATE_LIMIT.limit; i++) {
      const response = await fetch(direct, {
        method: "POST",
        headers: { "content-type": "text/plain", "x-forwarded-for": `192.0.2.${i}`, "x-local-proxy": "guess" },
        body: "x",
      });
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
  }, 120_000);

  it(
    "IPv6 clients count by their /64: a fresh address of the same network does not lift the limit; another network has its own",
    async () => {
      await freshRateLimitWindow(PRE_SAVE_RATE_LIMIT.windowMs);
      const answers = [];
      // Every call from another address of one /64, written every way an address can be.
      for (let i = 0; i <= PRE_SAVE_RATE_LIMIT.limit; i++) {
        const address = i % 2 === 0 ? `2001:db8:7:1::${(i + 1).toString(16)}` : `2001:0DB8:0007:0001:${i.toString(16)}:0:0:1%eth0`;
        answers.push((await callFromIp("trackPreSave", { release_id: NO_SUCH_RELEASE }, address)).error?.status);
      }
      expect(
        answers.slice(0, -1).every((status) => status === "NOT_FOUND"),
        answers.join(","),
      ).toBe(true);
      expect(answers.at(-1)).toBe("RESOURCE_EXHAUSTED");
      expect((await callFromIp("trackPreSave", { release_id: NO_SUCH_RELEASE }, "2001:db8:7:2::1")).error?.status).toBe("NOT_FOUND");
      // An IPv4 client reached over IPv6 (::ffff:a.b.c.d) is that IPv4 client.
      for (let i = 0; i < PRE_SAVE_RATE_LIMIT.limit; i++)
        await callFromIp("trackPreSave", { release_id: NO_SUCH_RELEASE }, "198.51.100.77");
      expect((await callFromIp("trackPreSave", { release_id: NO_SUCH_RELEASE }, "::ffff:198.51.100.77")).error?.status).toBe(
        "RESOURCE_EXHAUSTED",
      );
    },
    RATE_LIMIT_TEST_TIMEOUT,
  );

  it("the local server answers a malformed callable body in the callables' error shape", async () => {
    const answer = await viaProxy(
      `/${process.env.FIREBASE_PROJECT_ID}/us-central1/listRoles`,
      { "content-type": "application/json" },
      '{"data": {',
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { status: "INVALID_ARGUMENT", message: expect.any(String) } });
    expect(answer.body).not.toMatch(/node_modules|\/work\//);
    // Through the same proxy a valid call still works (and needs a signed-in caller).
    const anonymous = await callFunctionOverHttp("listRoles", {});
    expect(anonymous.error?.status).toBe("UNAUTHENTICATED");
  });

  it("the local server's /api rewrites reach the functions, as Hosting's do", async () => {
    const answer = await viaProxy(
      "/api/missing-path",
      { "content-type": "text/plain", origin: "http://localhost:4321" },
      JSON.stringify({ path: "/gone-page", referrer: "" }),
    );
    expect(answer.status, answer.body).toBe(204);
    expect((await repositories().missingPaths.listNewest(5)).map((m) => m.path)).toEqual(["/gone-page"]);
  });
});
