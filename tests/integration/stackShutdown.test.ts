import { readFileSync, readdirSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { interruptStack, killStack, spawnStack, waitForPortsFree, type StackProcess } from "../../scripts/crash/stackProcess";
import { authJournalFile } from "../../scripts/stack/authJournal";
import { stackConfig } from "../../scripts/stack/config";
import { assertPortsFree } from "../../scripts/stack/ports";
import { testStackEnv } from "../stackPorts";

/**
 * Stopping a stack that holds a large database (issue: Ctrl-C once left the
 * Auth and Functions emulators running, and the next start found its ports
 * taken). A second stack on its own ports, started as `npm start` runs it.
 */
const env = { ...testStackEnv("crash"), STACK_SITE: "0", STACK_SEED: "0" };
const config = stackConfig({ ...process.env, ...env });
const DOCUMENTS = 25_000;
let stack: StackProcess | null = null;

/** Processes of this stack's emulators (they carry its Auth journal's path in their environment). */
function emulatorProcesses(): number[] {
  const marker = `STACK_AUTH_JOURNAL=${authJournalFile(config)}`;
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, "utf8").split("\0").includes(marker);
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function fillDatabase(count: number): Promise<void> {
  const saved = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${config.ports.firestore}`;
  const { Firestore } = await import("@google-cloud/firestore");
  const db = new Firestore({ projectId: config.projectId });
  process.env.FIRESTORE_EMULATOR_HOST = saved;
  for (let start = 0; start < count; start += 500) {
    const batch = db.batch();
    for (let i = start; i < Math.min(count, start + 500); i++) batch.set(db.collection("press_posts").doc(`bulk-${i}`), { title: `Post ${i}`, body: "x".repeat(200), n: i });
    await batch.commit();
  }
  await db.terminate();
}

afterAll(async () => {
  if (stack) killStack(stack, config);
  await waitForPortsFree(config).catch(() => {});
});

describe("stopping the local stack with a large database", () => {
  it("Ctrl-C stops every process it started, and the data is there on the next start", async () => {
    stack = spawnStack(config, { ...env, STACK_FRESH: "1" });
    await stack.ready;
    await fillDatabase(DOCUMENTS);
    expect(emulatorProcesses().length).toBeGreaterThan(0);

    expect(await interruptStack(stack, "SIGINT")).toBe(0);
    expect(emulatorProcesses()).toEqual([]);
    await expect(assertPortsFree(config)).resolves.toBeUndefined();

    stack = spawnStack(config, { ...env, STACK_FRESH: "0" });
    await stack.ready;
    expect(stack.output()).toContain(`(${DOCUMENTS} documents)`);
  }, 600_000);

  it("a stack killed hard takes its emulators with it, and the next start is not refused", async () => {
    expect(stack).not.toBeNull();
    process.kill(stack!.child.pid!, "SIGKILL");
    const deadline = Date.now() + 15_000;
    while (emulatorProcesses().length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(emulatorProcesses()).toEqual([]);
    await waitForPortsFree(config, 15_000);
    stack = null;
  }, 60_000);
});
