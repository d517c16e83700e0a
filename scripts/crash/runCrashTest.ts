import { randomInt } from "node:crypto";
import { stackConfig, stackEnv } from "../stack/config";
import { localStackSecret } from "../stack/localSecrets";
import { SEED_ACCOUNTS } from "../seed/accounts";
import { createProbes, demoOrphans, WRITE_KINDS, type Probe, type ProbeContext, type WriteKind } from "./probes";
import { killStack, spawnStack, waitForPortsFree } from "./stackProcess";

/**
 * The crash test of docs/local-stack.md: acknowledged writes of every kind,
 * the whole stack killed with SIGKILL at a random moment, a new start, and a
 * count of what is missing (cumulative: every write acknowledged in any
 * earlier round must still be there). In some rounds the start after the
 * kill is killed too, while it replays its journals, before the start that
 * is checked.
 */
export interface CrashTestOptions {
  rounds: number;
  /** Ports and data folder, as the test stacks take them (tests/stackPorts.ts style). */
  env: Record<string, string>;
  /** Longest time writes run before the kill (ms). */
  maxWriteMs?: number;
  /** Rounds whose first start after the kill is killed as well (by default round 2 and every fifth after it). */
  killStartIn?: (round: number) => boolean;
  log?: (line: string) => void;
}

export interface RoundFigures {
  round: number;
  /** The writes ran this long before the kill (ms). */
  afterMs: number;
  /** The next start was killed this long after it began (ms), or null when it was left to start. */
  startKilledAfterMs: number | null;
  /** From spawning the next stack to its Ready line. */
  restartMs: number;
  acknowledged: Record<WriteKind, number>;
  missing: Record<WriteKind, number>;
  orphanFiles: number;
  recordsWithoutFile: number;
}

export interface CrashTestFigures {
  kills: number;
  rounds: RoundFigures[];
  acknowledged: Record<WriteKind, number>;
  lost: number;
}

const zero = () => Object.fromEntries(WRITE_KINDS.map((k) => [k, 0])) as Record<WriteKind, number>;
/**
 * A start is killed at a random moment up to this long after it began, or once it is ready if sooner: the
 * stack starts in 10–30 s (docs/local-stack.md), so most kills land while it replays its journals or loads.
 */
const START_KILL_WITHIN_MS = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runCrashTest(options: CrashTestOptions): Promise<CrashTestFigures> {
  const log = options.log ?? (() => {});
  const step = (what: string) => {
    if (process.env.CRASH_TEST_DEBUG === "1") log(`  · ${what}`);
  };
  const config = stackConfig({ ...process.env, ...options.env });
  // The probes talk to the stack through firebase-admin, which reads the emulator hosts from the
  // environment when a client is made: an app of their own, made after this, so a process whose
  // default app already talks to another stack (the integration suite's) still reaches this one.
  Object.assign(process.env, stackEnv(config), { STACK_SITE: "0" });
  const { deleteApp, initializeApp } = await import("firebase-admin/app");
  const { getFirestore } = await import("firebase-admin/firestore");
  const { getAuth } = await import("firebase-admin/auth");
  const app = initializeApp({ projectId: config.projectId }, `crash-test-${config.ports.firestore}-${Date.now()}`);
  const db = getFirestore(app);
  db.settings({ ignoreUndefinedProperties: true });
  const ctx: ProbeContext = {
    db,
    auth: getAuth(app),
    functionsBase: `http://127.0.0.1:${config.ports.functions}/${config.projectId}/us-central1`,
    authBase: `http://127.0.0.1:${config.ports.auth}/identitytoolkit.googleapis.com/v1`,
    fileStoreDir: stackEnv(config).FILE_STORE_DIR!,
    stackSecret: () => localStackSecret(config.dataDir),
  };
  const admin = SEED_ACCOUNTS[0]!;
  const env = { ...options.env, STACK_SITE: "0", STACK_SEED: "1", STACK_FRESH: "0" };
  const acknowledged = Object.fromEntries(WRITE_KINDS.map((k) => [k, [] as string[]])) as Record<WriteKind, string[]>;
  const figures: RoundFigures[] = [];
  let serial = 0;
  const killStartIn = options.killStartIn ?? ((round: number) => round % 5 === 2);

  let stack = spawnStack(config, { ...env, STACK_FRESH: "1" });
  // Interrupted (Ctrl-C, a test timeout): take the stack down too.
  const onSignal = () => {
    killStack(stack, config);
    process.exit(130);
  };
  process.once("SIGINT", onSignal).once("SIGTERM", onSignal);
  await stack.ready;
  let probes = await createProbes(ctx, admin);
  try {
    for (let round = 1; round <= options.rounds; round++) {
      const counted = zero();
      let stopped = false;
      let abandoned = false;
      const errors = new Map<WriteKind, string>();
      const worker = async (kind: WriteKind, probe: Probe) => {
        while (!stopped) {
          const key = `r${round}-${kind.toLowerCase()}-${serial++}`;
          try {
            const written = await probe.write(key);
            if (abandoned) return;
            acknowledged[kind].push(written);
            counted[kind]++;
          } catch (error) {
            // Not acknowledged (the stack died under it): nothing is owed.
            if (!stopped) {
              errors.set(kind, String(error));
              await sleep(100);
            }
          }
        }
      };
      // One writer per kind: each new concurrent request costs the Functions emulator a worker process.
      const workers = WRITE_KINDS.map((kind) => worker(kind, probes[kind]));
      // Every kind must be in flight when the kill comes: wait for one acknowledgement of each
      // (the functions load on first call), then kill at a random moment.
      const warmUpUntil = Date.now() + 120_000;
      while (WRITE_KINDS.some((k) => counted[k] === 0) && Date.now() < warmUpUntil) await sleep(100);
      for (const kind of WRITE_KINDS)
        if (counted[kind] === 0) log(`  no ${kind} write acknowledged before the kill: ${errors.get(kind) ?? "no answer"}`);
      const afterMs = randomInt(500, options.maxWriteMs ?? 6_000);
      await sleep(afterMs);
      killStack(stack, config);
      stopped = true;
      step("killed during writes; waiting for the writers");
      // firebase-admin keeps retrying a write whose server is gone; one still pending here is
      // simply not counted (were it acknowledged later, by the next stack, it would be owed too).
      await Promise.race([Promise.allSettled(workers), sleep(10_000)]);
      abandoned = true;
      let startKilledAfterMs: number | null = null;
      if (killStartIn(round)) {
        // The next start is killed too while it replays the journals and starts.
        await waitForPortsFree(config);
        const starting = Date.now();
        stack = spawnStack(config, env);
        await Promise.race([sleep(randomInt(500, START_KILL_WITHIN_MS)), stack.ready]);
        killStack(stack, config);
        startKilledAfterMs = Date.now() - starting;
      }
      step("waiting for the ports");
      await waitForPortsFree(config);
      step("restarting");
      const restart = Date.now();
      stack = spawnStack(config, env);
      await stack.ready;
      const restartMs = Date.now() - restart;
      probes = await createProbes(ctx, admin);
      const missing = zero();
      for (const kind of WRITE_KINDS) {
        const absent = await probes[kind].missing(acknowledged[kind]);
        missing[kind] = absent.length;
        if (absent.length > 0) log(`  missing ${kind}: ${absent.slice(0, 5).join(", ")}${absent.length > 5 ? ", …" : ""}`);
      }
      const orphans = await demoOrphans(ctx);
      const result: RoundFigures = {
        round,
        afterMs,
        startKilledAfterMs,
        restartMs,
        acknowledged: counted,
        missing,
        orphanFiles: orphans.files,
        recordsWithoutFile: orphans.records,
      };
      figures.push(result);
      log(formatRound(result));
    }
  } finally {
    process.off("SIGINT", onSignal).off("SIGTERM", onSignal);
    killStack(stack, config);
    await waitForPortsFree(config).catch(() => {});
    await deleteApp(app).catch(() => {});
  }
  const totals = Object.fromEntries(WRITE_KINDS.map((k) => [k, acknowledged[k].length])) as Record<WriteKind, number>;
  // Checks are cumulative, so the worst round is what was lost overall.
  return {
    kills: figures.length + figures.filter((f) => f.startKilledAfterMs !== null).length,
    rounds: figures,
    acknowledged: totals,
    lost: Math.max(0, ...figures.map(roundLost)),
  };
}

export function roundLost(f: RoundFigures): number {
  return Object.values(f.missing).reduce((a, b) => a + b, 0) + f.orphanFiles + f.recordsWithoutFile;
}

function formatRound(f: RoundFigures): string {
  const acked = WRITE_KINDS.map((k) => `${k} ${f.acknowledged[k]}`).join(", ");
  const startKill = f.startKilledAfterMs === null ? "" : `, the next start killed ${(f.startKilledAfterMs / 1000).toFixed(1)} s in`;
  return `round ${String(f.round).padStart(2)}: killed during writes ${(f.afterMs / 1000).toFixed(1)} s in${startKill}; acknowledged ${acked}; missing ${roundLost(f)} (orphan files ${f.orphanFiles}, records without file ${f.recordsWithoutFile}); restart ${(f.restartMs / 1000).toFixed(0)} s`;
}
