import { execFileSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { StackConfig } from "./stack/config";
import { functionWorkers } from "./stack/processTable";

/**
 * Functions' cold starts (issue 16, docs/benchmarks.md#functions-cold-start):
 * what the functions bundle loads when an instance starts, and, on the
 * Functions emulator, each HTTPS function's first answer (a fresh worker:
 * the emulator starts one per function on its first call) beside a warm one.
 * Both run before anything else calls a function, so every first call is cold.
 */

export interface StartupLoad {
  /** Time to import functions/lib/index.js in a fresh Node process (median of three). */
  importMs: number;
  /** Modules evaluated, and the bytes of their files. */
  modules: number;
  bytes: number;
  /** The npm packages loaded at start (top-level names) with their bytes. */
  packages: { name: string; bytes: number }[];
  /** The functions the bundle exports, with their trigger kind. */
  functions: { name: string; kind: "callable" | "https" | "schedule" | "other" }[];
  /** The bundle's own files (entry and chunks), their sizes, and whether an instance loads them at start or on first use. */
  files: { name: string; bytes: number; atStart: boolean }[];
}

export interface ColdStart {
  name: string;
  kind: "callable" | "https";
  coldMs: number;
  warmMs: number;
  status: number;
  /** The worker's resident memory after its two calls, MB (null if it was not found). */
  workerMb: number | null;
}

// Runs in a fresh Node: records every module file the import loads (module.registerHooks, Node 22.15+).
const PROBE = `
import { registerHooks } from "node:module";
import { fileURLToPath } from "node:url";
const loaded = new Set();
registerHooks({ load(url, context, next) { if (url.startsWith("file:")) loaded.add(fileURLToPath(url)); return next(url, context); } });
const start = performance.now();
const bundle = await import(process.env.PROBE_ENTRY);
const importMs = performance.now() - start;
const functions = Object.entries(bundle).map(([name, value]) => {
  const endpoint = value?.__endpoint ?? {};
  const kind = endpoint.callableTrigger ? "callable" : endpoint.httpsTrigger ? "https" : endpoint.scheduleTrigger ? "schedule" : "other";
  return { name, kind };
});
process.stdout.write(JSON.stringify({ importMs, loaded: [...loaded], functions }));
process.exit(0);
`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function packageOf(file: string): string | null {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(file);
  return match ? match[1]! : null;
}

/** Imports the built bundle in a fresh Node process and counts what it loads. */
export function measureStartupLoad(root: string): StartupLoad {
  const entry = join(root, "functions/lib/index.js");
  const run = () =>
    JSON.parse(
      execFileSync(process.execPath, ["--input-type=module", "-e", PROBE], {
        cwd: join(root, "functions"),
        env: { ...process.env, PROBE_ENTRY: pathToFileURL(entry).href },
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      }),
    ) as { importMs: number; loaded: string[]; functions: StartupLoad["functions"] };
  // Three fresh processes: the time follows the machine's load; the modules are the same each time.
  const runs = [run(), run(), run()];
  const probe = runs[0]!;
  const sizes = probe.loaded.map((file) => ({ file, bytes: statSync(file).size }));
  const packages = new Map<string, number>();
  for (const { file, bytes } of sizes) {
    const name = packageOf(file);
    if (name) packages.set(name, (packages.get(name) ?? 0) + bytes);
  }
  const meta = JSON.parse(readFileSync(join(root, "functions/lib/meta.json"), "utf8")) as { outputs: Record<string, { bytes: number }> };
  return {
    importMs: median(runs.map((r) => r.importMs)),
    modules: sizes.length,
    bytes: sizes.reduce((sum, s) => sum + s.bytes, 0),
    packages: [...packages].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes),
    functions: probe.functions,
    files: Object.entries(meta.outputs)
      .filter(([name]) => name.endsWith(".js"))
      .map(([name, { bytes }]) => ({
        name: name.replace(/^.*lib\//, ""),
        bytes,
        atStart: probe.loaded.includes(join(root, "functions", name)),
      }))
      .sort((a, b) => b.bytes - a.bytes),
  };
}

async function timedCall(url: string, kind: ColdStart["kind"]): Promise<{ ms: number; status: number }> {
  const start = performance.now();
  // No caller and no input: each function answers 4xx after its worker has loaded the bundle.
  const res =
    kind === "callable"
      ? await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ data: {} }) })
      : await fetch(url, { method: "GET" });
  await res.arrayBuffer();
  return { ms: performance.now() - start, status: res.status };
}

/**
 * The emulator keeps each function's worker until its bound of workers is
 * reached (docs/local-stack.md): once measured, this stack's worker of the
 * function is ended, so measuring 70 functions holds one at a time and each
 * first call is a true cold start. Returns its memory, MB.
 */
function retireWorker(config: StackConfig, name: string): number | null {
  const worker = functionWorkers(config.ports.hub).find((w) => w.target === name);
  if (!worker) return null;
  process.kill(worker.pid, "SIGTERM");
  return worker.rssBytes / 1024 / 1024;
}

/** First (cold) and second (warm) answer of every HTTPS function on the running emulator, one function at a time. */
export async function measureColdStarts(config: StackConfig, functions: StartupLoad["functions"]): Promise<ColdStart[]> {
  const results: ColdStart[] = [];
  for (const { name, kind } of functions) {
    if (kind !== "callable" && kind !== "https") continue;
    const url = `http://127.0.0.1:${config.ports.functions}/${config.projectId}/us-central1/${name}`;
    const cold = await timedCall(url, kind);
    const warm = await timedCall(url, kind);
    results.push({ name, kind, coldMs: cold.ms, warmMs: warm.ms, status: cold.status, workerMb: retireWorker(config, name) });
  }
  return results;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

export function printColdStart(load: StartupLoad, starts: ColdStart[]) {
  console.log(`\nFunctions cold start (docs/benchmarks.md#functions-cold-start):`);
  const files = (atStart: boolean) =>
    load.files
      .filter((f) => f.atStart === atStart)
      .map((f) => `${f.name} ${kb(f.bytes)}`)
      .join(", ") || "none";
  console.log(`  bundle files loaded at start: ${files(true)}; on first use only: ${files(false)}`);
  console.log(
    `  an instance's start (fresh Node, import of functions/lib/index.js): ${load.importMs.toFixed(0)} ms, ${load.modules} modules, ${kb(load.bytes)}`,
  );
  console.log(
    `  ${load.packages.length} npm packages loaded at start, the largest: ${load.packages
      .slice(0, 12)
      .map((p) => `${p.name} ${kb(p.bytes)}`)
      .join(", ")}`,
  );
  console.log(
    `  ${load.functions.length} functions: ${(["callable", "https", "schedule", "other"] as const).map((kind) => `${load.functions.filter((f) => f.kind === kind).length} ${kind}`).join(", ")}`,
  );
  if (starts.length === 0) return;
  console.log(
    `  first call (fresh emulator worker) and second call, ms, ${starts.length} HTTPS functions, no caller or input (4xx answers):`,
  );
  for (const s of [...starts].sort((a, b) => b.coldMs - a.coldMs)) {
    const memory = s.workerMb === null ? "" : `, worker ${s.workerMb.toFixed(0)} MB`;
    console.log(
      `    ${s.name.padEnd(28)} cold ${s.coldMs.toFixed(0).padStart(5)}  warm ${s.warmMs.toFixed(0).padStart(4)}  (${s.kind}, ${s.status}${memory})`,
    );
  }
  console.log(
    `  median cold ${median(starts.map((s) => s.coldMs)).toFixed(0)} ms, median warm ${median(starts.map((s) => s.warmMs)).toFixed(0)} ms`,
  );
}

// `tsx scripts/benchColdStart.ts`: the measurement on its own, on its own emulators.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { benchStackEnv } = await import("./benchStackEnv");
  // Its own ports (20500 above the defaults, between the bench's and the next offset's), so it can run beside `npm run bench`.
  Object.assign(process.env, benchStackEnv(20500, ".data/bench-cold"));
  const { stackConfig } = await import("./stack/config");
  const { startStack } = await import("./stack");
  const { rm } = await import("node:fs/promises");
  const config = stackConfig(process.env);
  console.log("Starting emulators…");
  const stack = await startStack(config);
  try {
    const load = measureStartupLoad(config.root);
    printColdStart(load, await measureColdStarts(config, load.functions));
  } finally {
    await stack.stop();
    await rm(config.dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}
