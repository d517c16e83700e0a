import { createServer } from "node:net";
import type { StackConfig } from "./config";

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
      .once("error", () => resolve(false))
      .once("listening", () => server.close(() => resolve(true)))
      .listen(port, "0.0.0.0");
  });
}

/** Fails early, with the ports named, instead of half-starting the stack. */
export async function assertPortsFree(config: StackConfig): Promise<void> {
  const wanted = Object.entries(config.ports).filter(([name]) => name !== "web" || config.site);
  const busy: string[] = [];
  for (const [name, port] of wanted) if (!(await isFree(port))) busy.push(`${name} ${port}`);
  if (busy.length > 0) {
    throw new Error(`port${busy.length > 1 ? "s" : ""} in use: ${busy.join(", ")}. Is another copy of the stack running? Stop it, or set PORT / FIRESTORE_PORT / AUTH_PORT / FUNCTIONS_PORT / HUB_PORT / LOGGING_PORT.`);
  }
}

/**
 * The port variables of a stack `base` above the default ports: test runs
 * and benches start their own stacks there, beside a developer's `npm start`.
 * `webShift` moves the site's port a little further.
 */
export function portsEnvAbove(base: number, webShift = 0): Record<"PORT" | "FIRESTORE_PORT" | "AUTH_PORT" | "FUNCTIONS_PORT" | "HUB_PORT" | "LOGGING_PORT", string> {
  return {
    PORT: String(4321 + webShift + base),
    FIRESTORE_PORT: String(8080 + base),
    AUTH_PORT: String(9099 + base),
    FUNCTIONS_PORT: String(5001 + base),
    HUB_PORT: String(4400 + base),
    LOGGING_PORT: String(4500 + base),
  };
}
