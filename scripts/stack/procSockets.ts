import { readFileSync, readdirSync, readlinkSync } from "node:fs";

/** TCP ports in the LISTEN state (0A), by socket inode, from Linux's /proc. */
export function listeningSockets(): Map<string, number> {
  const sockets = new Map<string, number>();
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
      sockets.set(cols[9]!, parseInt(cols[1]!.split(":")[1]!, 16));
    }
  }
  return sockets;
}

/** Inodes of the sockets a process holds open (none if it is gone or not ours to read). */
export function socketInodesOf(pid: number): string[] {
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return [];
  }
  return fds.flatMap((fd) => {
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      return target.startsWith("socket:[") ? [target.slice(8, -1)] : [];
    } catch {
      return [];
    }
  });
}

/** Pids of every process there is. */
export function allPids(): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

/** The ports the processes listen on. */
export function listeningPortsOf(pids: readonly number[]): Set<number> {
  const sockets = listeningSockets();
  return new Set(pids.flatMap((pid) => socketInodesOf(pid).flatMap((inode) => (sockets.has(inode) ? [sockets.get(inode)!] : []))));
}

/** Pids of the processes listening on any of the ports. */
export function holdersOf(ports: readonly number[]): number[] {
  const wanted = new Set(ports);
  const inodes = new Set([...listeningSockets()].filter(([, port]) => wanted.has(port)).map(([inode]) => inode));
  if (inodes.size === 0) return [];
  return allPids().filter((pid) => socketInodesOf(pid).some((inode) => inodes.has(inode)));
}
