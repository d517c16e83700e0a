import { existsSync } from "node:fs";

/**
 * The one place that decides which Chromium every end-to-end suite, bench
 * and script drives. Playwright cannot download its own browser offline, so
 * a fresh machine gets one from `npm install`: @sparticuz/chromium ships a
 * Chromium inside the package, unpacked into the temp folder on first use.
 * Debian's Chromium is taken where it is installed (no unpacking, and the
 * build the benches' earlier figures were taken with); CHROMIUM_PATH
 * overrides both; CHROMIUM_NO_SYSTEM=1 acts as if Debian's were absent,
 * which is how the fallback is tried on a machine that has it.
 */
export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/** Flags every launch shares: headless, no sandbox (CI runs as root), nothing that calls out to the network. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export type BrowserChoice = { source: "CHROMIUM_PATH" | "system"; path: string } | { source: "npm" };

export function chooseBrowser(env: NodeJS.ProcessEnv = process.env, exists: (path: string) => boolean = existsSync): BrowserChoice {
  if (env.CHROMIUM_PATH) return { source: "CHROMIUM_PATH", path: env.CHROMIUM_PATH };
  if (env.CHROMIUM_NO_SYSTEM !== "1" && exists(SYSTEM_CHROMIUM)) return { source: "system", path: SYSTEM_CHROMIUM };
  return { source: "npm" };
}

/**
 * The path of the chosen browser. The npm one is unpacked on the first call
 * on a machine (a few seconds; later calls find it unpacked): a runner that
 * starts several browser processes at once resolves it first and hands the
 * path on in CHROMIUM_PATH, so that they do not unpack it over each other.
 */
export async function chromiumExecutable(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const choice = chooseBrowser(env);
  if (choice.source !== "npm") return choice.path;
  const { default: chromium } = await import("@sparticuz/chromium");
  return chromium.executablePath();
}
