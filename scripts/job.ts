import { parseArgs } from "node:util";
import { LABEL } from "../src/config/label";
import { JOBS } from "../src/lib/jobs";
import { parseJobTime } from "../src/lib/jobs/jobTime";
import { stackConfig } from "./stack/config";
import { reachable } from "./stack/reachable";
import { fakeServiceEnv, fakeServiceUrls } from "./stack/fakeServices";
import { localStackEnv } from "./stack/localEnv";
import { LOCAL_JOBS } from "./stack/localJobs";
import { detectOfficialEmulators } from "./stack/officialEmulators";

/**
 * `npm run job -- <name> [--now <ISO time>]`: runs one scheduled job once,
 * as if it were that time, against the running local stack (or the
 * Firestore and Storage the environment names). `--list` lists the jobs.
 * docs/scheduled-jobs.md.
 */
const USAGE = `Usage: npm run job -- <job-name> [--now <ISO time>]
       npm run job -- --list
--now: 2027-06-01T09:30:00Z, 2027-06-01T09:30+02:00, or on the label's clock (${LABEL.timeZone}) 2027-06-01T09:30 or 2027-06-01 (its midnight).`;

/** Whether `hostPort` (as FIRESTORE_EMULATOR_HOST writes it) is this machine's `port`. */
function namesStackFirestore(hostPort: string, port: number): boolean {
  const separator = hostPort.lastIndexOf(":");
  const host = hostPort.slice(0, separator).replace(/^\[|\]$/g, "");
  return Number(hostPort.slice(separator + 1)) === port && ["127.0.0.1", "localhost", "0.0.0.0", "::1", "::"].includes(host);
}

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

/** The registry's jobs, and the local stack's stand-ins for what Firebase does by itself. */
const ALL_JOBS = [...JOBS, ...LOCAL_JOBS];

function listJobs(): string {
  return ALL_JOBS.map((job) => `  ${job.name.padEnd(24)} ${job.schedule} (${job.timeZone})  ${job.description}`).join("\n");
}

const OPTIONS = { now: { type: "string" }, list: { type: "boolean" }, help: { type: "boolean" } } as const;

function readArgs() {
  try {
    return parseArgs({ allowPositionals: true, options: OPTIONS });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

const { values, positionals } = readArgs();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (values.list) {
  console.log(`Scheduled jobs:\n${listJobs()}`);
  process.exit(0);
}
if (positionals.length !== 1) fail(`Name one job.\n${USAGE}\nKnown jobs:\n${listJobs()}`);
const job = ALL_JOBS.find((known) => known.name === positionals[0]) ?? fail(`Unknown job "${positionals[0]}". Known jobs:\n${listJobs()}`);
const now =
  values.now === undefined
    ? new Date()
    : (parseJobTime(values.now, LABEL.timeZone) ?? fail(`--now "${values.now}" is not an ISO date and time.\n${USAGE}`));

const { isEmulatorOnly, serverConfig } = await import("../src/lib/config");
const stack = stackConfig();
const exportedEmulator = process.env.FIRESTORE_EMULATOR_HOST;
// The environment names no database, or names the running stack's Firestore alone (a Firebase
// developer's shell exports FIRESTORE_EMULATOR_HOST and nothing else): use the local stack's
// environment as `npm start` set it up, for whatever the shell leaves out (the Auth emulator,
// the file folders, the fakes). Without it the job sees no local mode and stops at the first key
// it needs (MissingSecretError) after doing half its work.
const usesStack =
  !process.env.GOOGLE_APPLICATION_CREDENTIALS && (!exportedEmulator || namesStackFirestore(exportedEmulator, stack.ports.firestore));
if (usesStack) {
  // The running stack's fakes of the streaming services, for jobs that generate links (release-day).
  const fakes = process.env.STACK_FAKE_SERVICES === "0" ? {} : fakeServiceEnv(fakeServiceUrls(stack));
  const local = { ...localStackEnv(stack, detectOfficialEmulators()), ...fakes };
  for (const [key, value] of Object.entries(local)) process.env[key] ??= value;
} else if (exportedEmulator && !process.env.GOOGLE_APPLICATION_CREDENTIALS && !isEmulatorOnly()) {
  // Another emulator than the stack's, named only in part: refuse before touching anything.
  fail(
    `FIRESTORE_EMULATOR_HOST is ${exportedEmulator}, but the local stack's Firestore is 127.0.0.1:${stack.ports.firestore} and nothing else in the environment says how to reach the rest of that emulator suite (FIREBASE_AUTH_EMULATOR_HOST, a demo- FIREBASE_PROJECT_ID, FILE_STORE_DIR). ` +
      `To run against the local stack, unset FIRESTORE_EMULATOR_HOST (or set FIRESTORE_PORT to its port); to run against that emulator, export those variables too.`,
  );
}
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
const { projectId, fileStoreDir } = serverConfig();
if (values.now !== undefined && !(emulatorHost && projectId.startsWith("demo-"))) {
  fail(`--now only runs against the emulators (a demo- project): against ${projectId} a job runs at the real time, or not at all.`);
}
if (LOCAL_JOBS.includes(job) && !emulatorHost) {
  fail(`${job.name} stands in for what Firebase does by itself in production: it runs only against the emulators.`);
}
if (emulatorHost && !(await reachable(emulatorHost))) {
  fail(
    `Nothing answers at ${emulatorHost} (Firestore). Start the local stack first (npm start), or name a Firestore in the environment.`,
    1,
  );
}

const { createRepositories } = await import("../src/lib/data");
const { fileStore } = await import("../src/lib/files");
const { describeJobRun } = await import("../src/lib/jobs");
const { runAsScheduler } = await import("./stack/jobScheduler");
const where = emulatorHost ? `Firestore emulator ${emulatorHost}, project ${projectId}` : `project ${projectId}`;
console.log(`Running ${job.name} as of ${now.toISOString()} (${where}; files: ${fileStoreDir ?? "Cloud Storage"})`);
try {
  const report = await runAsScheduler(job, {
    now,
    repos: createRepositories(),
    files: fileStore(),
    log: (message) => console.log(`· ${message}`),
  });
  console.log(describeJobRun(report));
  process.exit(0);
} catch (error) {
  fail(`${job.name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`, 1);
}
