import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Child processes of the stack. Each runs in its own process group so that
 * stopping it also stops whatever it spawned (the functions emulator starts
 * workers of its own): no orphans after Ctrl-C.
 */
export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  logFile: string;
  exited: Promise<number | null>;
  /** Resolves when a line matching the pattern is printed. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<void>;
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logDir: string },
): ManagedProcess {
  mkdirSync(options.logDir, { recursive: true });
  const logFile = join(options.logDir, `${name}.log`);
  const log = createWriteStream(logFile, { flags: "w" });
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    log.write(chunk);
    output = (output + chunk.toString()).slice(-20000);
    for (const l of listeners) l();
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  void exited.then(() => log.end());

  return {
    name,
    child,
    logFile,
    exited,
    waitFor(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (pattern.test(output)) {
            cleanup();
            resolve();
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`${name} did not become ready within ${timeoutMs} ms (log: ${logFile})`));
        }, timeoutMs);
        const onExit = () => {
          cleanup();
          reject(new Error(`${name} exited before it was ready (log: ${logFile})`));
        };
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
          child.off("exit", onExit);
        };
        listeners.add(check);
        child.once("exit", onExit);
        check();
      });
    },
    async stop(signal = "SIGINT", graceMs = 15000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const group = -(child.pid ?? 0);
      try {
        process.kill(group, signal);
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(group, "SIGKILL");
        } catch {
          /* already gone */
        }
      }, graceMs);
      await exited;
      clearTimeout(timer);
      // The group may still hold workers that ignored the signal.
      try {
        process.kill(group, "SIGKILL");
      } catch {
        /* already gone */
      }
    },
  };
}
