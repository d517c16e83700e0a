import { beforeEach, describe, expect, it } from "vitest";
import { MISSING_PATH_RATE_LIMIT } from "../../../src/lib/domain/shared";
import { freshRateLimitWindow, fromClient, RATE_LIMIT_TEST_TIMEOUT, repositories, resetDatabase } from "../support";

const repos = repositories();
beforeEach(resetDatabase);

const url = () => `http://127.0.0.1:${process.env.FUNCTIONS_PORT}/${process.env.FIREBASE_PROJECT_ID}/us-central1/logMissingPath`;

/** What the 404 page sends: JSON as text/plain, from a client IP. */
function report(body: unknown, ip: string, init: RequestInit = {}) {
  return fetch(url(), {
    method: "POST",
    headers: { "content-type": "text/plain", ...fromClient(ip) },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });
}

describe("logMissingPath", () => {
  it("stores the path, the referrer's origin and path, and the time — no IP", async () => {
    const before = Date.now();
    const res = await report({ path: "/artist/nobody", referrer: "https://search.example/q?who=me" }, "203.0.113.9");
    expect(res.status).toBe(204);
    const logged = await repos.missingPaths.listNewest(10);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ path: "/artist/nobody", referrer: "https://search.example/q" });
    expect(logged[0]!.at.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const stored = JSON.stringify(
      [...(await repos.db.collection("missing_paths").get()).docs, ...(await repos.db.collection("rate_limits").get()).docs].map((d) => [
        d.id,
        d.data(),
      ]),
    );
    expect(stored).not.toContain("203.0.113.9");
  });

  it("refuses malformed reports and other methods, storing nothing", async () => {
    expect((await report("not json", "203.0.113.10")).status).toBe(400);
    expect((await report({ path: "no-slash" }, "203.0.113.10")).status).toBe(400);
    expect((await report({ path: "/" + "x".repeat(600) }, "203.0.113.10")).status).toBe(400);
    expect((await fetch(url(), { method: "GET" })).status).toBe(405);
    expect(await repos.missingPaths.count()).toBe(0);
  });

  it(
    `allows ${MISSING_PATH_RATE_LIMIT.limit} reports per client and window, then answers 429`,
    async () => {
      await freshRateLimitWindow(MISSING_PATH_RATE_LIMIT.windowMs);
      const statuses: number[] = [];
      for (let i = 0; i <= MISSING_PATH_RATE_LIMIT.limit; i++) statuses.push((await report({ path: `/gone-${i}` }, "198.51.100.1")).status);
      expect(statuses.slice(0, MISSING_PATH_RATE_LIMIT.limit).every((s) => s === 204)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      expect(await repos.missingPaths.count()).toBe(MISSING_PATH_RATE_LIMIT.limit);
      // Another client is not affected.
      expect((await report({ path: "/elsewhere" }, "198.51.100.2")).status).toBe(204);
    },
    RATE_LIMIT_TEST_TIMEOUT,
  );
});
