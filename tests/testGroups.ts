import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * `npm test` runs the integration and the end-to-end suite each as two
 * groups side by side, each group its own runner process with its own
 * stack (scripts/testGroups.ts): most of either suite is waiting on cold
 * function workers and on the site builder, which a second stack overlaps.
 *
 * Every test file of the suite's folder is in exactly one group, whatever
 * its name: a file added later is found by the same walk. Files are dealt
 * out by their last measured time (tests/testDurations.json), the longest
 * first, each to the group with the least time so far; a file not measured
 * yet counts as the median. Files that start stacks of their own on the
 * suite's fixed extra ports (the crash and workers stacks, which have no
 * second) all go to the first group, one after another as before.
 */
export type GroupedSuite = "integration" | "e2e";

const ROOT = resolve(import.meta.dirname, "..");
const SUITES: Record<GroupedSuite, { dir: string; pattern: RegExp }> = {
  integration: { dir: "tests/integration", pattern: /\.test\.ts$/ },
  e2e: { dir: "tests/e2e", pattern: /\.spec\.ts$/ },
};

export interface GroupedFile {
  path: string;
  seconds: number | undefined;
  /** Must run in the first group. */
  firstGroup: boolean;
}

/**
 * Deals the files out to `groups` groups of about equal time; the same files always give the same groups.
 * `startAt` is the time each group already has (a lane's earlier suite), so the groups end together.
 */
export function splitIntoGroups(files: GroupedFile[], groups: number, startAt: number[] = []): string[][] {
  const out = dealt(files, groups, startAt);
  return out.map((g) => g.files.sort());
}

function dealt(files: GroupedFile[], groups: number, startAt: number[]): { files: string[]; seconds: number }[] {
  const known = files
    .map((f) => f.seconds)
    .filter((s): s is number => s !== undefined)
    .sort((a, b) => a - b);
  const median = known.length > 0 ? known[Math.floor(known.length / 2)]! : 1;
  const weight = (f: GroupedFile) => f.seconds ?? median;
  const out = Array.from({ length: groups }, (_, i) => ({ files: [] as string[], seconds: startAt[i] ?? 0 }));
  const order = [...files].sort(
    (a, b) => Number(b.firstGroup) - Number(a.firstGroup) || weight(b) - weight(a) || a.path.localeCompare(b.path),
  );
  for (const file of order) {
    const target = file.firstGroup ? out[0]! : out.reduce((least, g) => (g.seconds < least.seconds ? g : least));
    target.files.push(file.path);
    target.seconds += weight(file);
  }
  return out;
}

/** Every test file of the suite, relative to the repository, in a stable order. */
export function suiteFiles(suite: GroupedSuite): string[] {
  const { dir, pattern } = SUITES[suite];
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => pattern.test(f))
    .map((f) => `${dir}/${f.split("\\").join("/")}`)
    .sort();
}

/** Seconds each file took in the last full run written down (docs/testing.md says how to refresh them). */
function recordedSeconds(suite: GroupedSuite): Record<string, number> {
  const all = JSON.parse(readFileSync(join(ROOT, "tests/testDurations.json"), "utf8")) as Partial<
    Record<GroupedSuite, Record<string, number>>
  >;
  return all[suite] ?? {};
}

const OWN_STACK = /\btestStackEnv\(\s*["'](crash|workers)["']/;

function groupedFiles(suite: GroupedSuite): GroupedFile[] {
  const seconds = recordedSeconds(suite);
  return suiteFiles(suite).map((path) => ({
    path,
    seconds: seconds[path],
    firstGroup: OWN_STACK.test(readFileSync(join(ROOT, path), "utf8")),
  }));
}

/**
 * The suite's groups. In lanes (`npm test`: each lane runs one integration group, then one
 * end-to-end group, scripts/test.ts), the end-to-end specs are dealt on top of the lanes'
 * integration time, so a lane whose integration group runs longer gets less to do after it.
 */
export function groupsOf(suite: GroupedSuite, groups: number, lanes = false): string[][] {
  const startAt = lanes && suite === "e2e" ? dealt(groupedFiles("integration"), groups, []).map((g) => g.seconds) : [];
  return splitIntoGroups(groupedFiles(suite), groups, startAt);
}

/**
 * The files this process runs: those of its group when the group runner
 * started it (TEST_GROUP of TEST_GROUPS), else undefined: every file, or
 * those named on the command line.
 */
export function groupFiles(suite: GroupedSuite, env: NodeJS.ProcessEnv = process.env): string[] | undefined {
  const group = Number(env.TEST_GROUP);
  const groups = Number(env.TEST_GROUPS);
  if (!Number.isInteger(group) || !Number.isInteger(groups) || group < 1 || group > groups) return undefined;
  return groupsOf(suite, groups, env.TEST_LANES === "1")[group - 1];
}
