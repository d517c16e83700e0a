import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

/**
 * The official Firestore and Storage emulators need Java 21+ and a jar that
 * firebase-tools downloads on first use. Offline machines have neither, so we
 * use them only when both are already present.
 */
export function javaMajorVersion(): number | null {
  try {
    const out = execFileSync("java", ["-version"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    return parseJavaVersion(out);
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr;
    return stderr ? parseJavaVersion(stderr) : null;
  }
}

export function parseJavaVersion(text: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!match) return null;
  const major = Number(match[1]);
  // Java 8 and older report "1.8.0".
  return major === 1 ? Number(match[2]) : major;
}

function hasCachedJar(prefix: string): boolean {
  const dir = join(homedir(), ".cache", "firebase", "emulators");
  return existsSync(dir) && readdirSync(dir).some((f) => f.startsWith(prefix) && f.endsWith(".jar"));
}

export interface OfficialEmulators {
  firestore: boolean;
  storage: boolean;
}

export function detectOfficialEmulators(env: NodeJS.ProcessEnv = process.env): OfficialEmulators {
  if (env.STACK_NODE_EMULATORS === "1") return { firestore: false, storage: false };
  const java = javaMajorVersion();
  const javaOk = java !== null && java >= 21;
  return {
    firestore: javaOk && hasCachedJar("cloud-firestore-emulator"),
    storage: javaOk && hasCachedJar("cloud-storage-rules-runtime"),
  };
}
