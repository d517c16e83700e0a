import { rm } from "node:fs/promises";
import { cpus, loadavg, totalmem } from "node:os";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { interruptStack, spawnStack } from "./crash/stackProcess";
import { signIn } from "./crash/probes";
import { SEED_ACCOUNTS } from "./seed/accounts";
import { benchStackEnv } from "./benchStackEnv";
import { stackConfig, type StackConfig } from "./stack/config";
import { functionWorkers, processTree } from "./stack/processTable";

/**
 * `npm run bench:soak` (also the last part of `npm run bench`): the local
 * stack under a steady load, to show its memory stays flat (the Functions
 * emulator's bounded workers, docs/local-stack.md). Starts `npm start` as
 * its own process (seeded, site served, jobs on; ports 21200 above the
 * defaults, moved by TEST_PORT_OFFSET; data in .data/bench-soak, deleted
 * afterwards unless BENCH_KEEP=1 or the run failed), then 20 clients call, one request after another, every
 * public page of the sitemap, every public function endpoint and, signed in
 * as the seeded admin, the callables the back office's screens load, for
 * BENCH_SOAK_MINUTES (or `--minutes`, default 10). Prints the worker count
 * and the resident memory of the stack's process tree when it is ready,
 * after a warm-up (each client once through every endpoint: the start
 * figure) and at the end; the end must be within 20 % of the start.
 */
export interface SoakFigures {
  minutes: number;
  clients: number;
  bound: number;
  ready: Snapshot;
  start: Snapshot;
  end: Snapshot;
  /** The most workers seen alive at once (sampled every 5 s). */
  mostWorkers: number;
  /** Answers by status class; `failed`: no answer at all. */
  answers: Record<"2xx" | "3xx" | "4xx" | "5xx" | "failed", number>;
  /** Growth of the resident memory from start to end, as a fraction. */
  growth: number;
}

interface Snapshot {
  workers: number;
  rssBytes: number;
  processes: number;
  /** The machine's load averages (1, 5, 15 min) at that moment. */
  load: number[];
}

interface Endpoint {
  name: string;
  call: (base: Bases, token: string) => Promise<Response>;
}

interface Bases {
  site: string;
  callables: string;
}

export const SOAK_GROWTH_LIMIT = 0.2;
const SAMPLE_MS = 5_000;
/** The admin's ID token lives an hour: a long soak signs in again. */
const TOKEN_MS = 30 * 60_000;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function snapshot(config: StackConfig, rootPid: number): Snapshot {
  const tree = processTree(rootPid);
  return {
    workers: functionWorkers(config.ports.hub).length,
    rssBytes: tree.reduce((sum, p) => sum + p.rssBytes, 0),
    processes: tree.length,
    load: loadavg(),
  };
}

const post = (url: string, body: string, type = "application/json") =>
  fetch(url, { method: "POST", headers: { "content-type": type }, body });

/** A callable as the browser calls it: through the site's own origin, signed in. */
const callable = (name: string, data: unknown = {}): Endpoint => ({
  name,
  call: (base, token) =>
    fetch(`${base.callables}/${name}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ data }),
    }),
});

/** The first id of the first list in a callable's answer. */
async function firstId(base: Bases, token: string, name: string): Promise<string | null> {
  const res = await callable(name).call(base, token);
  const body = (await res.json()) as { result?: Record<string, unknown> };
  for (const value of Object.values(body.result ?? {})) {
    if (Array.isArray(value) && typeof value[0]?.id === "string") return value[0].id as string;
  }
  return null;
}

async function endpoints(base: Bases, token: string): Promise<Endpoint[]> {
  const sitemap = await (await fetch(`${base.site}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const releaseId = (await firstId(base, token, "listAdminReleases")) ?? "00000000-0000-4000-8000-000000000000";
  const demoId = await firstId(base, token, "listDemos");
  const page = (path: string): Endpoint => ({ name: `GET ${path}`, call: () => fetch(`${base.site}${path}`) });
  return [
    ...pages.map(page),
    page("/data/releases.json"),
    page("/data/artists.json"),
    page("/rss.xml"),
    page("/no-such-page"),
    // Every public function endpoint (firebase.json's rewrites), as the site's pages call them.
    {
      name: "logMissingPath",
      call: () => post(`${base.site}/api/missing-path`, JSON.stringify({ path: "/no-such-page", referrer: null }), "text/plain"),
    },
    {
      name: "countListenClick",
      call: () =>
        post(`${base.site}/api/listen`, JSON.stringify({ release_id: releaseId, platform: "spotify", source: "release" }), "text/plain"),
    },
    {
      name: "submitPreSave",
      call: () =>
        post(`${base.site}/api/pre-save`, new URLSearchParams({ release_id: releaseId }).toString(), "application/x-www-form-urlencoded"),
    },
    { name: "submitDemo", call: () => post(`${base.site}/api/submit-demo`, "{}") },
    { name: "emailPreferences", call: () => fetch(`${base.site}/api/email-preferences?token=soak`) },
    { name: "mediaFile", call: () => fetch(`${base.site}/media/00000000-0000-4000-8000-000000000000/320x180.webp`) },
    { name: "openPreview", call: () => fetch(`${base.site}/preview/${"a".repeat(32)}`) },
    // The back office: what its screens load.
    callable("myAccess"),
    callable("listAdminArtists"),
    callable("listAdminReleases"),
    callable("listAdminPressPosts"),
    callable("listArtistChoices"),
    callable("getAdminRelease", { id: releaseId }),
    callable("listUsers"),
    callable("listRoles"),
    callable("listDemos"),
    ...(demoId ? [callable("getDemoReview", { id: demoId })] : []),
    callable("listReplyTemplates"),
    callable("listMedia"),
    callable("listPublishSchedules"),
    callable("listAuditEntries"),
    callable("labelAnalytics"),
    callable("integrationStatus"),
  ];
}

export async function runSoak(options: { minutes: number; clients?: number; log?: (line: string) => void }): Promise<SoakFigures> {
  const log = options.log ?? console.log;
  const clients = options.clients ?? 20;
  const env = { ...benchStackEnv(21200, ".data/bench-soak"), STACK_SITE: "1", STACK_SEED: "1", STACK_JOBS: "1" };
  const config = stackConfig({ ...process.env, ...env });
  log(`Soak: starting the stack (ports ${config.ports.web}…, at most ${config.functionWorkers} function workers)…`);
  const stack = spawnStack(config, env);
  const rootPid = stack.child.pid!;
  let finished = false;
  try {
    await stack.ready;
    const ready = snapshot(config, rootPid);
    const base = {
      site: `http://localhost:${config.ports.web}`,
      callables: `http://localhost:${config.ports.web}/${config.projectId}/us-central1`,
    };
    const admin = SEED_ACCOUNTS.find((a) => a.role === "super-admin")!;
    const authBase = `http://127.0.0.1:${config.ports.auth}/identitytoolkit.googleapis.com/v1`;
    let token = await signIn({ authBase }, admin.email, admin.password);
    let signedInAt = Date.now();
    const list = await endpoints(base, token);
    log(`Soak: ${clients} clients over ${list.length} endpoints for ${options.minutes} min`);

    const answers: SoakFigures["answers"] = { "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0, failed: 0 };
    const failures = new Map<string, number>();
    const hit = async (endpoint: Endpoint) => {
      if (Date.now() - signedInAt > TOKEN_MS) {
        signedInAt = Date.now();
        token = await signIn({ authBase }, admin.email, admin.password);
      }
      try {
        const res = await endpoint.call(base, token);
        const body = await res.text();
        const kind = `${Math.floor(res.status / 100)}xx` as keyof typeof answers;
        answers[kind] += 1;
        if (res.status >= 500) {
          const key = `${endpoint.name} ${res.status} ${body.slice(0, 160)}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
      } catch (error) {
        answers.failed += 1;
        const key = `${endpoint.name}: ${error instanceof Error ? error.message : String(error)}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
    };

    // Warm-up: each client once through every endpoint, from its own place in the list.
    const t0 = Date.now();
    await Promise.all(
      Array.from({ length: clients }, async (_, c) => {
        for (let i = 0; i < list.length; i++) await hit(list[(c + i) % list.length]!);
      }),
    );
    const start = snapshot(config, rootPid);
    log(`Soak: warm-up done in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

    let mostWorkers = start.workers;
    const sampler = setInterval(() => {
      mostWorkers = Math.max(mostWorkers, functionWorkers(config.ports.hub).length);
    }, SAMPLE_MS);
    const deadline = Date.now() + options.minutes * 60_000;
    try {
      await Promise.all(
        Array.from({ length: clients }, async (_, c) => {
          for (let i = c; Date.now() < deadline; i++) await hit(list[i % list.length]!);
        }),
      );
    } finally {
      clearInterval(sampler);
    }
    const end = snapshot(config, rootPid);
    mostWorkers = Math.max(mostWorkers, end.workers);
    for (const [what, n] of failures) log(`  no good answer: ${what} ×${n}`);
    finished = true;
    return {
      minutes: options.minutes,
      clients,
      bound: config.functionWorkers,
      ready,
      start,
      end,
      mostWorkers,
      answers,
      growth: end.rssBytes / start.rssBytes - 1,
    };
  } finally {
    await interruptStack(stack);
    // Kept when something failed (its logs) or when asked.
    if (finished && process.env.BENCH_KEEP !== "1") await rm(config.dataDir, { recursive: true, force: true });
    else log(`Soak: data and logs kept in ${config.dataDir}`);
  }
}

export function printSoak(f: SoakFigures, log: (line: string) => void = console.log): void {
  const line = (label: string, s: Snapshot) =>
    `  ${label.padEnd(22)} ${String(s.workers).padStart(3)} workers, ${mb(s.rssBytes).padStart(8)} resident in ${String(s.processes).padStart(3)} processes; machine load ${s.load.map((l) => l.toFixed(1)).join(" ")}`;
  log(
    `Stack soak: ${f.clients} clients for ${f.minutes} min (bound: ${f.bound} function workers; ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GB)`,
  );
  log(line("ready", f.ready));
  log(line("start (after warm-up)", f.start));
  log(line("end", f.end));
  const total = Object.values(f.answers).reduce((a, b) => a + b, 0);
  log(
    `  most workers at once: ${f.mostWorkers}; answers: ${total} (${Object.entries(f.answers)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")})`,
  );
  const verdict = Math.abs(f.growth) <= SOAK_GROWTH_LIMIT ? "within" : "NOT within";
  log(`  memory from start to end: ${f.growth >= 0 ? "+" : ""}${(f.growth * 100).toFixed(1)} %, ${verdict} ${SOAK_GROWTH_LIMIT * 100} %`);
}

// `tsx scripts/benchSoak.ts [--minutes N]`: the soak on its own.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({ options: { minutes: { type: "string" } } });
  const minutes = Number(values.minutes ?? process.env.BENCH_SOAK_MINUTES ?? 10);
  const figures = await runSoak({ minutes });
  printSoak(figures);
  process.exit(Math.abs(figures.growth) <= SOAK_GROWTH_LIMIT && figures.answers.failed === 0 && figures.answers["5xx"] === 0 ? 0 : 1);
}
