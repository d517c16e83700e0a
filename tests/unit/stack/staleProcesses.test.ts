import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { recordProcessGroups, stopStaleProcesses } from "../../../scripts/stack/staleProcesses";

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function spawnGroup(marker: string) {
  // A process in its own group whose command line names `marker`, like an emulator worker.
  return spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)", marker], { detached: true, stdio: "ignore" });
}

describe("processes left over by a stack that died", () => {
  it("are stopped by the next start, and only firebase-tools ones", async () => {
    const dir = mkdtempSync(join(tmpdir(), "stack-"));
    const emulator = spawnGroup("/x/node_modules/firebase-tools/lib/emulator/functionsEmulatorRuntime");
    const other = spawnGroup("something-else");
    try {
      recordProcessGroups(dir, [emulator.pid!, other.pid!]);
      expect(stopStaleProcesses(dir)).toBe(1);
      await new Promise((resolve) => emulator.once("exit", resolve));
      expect(alive(emulator.pid!)).toBe(false);
      expect(alive(other.pid!)).toBe(true);
      expect(existsSync(join(dir, "stack.pids"))).toBe(false);
      expect(stopStaleProcesses(dir)).toBe(0);
    } finally {
      other.kill("SIGKILL");
      emulator.kill("SIGKILL");
    }
  });
});
