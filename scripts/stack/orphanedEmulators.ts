import { readFileSync, readdirSync, readlinkSync } from "node:fs";

/**
 * Emulators whose stack is gone, found by the ports they still hold: the
 * stack marks each child it starts with its own pid and start time
 * (STACK_OWNER), so the next start can tell a leftover (owner dead) from the
 * emulators of a stack that is still running (owner alive: left alone, the
 * port check then names the port). Works without the data folder's record of
 * process groups, e.g. after `rm -rf .data`.
 */
export const OWNER_ENV = "STACK_OWNER";

/** "pid:starttime" of this process, for OWNER_ENV. */
export function ownerMark(pid = process.pid): string {
  return `${pid}:${startTime(pid)}`;
}

function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (comm) state ppid pgrp … starttime(22nd field)"; comm may contain spaces.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function processGroup(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
  } catch {
    return null;
  }
}

/** Socket inodes listening (TCP state 0A) on any of the ports. */
function listeningInodes(ports: ReadonlySet<number>): Set<string> {
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text: string;
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length < 10 || cols[3] !== "0A") continue;
      const port = parseInt(cols[1]!.split(":")[1]!, 16);
      if (ports.has(port)) inodes.add(cols[9]!);
    }
  }
  return inodes;
}

function ownerOf(pid: number): string | null {
  try {
    const env = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
    const entry = env.find((e) => e.startsWith(`${OWNER_ENV}=`));
    return entry ? entry.slice(OWNER_ENV.length + 1) : null;
  } catch {
    return null;
  }
}

function ownerAlive(mark: string): boolean {
  const [pid, start] = mark.split(":");
  return startTime(Number(pid)) === start;
}

/** Stops (SIGKILL, whole process group) every leftover emulator holding one of `ports`; returns how many groups. */
export function stopOrphanedEmulators(ports: readonly number[]): number {
  const inodes = listeningInodes(new Set(ports));
  if (inodes.size === 0) return 0;
  const groups = new Set<number>();
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    const pid = Number(entry);
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    const holds = fds.some((fd) => {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        return target.startsWith("socket:[") && inodes.has(target.slice(8, -1));
      } catch {
        return false;
      }
    });
    if (!holds) continue;
    const owner = ownerOf(pid);
    const group = processGroup(pid);
    // Only processes a stack started and marked, whose stack has died; never the group of this process.
    if (owner && !ownerAlive(owner) && group && group !== processGroup(process.pid)) groups.add(group);
  }
  for (const group of groups) {
    try {
      process.kill(-group, "SIGKILL");
    } catch {
      /* gone meanwhile */
    }
  }
  return groups.size;
}
