import { stackConfig } from "./stack/config";
import { startStack } from "./stack";
import { SEED_ACCOUNTS } from "./seed/accounts";

// `npm start`: the whole product on local Firebase, offline.
const config = stackConfig();
const stack = await startStack(config).catch((error: unknown) => {
  console.error(`Could not start the local stack: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

// A terminal's Ctrl-C reaches this process twice (directly and relayed by
// npm): keep listening, so the repeat cannot kill a stop half-way. A stop
// that hangs is cut short; exiting still takes the emulators down (the
// stack's exit hook, and their own watch on this process).
// Listening before "Ready" is printed: whoever reads that line may stop the
// stack at once, and a signal with no listener yet kills this process
// outright (no stop, exit by the signal), which a busy machine made likely.
const STOP_DEADLINE_MS = 120_000;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    setTimeout(() => process.exit(1), STOP_DEADLINE_MS).unref();
    void stack.stop().finally(() => process.exit(0));
  });
}

const site = `http://localhost:${config.ports.web}`;
const accounts = SEED_ACCOUNTS.map((a) => `${a.email} / ${a.password}`).join(", ");
console.log(`Ready: site ${site} · admin ${site}/admin · sign in as ${accounts} (Ctrl-C stops and keeps data in .data/)`);
