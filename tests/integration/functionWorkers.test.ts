import { rm } from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import { interruptStack, spawnStack, type StackProcess } from "../../scripts/crash/stackProcess";
import { stackConfig } from "../../scripts/stack/config";
import { functionWorkers } from "../../scripts/stack/processTable";
import { testStackEnv } from "../stackPorts";
import { callFunctionOverHttp, expectOk, signInTestUser } from "./support";

/**
 * The Functions emulator's workers are bounded (docs/local-stack.md,
 * "Function workers"): calls that arrive together share their function's
 * worker, and a stack never holds more workers than its bound, queueing the
 * calls that do not fit instead of refusing them.
 */

/** Samples the stack's workers until `work` settles: the most alive at once, in all and per function. */
async function watchWorkers<T>(hubPort: number, work: Promise<T>): Promise<{ result: T; most: number; mostPerFunction: Map<string, number> }> {
  let done = false;
  const finished = work.finally(() => {
    done = true;
  });
  let most = 0;
  const mostPerFunction = new Map<string, number>();
  while (!done) {
    const workers = functionWorkers(hubPort);
    most = Math.max(most, workers.length);
    const perFunction = new Map<string, number>();
    for (const w of workers) perFunction.set(w.target, (perFunction.get(w.target) ?? 0) + 1);
    for (const [target, n] of perFunction) mostPerFunction.set(target, Math.max(mostPerFunction.get(target) ?? 0, n));
    await Promise.race([finished.catch(() => {}), new Promise((resolve) => setTimeout(resolve, 25))]);
  }
  return { result: await work, most, mostPerFunction };
}

describe("the Functions emulator's workers", () => {
  it("serve calls that arrive together on one worker of their function, within the stack's bound", async () => {
    const bound = stackConfig(process.env).functionWorkers;
    const hub = Number(process.env.HUB_PORT);
    const { idToken } = await signInTestUser("worker-pool@test.dev");
    const calls = Promise.all(Array.from({ length: 24 }, () => callFunctionOverHttp("myAccess", {}, idToken)));
    const { result, most, mostPerFunction } = await watchWorkers(hub, calls);
    for (const answer of result) expect(expectOk(answer)).toEqual({ isSuperAdmin: false, grants: [] });
    expect(mostPerFunction.get("myAccess") ?? 0).toBeLessThanOrEqual(1);
    expect(most).toBeLessThanOrEqual(bound);
  }, 180_000);

  describe("on a stack bounded to two workers", () => {
    const env = { ...testStackEnv("workers"), STACK_SITE: "0", STACK_SEED: "0", STACK_JOBS: "0", STACK_FUNCTION_WORKERS: "2" };
    const config = stackConfig({ ...process.env, ...env });
    let stack: StackProcess | null = null;

    afterAll(async () => {
      if (stack) await interruptStack(stack);
      await rm(config.dataDir, { recursive: true, force: true });
    }, 120_000);

    it("queues calls to more functions than that, answers every one, and never holds a third worker", async () => {
      expect(config.functionWorkers).toBe(2);
      stack = spawnStack(config, env);
      await stack.ready;
      const names = ["listRoles", "listUsers", "myAccess"];
      // Four calls to each at once, unauthenticated: each call's answer is its function's own refusal.
      const call = async (name: string) => {
        const res = await fetch(`http://127.0.0.1:${config.ports.functions}/${config.projectId}/us-central1/${name}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ data: {} }),
        });
        return { status: res.status, body: (await res.json()) as { error?: { status: string } } };
      };
      const calls = Promise.all(names.flatMap((name) => Array.from({ length: 4 }, () => call(name))));
      const { result, most } = await watchWorkers(config.ports.hub, calls);
      expect(result.map((r) => [r.status, r.body.error?.status])).toEqual(result.map(() => [401, "UNAUTHENTICATED"]));
      expect(most).toBeLessThanOrEqual(2);
      expect(functionWorkers(config.ports.hub).length).toBeLessThanOrEqual(2);
    }, 600_000);
  });
});
