import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { StackConfig } from "../stack/config";
import { assertPortsFree } from "../stack/ports";

/**
 * One `npm start` as a child process (node --import tsx scripts/start.ts, as
 * the npm script runs it), in its own process group so that it can be killed
 * the way a power cut or `kill -9` would: the stack and its emulators at once.
 */
export interface StackProcess {
  child: ChildProcess;
  /** Resolves when the stack prints its Ready line. */
  ready: Promise<void>;
  output(): string;
}

export function spawnStack(config: StackConfig, env: Record<string, string>): StackProcess {
  const child = spawn(process.execPath, ["--import", "tsx", join(config.root, "scripts/start.ts")], {
    cwd: config.root,
    env: { ...process.env, ...env, STACK_QUIET: "0" },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/^Ready: /m.test(output)) resolve();
      if (/Could not start the local stack/.test(output)) reject(new Error(output.slice(-2000)));
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code, signal) => reject(new Error(`stack exited (${code ?? signal}) before it was ready:\n${output.slice(-2000)}`)));
  });
  ready.catch(() => {});
  return { child, ready, output: () => output };
}

/** SIGKILL to the stack's process group and to the emulators' (recorded in the data folder), in one go. */
export function killStack(stack: StackProcess, config: StackConfig): void {
  const groups = [stack.child.pid ?? 0];
  const pids = join(config.dataDir, "stack.pids");
  if (existsSync(pids)) {
    try {
      groups.push(...(JSON.parse(readFileSync(pids, "utf8")) as number[]));
    } catch {
      /* being written at this very moment */
    }
  }
  for (const group of groups) {
    try {
      process.kill(-group, "SIGKILL");
    } catch {
      /* not started yet, or gone */
    }
  }
}

/** Waits until the killed stack's ports are free again (its emulators die within a second of it). */
export async function waitForPortsFree(config: StackConfig, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertPortsFree(config);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Stops a stack the way Ctrl-C does and waits for it to exit. */
export async function interruptStack(stack: StackProcess, signal: NodeJS.Signals = "SIGINT"): Promise<number | null> {
  if (stack.child.exitCode !== null || stack.child.signalCode !== null) return stack.child.exitCode;
  const exited = new Promise<number | null>((resolve) => stack.child.once("exit", (code) => resolve(code)));
  stack.child.kill(signal);
  return exited;
}

/**
 * Stops the stack the way Ctrl-C does the moment it prints its Ready line
 * (in the callback that reads it, nothing run here in between) and waits
 * for it to exit: whoever reads that line may stop the stack at once.
 */
export function interruptWhenReady(stack: StackProcess, signal: NodeJS.Signals = "SIGINT"): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => stack.child.once("exit", (code) => resolve(code)));
  const onData = () => {
    if (!/^Ready: /m.test(stack.output())) return;
    stack.child.stdout!.off("data", onData);
    stack.child.kill(signal);
  };
  // After spawnStack's own listener, so the output already holds the chunk.
  stack.child.stdout!.on("data", onData);
  return exited;
}
