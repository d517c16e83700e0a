import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { stackConfig } from "../../../scripts/stack/config";
import { warmFunctions } from "../../../scripts/stack/warmFunctions";

const servers: Array<{ close(): void }> = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

/** A stand-in for the Functions emulator that records each call and refuses it as a callable refuses an anonymous caller. */
async function emulator() {
  const calls: Array<{ method: string; url: string; body: string }> = [];
  const at = { now: 0, most: 0 };
  const server = createServer((req: IncomingMessage, res) => {
    let body = "";
    at.most = Math.max(at.most, ++at.now);
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      calls.push({ method: req.method ?? "", url: req.url ?? "", body });
      // Answered on a later turn, as a worker's start is: calls that overlap are counted together.
      setImmediate(() => {
        at.now--;
        res.writeHead(401, { "content-type": "application/json" }).end(JSON.stringify({ error: { status: "UNAUTHENTICATED" } }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return { calls, at, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/demo-label/us-central1` };
}

describe("warmFunctions", () => {
  it("calls each named callable once, anonymously, with an empty request, and waits for every answer", async () => {
    const { calls, base } = await emulator();
    await warmFunctions(base, ["isAdmin", "myAccess"], () => {});
    expect(calls.map((c) => c.url).sort()).toEqual(["/demo-label/us-central1/isAdmin", "/demo-label/us-central1/myAccess"]);
    expect(calls.every((c) => c.method === "POST" && c.body === JSON.stringify({ data: {} }))).toBe(true);
  });

  it("starts at most two workers at once, however many are named", async () => {
    const { calls, at, base } = await emulator();
    const names = ["isAdmin", "myAccess", "listRoles", "listUsers", "listDemos"];
    await warmFunctions(base, names, () => {});
    expect(calls.map((c) => c.url.split("/").pop()).sort()).toEqual([...names].sort());
    expect(at.most).toBe(2);
  });

  it("logs a call that cannot connect instead of failing the stack's start", async () => {
    const { base } = await emulator();
    servers.splice(0).forEach((s) => s.close());
    const logged: string[] = [];
    await expect(warmFunctions(base, ["isAdmin"], (m) => logged.push(m))).resolves.toBeTypeOf("number");
    expect(logged).toEqual([expect.stringMatching(/^warming isAdmin failed: /)]);
  });
});

describe("STACK_WARM_FUNCTIONS", () => {
  it("names the functions to warm, comma-separated; none when unset", () => {
    expect(stackConfig({ STACK_WARM_FUNCTIONS: "isAdmin, myAccess,," }).warmFunctions).toEqual(["isAdmin", "myAccess"]);
    expect(stackConfig({}).warmFunctions).toEqual([]);
  });
});
