import { testStackEnv } from "../tests/stackPorts";
import { WRITE_KINDS } from "./crash/probes";
import { runCrashTest } from "./crash/runCrashTest";

/**
 * `npm run crash-test [-- --rounds N]`: proves that no acknowledged write is
 * lost when the whole local stack is killed with SIGKILL (docs/local-stack.md).
 * Runs on its own ports and data folder (TEST_PORT_OFFSET moves them), beside
 * a running `npm start`. Exits non-zero if anything is missing.
 */
const roundsArg = process.argv.indexOf("--rounds");
const rounds = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 20;
const started = Date.now();
console.log(`crash test: ${rounds} rounds of acknowledged writes and SIGKILL of the whole stack`);
const figures = await runCrashTest({ rounds, env: testStackEnv("crash"), log: (line) => console.log(line) });
const acked = WRITE_KINDS.map((k) => `${k} ${figures.acknowledged[k]}`).join(", ");
const total = Object.values(figures.acknowledged).reduce((a, b) => a + b, 0);
console.log(
  `kills ${figures.kills} · acknowledged writes ${total} (${acked}) · lost ${figures.lost} · ${((Date.now() - started) / 60000).toFixed(1)} min`,
);
process.exit(figures.lost === 0 ? 0 : 1);
