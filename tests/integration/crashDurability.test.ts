import { afterAll, describe, expect, it } from "vitest";
import { WRITE_KINDS } from "../../scripts/crash/probes";
import { runCrashTest } from "../../scripts/crash/runCrashTest";
import { testStackEnv } from "../stackPorts";

/**
 * The short version of `npm run crash-test`: two rounds, one kill while
 * every kind of write is in flight and one while the stack is starting.
 * Nothing acknowledged may be missing afterwards.
 */
const saved = { ...process.env };

afterAll(() => {
  // runCrashTest points this process's Firebase clients at its own stack.
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});

describe("a crash of the whole local stack (SIGKILL)", () => {
  it("loses no acknowledged write of any kind", async () => {
    const figures = await runCrashTest({ rounds: 2, env: testStackEnv("crash"), log: (line) => console.log(line) });
    expect(figures.rounds.map((r) => r.killedAt)).toEqual(["writes", "start"]);
    for (const kind of WRITE_KINDS) expect(figures.acknowledged[kind], kind).toBeGreaterThan(0);
    expect(figures.rounds.map((r) => r.missing)).toEqual(figures.rounds.map(() => Object.fromEntries(WRITE_KINDS.map((k) => [k, 0]))));
    expect(figures.lost).toBe(0);
  }, 900_000);
});
