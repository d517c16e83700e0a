import { createServer } from "node:net";
import { stackConfig, type StackConfig } from "./config";

/**
 * The ports a stack takes besides the six its environment names, each a
 * fixed distance from its Firestore port, so that moving a stack (tests,
 * benches, a second checkout) moves them too. At `npm start`'s 8080: the fakes
 * 8130–8134, 8138 (Hosting) and 8139 (the local Stripe), the emulators' internal servers 8135–8137, Storage 9199 (its
 * usual port). Pinned, not left to firebase-tools: its default Eventarc and
 * Cloud Tasks ports (9299, 9499) are other stacks' Auth ports, and it would
 * take the next free port, which a stack started later then finds taken.
 */
export function derivedPorts(firestore: number) {
  return {
    spotify: firestore + 50,
    songlink: firestore + 51,
    deezer: firestore + 52,
    itunes: firestore + 53,
    musicbrainz: firestore + 54,
    hosting: firestore + 58,
    firestoreWebsocket: firestore + 55,
    eventarc: firestore + 56,
    tasks: firestore + 57,
    stripe: firestore + 59,
    storage: firestore + 1119,
  };
}

/** Every port the stack may listen on, by name: the disjointness of stacks is checked over these. */
export function stackPorts(config: Pick<StackConfig, "ports">): Record<string, number> {
  return { ...config.ports, ...derivedPorts(config.ports.firestore) };
}

/** Used only with the official emulators (Java): firebase-tools checks them itself when it starts them. */
const OFFICIAL_ONLY = new Set(["firestoreWebsocket", "storage"]);

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
  const wanted = Object.entries(stackPorts(config)).filter(([name]) => (name !== "web" || config.site) && !OFFICIAL_ONLY.has(name));
  const busy: string[] = [];
  for (const [name, port] of wanted) if (!(await isFree(port))) busy.push(`${name} ${port}`);
  if (busy.length > 0) {
    throw new Error(
      `port${busy.length > 1 ? "s" : ""} in use: ${busy.join(", ")}. Is another copy of the stack running? Stop it, or set PORT / FIRESTORE_PORT / AUTH_PORT / FUNCTIONS_PORT / HUB_PORT / LOGGING_PORT.`,
    );
  }
}

/**
 * The port variables of a stack `base` above the default ports: test runs
 * and benches start their own stacks there, beside a developer's `npm start`
 * (tests/stackPorts.ts says which bases keep every stack's ports apart).
 */
export function portsEnvAbove(
  base: number,
): Record<"PORT" | "FIRESTORE_PORT" | "AUTH_PORT" | "FUNCTIONS_PORT" | "HUB_PORT" | "LOGGING_PORT", string> {
  const defaults = stackConfig({}).ports;
  return {
    PORT: String(defaults.web + base),
    FIRESTORE_PORT: String(defaults.firestore + base),
    AUTH_PORT: String(defaults.auth + base),
    FUNCTIONS_PORT: String(defaults.functions + base),
    HUB_PORT: String(defaults.hub + base),
    LOGGING_PORT: String(defaults.logging + base),
  };
}
