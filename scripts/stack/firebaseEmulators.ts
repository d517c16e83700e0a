import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { authJournalEnv } from "./authJournal";
import type { StackConfig } from "./config";
import type { OfficialEmulators } from "./officialEmulators";
import { derivedPorts } from "./ports";
import { startProcess, type ManagedProcess } from "./processes";

/** Read by firebaseToolsPreload.cjs. */
const FUNCTION_WORKERS_ENV = "STACK_FUNCTION_WORKERS";

/** Journals Auth accounts and ties the emulators' lifetime to the stack's (see the file). */
const PRELOAD = resolve(import.meta.dirname, "firebaseToolsPreload.cjs");

/**
 * Starts the firebase-tools emulators (Auth and Functions always; Firestore
 * and Storage only where the official ones can run). Ports come from the
 * stack config, so tests can run beside a developer's `npm start`.
 */
export async function startFirebaseEmulators(
  config: StackConfig,
  official: OfficialEmulators,
  env: NodeJS.ProcessEnv,
): Promise<ManagedProcess> {
  const base = JSON.parse(readFileSync(join(config.root, "firebase.json"), "utf8")) as {
    emulators: Record<string, { host?: string; port?: number; websocketPort?: number }>;
  };
  const { ports } = config;
  const emulators = { ...base.emulators };
  for (const [key, value] of Object.entries({
    auth: ports.auth,
    functions: ports.functions,
    firestore: ports.firestore,
    hub: ports.hub,
    logging: ports.logging,
  })) {
    emulators[key] = { ...emulators[key], port: value };
  }
  const derived = derivedPorts(ports.firestore);
  emulators.firestore = { ...emulators.firestore, websocketPort: derived.firestoreWebsocket };
  emulators.storage = { ...emulators.storage, port: derived.storage };
  // Started with the Functions emulator; pinned, or they take whatever port is free (see derivedPorts).
  emulators.eventarc = { host: "127.0.0.1", port: derived.eventarc };
  emulators.tasks = { host: "127.0.0.1", port: derived.tasks };
  // Kept beside firebase.json so that relative paths (functions/, rules) resolve the same.
  const configFile = join(config.root, `firebase.local.${ports.auth}.json`);
  writeFileSync(configFile, JSON.stringify({ ...base, emulators }, null, 2));

  const only = ["auth", "functions", ...(official.firestore ? ["firestore"] : []), ...(official.storage ? ["storage"] : [])];
  // No --export-on-exit: Auth accounts are journaled as they change (authJournal.ts), so a hard kill loses none.
  const args = ["emulators:start", "--only", only.join(","), "--project", config.projectId, "--config", configFile];

  const proc = startProcess("firebase-emulators", join(config.root, "node_modules/.bin/firebase"), args, {
    cwd: config.root,
    // NODE_ENV as in Cloud Functions: Express's error page (a body that is not valid JSON) then shows no stack trace or path.
    env: {
      ...env,
      NODE_ENV: "production",
      NODE_OPTIONS: `${env.NODE_OPTIONS ?? ""} --require ${PRELOAD}`.trim(),
      ...authJournalEnv(config),
      // The bound of the Functions emulator's workers (functionWorkerPool.cjs).
      [FUNCTION_WORKERS_ENV]: String(config.functionWorkers),
    },
    logDir: join(config.dataDir, "logs"),
  });
  try {
    // Generous: loading every function takes minutes on a machine shared by several stacks.
    await proc.waitFor(/All emulators ready/, 240_000);
  } catch (error) {
    await proc.stop("SIGKILL", 0);
    rmSync(configFile, { force: true });
    throw error;
  }
  // The generated config goes with the emulators: no stray files in the repository root.
  void proc.exited.then(() => rmSync(configFile, { force: true }));
  return proc;
}
