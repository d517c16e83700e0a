import { afterAll, describe, expect, it } from "vitest";
import { WRITE_KINDS } from "../../scripts/crash/probes";
import { runCrashTest } from "../../scripts/crash/runCrashTest";
import { testStackEnv } from "../stackPorts";

/**
 * The short version of `npm run crash-test`: one round, a kill while every
 * kind of write is in flight, then a kill of the next start while it replays
 * the journals. Nothing acknowledged may be missing after the start that
 * follows.
 */
const saved = { ...process.env };

afterAll(() => {
  // runCrashTest points this process's Firebase clients at its own stack.
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});

describe("a crash of the whole local stack (SIGKILL)", () => {
  it("loses no acknowledged write of any kind", async () => {
    const figures = await runCrashTest({
      rounds: 1,
      killStartIn: () => true,
      env: testStackEnv("crash"),
      log: (line) => console.log(line),
    });
    expect(figures.kills).toBe(2);
    expect(figures.rounds[0]!.startKilledAfterMs).not.toBeNull();
    for (const kind of WRITE_KINDS) expect(figures.acknowledged[kind], kind).toBeGreaterThan(0);
    expect(figures.rounds[0]!.missing).toEqual(Object.fromEntries(WRITE_KINDS.map((k) => [k, 0])));
    expect(figures.lost).toBe(0);
  }, 900_000);
});
