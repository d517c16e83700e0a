import { spawn, type ChildProcess } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "./freePort";
import { OWNER_ENV, ownerMark, stopOrphanedEmulators } from "../../../scripts/stack/orphanedEmulators";

const children: ChildProcess[] = [];

/** A process in its own group listening on `port`, started by the "stack" `owner`, like an emulator. */
async function listener(port: number, owner: string | null): Promise<ChildProcess> {
  const env = { ...process.env, ...(owner ? { [OWNER_ENV]: owner } : {}) };
  const child = spawn(process.execPath, ["-e", `require("net").createServer().listen(${port}, "127.0.0.1", () => console.log("up"))`], {
    detached: true,
    env,
    stdio: ["ignore", "pipe", "ignore"],
  });
  children.push(child);
  await new Promise((resolve) => child.stdout!.once("data", resolve));
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once("exit", resolve)));

afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

describe("emulators left running by a stack that died", () => {
  it("are found by the ports they hold and stopped, without any record in the data folder", async () => {
    const dead = spawn(process.execPath, ["-e", ""]);
    const deadMark = `${dead.pid}:0`;
    await exited(dead);
    const port = await freePort();
    const orphan = await listener(port, deadMark);
    expect(stopOrphanedEmulators([port])).toBe(1);
    await exited(orphan);
    expect(orphan.signalCode).toBe("SIGKILL");
  });

  it("leave alone the emulators of a stack that is still running, and unmarked programs", async () => {
    const [mine, unmarked] = [await freePort(), await freePort()];
    const live = await listener(mine, ownerMark());
    const other = await listener(unmarked, null);
    expect(stopOrphanedEmulators([mine, unmarked])).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(live.exitCode).toBeNull();
    expect(other.exitCode).toBeNull();
  });
});
