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
