import { mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { CommitRequest } from "@firestore-emulator/proto/dist/google/firestore/v1/firestore";
import { Write } from "@firestore-emulator/proto/dist/google/firestore/v1/write";
import { AppendJournal } from "../../scripts/stack/appendJournal";
import { afterAll, describe, expect, it } from "vitest";
import { interruptWhenReady, killStack, spawnStack, waitForPortsFree, type StackProcess } from "../../scripts/crash/stackProcess";
import { authJournalFile } from "../../scripts/stack/authJournal";
import { stackConfig } from "../../scripts/stack/config";
import { assertPortsFree } from "../../scripts/stack/ports";
import { testStackEnv } from "../stackPorts";

/**
 * Stopping a stack that holds a large database (issue: Ctrl-C once left the
 * Auth and Functions emulators running, and the next start found its ports
 * taken). A second stack on its own ports, started as `npm start` runs it.
 * The database is written as a journal before the start: the Node emulator
 * inserts documents in time that grows with the collection, which on a busy
 * CI machine makes tens of thousands of gRPC writes take many minutes.
 */
const env = { ...testStackEnv("crash"), STACK_SITE: "0", STACK_SEED: "0" };
const config = stackConfig({ ...process.env, ...env });
const DOCUMENTS = 5_000;
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

/** A data folder whose Firestore journal holds `count` press posts, as a stack would have left it. */
function writeLargeDatabase(count: number): void {
  rmSync(config.dataDir, { recursive: true, force: true });
  mkdirSync(config.dataDir, { recursive: true });
  const at = Date.now();
  const records = Array.from({ length: count }, (_, i) => {
    const name = `projects/${config.projectId}/databases/(default)/documents/press_posts/bulk-${i}`;
    const write = Write.fromObject({
      update: { name, fields: { title: { string_value: `Post ${i}` }, body: { string_value: "x".repeat(200) } } },
    });
    return JSON.stringify({ t: at, c: Buffer.from(new CommitRequest({ writes: [write] }).serializeBinary()).toString("base64") });
  });
  AppendJournal.rewrite(join(config.dataDir, "firestore.journal"), records);
}

afterAll(async () => {
  if (stack) killStack(stack, config);
  await waitForPortsFree(config).catch(() => {});
});

describe("stopping the local stack with a large database", () => {
  it("Ctrl-C stops every process it started, and the data is there on the next start", async () => {
    writeLargeDatabase(DOCUMENTS);
    stack = spawnStack(config, { ...env, STACK_FRESH: "0" });
    // Ctrl-C the moment it says Ready (a stack that printed it before listening for the signal died of it, 2 runs in 3).
    const exitCode = interruptWhenReady(stack, "SIGINT");
    await stack.ready;
    expect(stack.output()).toContain(`(${DOCUMENTS} documents)`);

    expect(await exitCode).toBe(0);
    expect(emulatorProcesses()).toEqual([]);
    await expect(assertPortsFree(config)).resolves.toBeUndefined();

    stack = spawnStack(config, { ...env, STACK_FRESH: "0" });
    await stack.ready;
    expect(stack.output()).toContain(`(${DOCUMENTS} documents)`);
    // Found by the same mark as the stopped stack's emulators above were looked for.
    expect(emulatorProcesses().length).toBeGreaterThan(0);
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
