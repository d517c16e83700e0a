import { readFileSync } from "node:fs";
import { allPids, holdersOf } from "./procSockets";

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

/** The processes of a running stack: the stack's own (`mark`'s pid) and every process it started and marked. */
export function stackProcesses(mark: string): number[] {
  return [Number(mark.split(":")[0]), ...allPids().filter((pid) => ownerOf(pid) === mark)];
}

/** The mark of the stack whose emulators listen on `port`, or null. */
export function stackListeningOn(port: number): string | null {
  for (const pid of holdersOf([port])) {
    const owner = ownerOf(pid);
    if (owner) return owner;
  }
  return null;
}

/** Stops (SIGKILL, whole process group) every leftover emulator holding one of `ports`; returns how many groups. */
export function stopOrphanedEmulators(ports: readonly number[]): number {
  const groups = new Set<number>();
  for (const pid of holdersOf(ports)) {
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
