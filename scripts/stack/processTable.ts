import { readFileSync, readdirSync } from "node:fs";

/**
 * The machine's processes as Linux's /proc shows them, for the figures and
 * checks that count a stack's processes: its process tree and resident
 * memory, and the Functions emulator's workers.
 */
export interface ProcessEntry {
  pid: number;
  ppid: number;
  /** Resident memory (VmRSS), bytes. */
  rssBytes: number;
}

/** What a shared worker reports as its function: it serves every HTTPS and callable function (functionWorkerPool.cjs). */
export const SHARED_WORKER_TARGET = "*";

export interface FunctionWorker extends ProcessEntry {
  /** The function the worker runs (its FUNCTION_TARGET), or SHARED_WORKER_TARGET for a worker that serves them all. */
  target: string;
}

function read(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null; // gone meanwhile, or not ours to read
  }
}

function entryOf(pid: number): ProcessEntry | null {
  const stat = read(`/proc/${pid}/stat`);
  const status = read(`/proc/${pid}/status`);
  if (stat === null || status === null) return null;
  // "pid (comm) state ppid …"; comm may contain spaces.
  const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { pid, ppid, rssBytes: rssKb * 1024 };
}

const pids = () =>
  readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number);

export function processTable(): ProcessEntry[] {
  return pids().flatMap((pid) => entryOf(pid) ?? []);
}

/** A process and all its descendants. */
export function processTree(rootPid: number, table: readonly ProcessEntry[] = processTable()): ProcessEntry[] {
  const children = new Map<number, ProcessEntry[]>();
  for (const entry of table) children.set(entry.ppid, [...(children.get(entry.ppid) ?? []), entry]);
  const tree = table.filter((entry) => entry.pid === rootPid);
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!.pid) ?? []));
  return tree;
}

/** The Functions emulator workers of the stack whose emulator hub listens on `hubPort` (each worker's environment names it). */
export function functionWorkers(hubPort: number): FunctionWorker[] {
  return pids().flatMap((pid) => {
    const environ = read(`/proc/${pid}/environ`)?.split("\0") ?? [];
    const shared = environ.includes("STACK_SHARED_WORKER=1");
    const target = shared ? SHARED_WORKER_TARGET : environ.find((v) => v.startsWith("FUNCTION_TARGET="))?.slice("FUNCTION_TARGET=".length);
    if (!target || !environ.some((v) => v.startsWith("FIREBASE_EMULATOR_HUB=") && v.endsWith(`:${hubPort}`))) return [];
    const entry = entryOf(pid);
    return entry ? [{ ...entry, target }] : [];
  });
}
