import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Process groups of a stack whose own process died without stopping them
 * (killed hard, machine crash): recorded at start, stopped by the next start.
 * Only processes of firebase-tools are touched, so a reused group id never
 * hits an unrelated program.
 */
const FILE = "stack.pids";

export function recordProcessGroups(dataDir: string, groups: readonly number[]): void {
  writeFileSync(join(dataDir, FILE), JSON.stringify(groups));
}

export function forgetProcessGroups(dataDir: string): void {
  rmSync(join(dataDir, FILE), { force: true });
}

export function stopStaleProcesses(dataDir: string): number {
  const file = join(dataDir, FILE);
  if (!existsSync(file)) return 0;
  const groups = new Set(JSON.parse(readFileSync(file, "utf8")) as number[]);
  let stopped = 0;
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid pgrp …"; comm may contain spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const pgrp = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (groups.has(pgrp) && cmdline.includes("firebase-tools")) {
        process.kill(Number(entry), "SIGKILL");
        stopped++;
      }
    } catch {
      /* gone meanwhile, or not ours to read */
    }
  }
  rmSync(file, { force: true });
  return stopped;
}
