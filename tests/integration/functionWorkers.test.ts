import { rm } from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import { interruptStack, spawnStack, type StackProcess } from "../../scripts/crash/stackProcess";
import { stackConfig } from "../../scripts/stack/config";
import { functionWorkers, SHARED_WORKER_TARGET } from "../../scripts/stack/processTable";
import { TARGET_HEADER } from "../../scripts/stack/sharedFunctionWorker.cjs";
import { testStackEnv } from "../stackPorts";
import { callFunctionOverHttp, expectOk, signInTestUser } from "./support";

/**
 * The Functions emulator's workers are bounded (docs/local-stack.md,
 * "Function workers"): by default one worker serves every HTTPS and
 * callable function; with workers per function, calls that arrive together
 * share their function's worker, and a stack never holds more workers than
 * its bound, queueing the calls that do not fit instead of refusing them.
 */

/** Samples the stack's workers until `work` settles: the most alive at once, in all and per function. */
async function watchWorkers<T>(
  hubPort: number,
  work: Promise<T>,
): Promise<{ result: T; most: number; mostPerFunction: Map<string, number> }> {
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
  it("serve calls to several functions that arrive together on one shared worker, each call running its own function", async () => {
    const hub = Number(process.env.HUB_PORT);
    const { idToken } = await signInTestUser("worker-pool@test.dev");
    const calls = Promise.all(
      Array.from({ length: 24 }, (_, i) => {
        const name = (["myAccess", "listRoles", "listUsers"] as const)[i % 3]!;
        return callFunctionOverHttp(name, {}, idToken).then((answer) => ({ name, answer }));
      }),
    );
    const { result, most, mostPerFunction } = await watchWorkers(hub, calls);
    for (const { name, answer } of result) {
      if (name === "myAccess") expect(expectOk(answer)).toEqual({ isSuperAdmin: false, grants: [] });
      // The staff lists refuse a member without grants: their own answer, not myAccess's.
      else expect(answer.status, name).toBe(403);
    }
    expect([...mostPerFunction.keys()]).toEqual([SHARED_WORKER_TARGET]);
    expect(most).toBe(1);
  }, 180_000);

  it("run the function the emulator names, whatever function a client's own header names", async () => {
    const { idToken } = await signInTestUser("worker-pool@test.dev");
    const answer = await callFunctionOverHttp("myAccess", {}, idToken, { [TARGET_HEADER]: "listUsers" });
    expect(expectOk(answer)).toEqual({ isSuperAdmin: false, grants: [] });
  }, 180_000);

  describe("on a stack bounded to two workers", () => {
    // Workers of their own per function (STACK_SHARED_FUNCTION_WORKERS=0, as the cold-start bench runs them): the bound is what is under test.
    const env = {
      ...testStackEnv("workers"),
      STACK_SITE: "0",
      STACK_SEED: "0",
      STACK_JOBS: "0",
      STACK_FUNCTION_WORKERS: "2",
      STACK_SHARED_FUNCTION_WORKERS: "0",
    };
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
