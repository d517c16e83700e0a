// @ts-check
/**
 * Bounds the Functions emulator's worker processes (docs/local-stack.md,
 * "Function workers"). Installed by firebaseToolsPreload.cjs into the
 * firebase-tools process.
 *
 * firebase-tools 15 runs one call per worker process: a call that finds its
 * function's workers busy starts another (~170 MB, a cold start of seconds),
 * and no worker is ever stopped, so a day of use or a load test ends with
 * hundreds of them. Here instead:
 *
 * - a worker takes up to CALLS_PER_WORKER calls at once, as a Cloud
 *   Functions (2nd gen) instance does by default, so a function needs one
 *   worker however many calls arrive together;
 * - the emulator never holds more than STACK_FUNCTION_WORKERS workers: a
 *   call for a function without a worker stops the least recently used idle
 *   worker first, and waits (queued, never refused) while every worker is
 *   busy;
 * - a worker idle for IDLE_MS is stopped;
 * - with `shared` (the stack's default), one worker serves every HTTPS and
 *   callable function, not one of them: its runtime reads each call's
 *   function from a header this process sets (sharedFunctionWorker.cjs), so
 *   a stack pays one cold start, not one per function it calls.
 *
 * Only the emulator's own objects are touched: the pool's choice of worker,
 * the worker's call accounting, and an admission step before the emulator
 * handles an HTTPS or callable call. Debug mode (--inspect-functions), which
 * already shares one worker, is left as it is.
 */
const { EventEmitter } = require("node:events");
const { SHARED_WORKER_ENV, TARGET_HEADER } = require("./sharedFunctionWorker.cjs");

/** Calls one worker serves at once (Cloud Functions 2nd gen's default concurrency). */
const CALLS_PER_WORKER = 80;
/** A worker unused this long is stopped. */
const IDLE_MS = 15 * 60_000;
/** A stopped worker that has not exited after this is killed. */
const STOP_GRACE_MS = 5_000;

/** The pool key of the shared workers (firebase-tools keys a worker by its function's trigger id). */
const SHARED_KEY = "~shared-https~";

/**
 * @param {number} bound the most workers alive at once
 * @param {{ shared: boolean }} options shared: HTTPS and callable functions share their workers
 */
function installWorkerPool(bound, { shared }) {
  // Variable names: the modules ship no types, and this file relies only on what it checks below.
  const workerPath = "firebase-tools/lib/emulator/functionsRuntimeWorker.js";
  const emulatorPath = "firebase-tools/lib/emulator/functionsEmulator.js";
  /** @type {any} */
  const workerModule = require(workerPath);
  /** @type {any} */
  const emulatorModule = require(emulatorPath);
  const { RuntimeWorker, RuntimeWorkerPool, RuntimeWorkerState: State } = workerModule;
  const Emulator = emulatorModule.FunctionsEmulator;
  for (const [owner, method] of [
    [RuntimeWorker, "request"],
    [RuntimeWorker, "processStream"],
    [RuntimeWorkerPool, "getIdleWorker"],
    [RuntimeWorkerPool, "addWorker"],
    [Emulator, "handleHttpsTrigger"],
    [Emulator, "startRuntime"],
    [Emulator, "startNode"],
    [RuntimeWorkerPool, "getKey"],
  ]) {
    // Loud rather than silently unbounded after a firebase-tools upgrade.
    if (typeof owner?.prototype?.[method] !== "function")
      throw new Error(`functionWorkerPool.cjs: firebase-tools has no ${method}; update it for this version`);
  }

  /** Every pool seen (one per codebase). @type {Set<any>} */
  const pools = new Set();
  /** The HTTPS and callable functions seen, by trigger id, whose calls shared workers serve. @type {Set<string>} */
  const sharedTriggers = new Set();
  /** Each shared function's timeout, by entry point: a shared worker's calls each keep their own function's. @type {Map<string, number | undefined>} */
  const sharedTimeouts = new Map();
  /** Workers being started by an admitted call, by pool key (until they are ready or failed). @type {Map<string, number>} */
  const starting = new Map();
  const startingCount = () => [...starting.values()].reduce((sum, n) => sum + n, 0);
  /** When each pool key's last failed worker start ended: the calls that waited for it fail with it. @type {Map<string, number>} */
  const failedStarts = new Map();
  /** Signals a call ended or a worker went idle or away: waiting calls look again. */
  const freed = new EventEmitter();
  freed.setMaxListeners(0);
  const signal = () => freed.emit("freed");
  const nextFreed = () => new Promise((resolve) => freed.once("freed", resolve));

  /** @param {any} w */
  const callsOf = (w) => w.calls ?? 0;
  const allWorkers = () => [...pools].flatMap((pool) => [...pool.workers.values()].flat());
  const alive = () => allWorkers().filter((w) => w.state !== State.FINISHED);

  /** Stops a worker and waits for its process to exit. @param {any} worker */
  function stopWorker(worker) {
    const exited = new Promise((resolve) => {
      if (worker.state === State.FINISHED) return resolve(undefined);
      worker.stateEvents.once(State.FINISHED, resolve);
    });
    worker.state = State.FINISHING;
    worker.runtime.process.kill();
    const force = setTimeout(() => worker.runtime.process.kill("SIGKILL"), STOP_GRACE_MS);
    force.unref();
    return exited.finally(() => clearTimeout(force));
  }

  /** The worker a finished call leaves: idle once its last call ends, or stopped if it was asked to finish meanwhile. @param {any} worker */
  function settle(worker) {
    worker.calls = callsOf(worker) - 1;
    worker.lastUsed = Date.now();
    if (worker.calls === 0) {
      if (worker.state === State.FINISHING) worker.runtime.process.kill();
      else if (worker.state === State.BUSY) worker.state = State.IDLE;
    }
    signal();
  }

  /**
   * A worker the emulator gives up on (a call that failed or timed out, a
   * fatal log): it takes no new call, and stops once its other calls are
   * answered, instead of failing them with it. @param {any} worker
   */
  function retire(worker) {
    if (worker.state === State.FINISHED) return true;
    worker.state = State.FINISHING;
    if (callsOf(worker) === 0) worker.runtime.process.kill();
    return true;
  }

  /**
   * The worker's runtime as the emulator's request and log code see it: a
   * connection of its own for each call (a kept-alive one that the worker
   * closes just as a call reuses it fails that call), and a kill that
   * retires the worker. @param {any} worker
   */
  function runtimeView(worker) {
    const { runtime } = worker;
    const conn = Object.create(runtime.conn, { httpReqOpts: { value: () => ({ ...runtime.conn.httpReqOpts(), agent: false }) } });
    const proc = Object.create(runtime.process, { kill: { value: () => retire(worker) } });
    return Object.create(runtime, { conn: { value: conn }, process: { value: proc } });
  }

  const processStream = RuntimeWorker.prototype.processStream;
  RuntimeWorker.prototype.processStream = function (/** @type {any} */ chunk, /** @type {string} */ buffer) {
    return processStream.call(Object.create(this, { runtime: { value: runtimeView(this) } }), chunk, buffer);
  };

  // A call counts until the worker has answered it and the answer has left: the emulator marks
  // a worker idle as soon as the piped answer pauses, and a worker stopped then would cut it short.
  // The emulator's own request runs on a view of the worker whose state changes this accounting
  // decides, so another call's end never idles or kills a worker with calls still running.
  const request = RuntimeWorker.prototype.request;
  RuntimeWorker.prototype.request = function (
    /** @type {any} */ req,
    /** @type {any} */ resp,
    /** @type {any} */ body,
    /** @type {any} */ debug,
  ) {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- named: the view below is another object whose accessors speak of this worker
    const worker = this;
    worker.calls = callsOf(worker) + 1;
    worker.lastUsed = Date.now();
    const target = shared ? req.headers?.[TARGET_HEADER] : undefined;
    const view = Object.create(worker, {
      runtime: { value: runtimeView(worker) },
      ...(typeof target === "string" && sharedTimeouts.has(target) && { timeoutSeconds: { value: sharedTimeouts.get(target) } }),
      state: {
        get: () => (worker.state === State.FINISHING ? State.BUSY : worker.state),
        set: (/** @type {string} */ state) => {
          if (state === State.BUSY && worker.state === State.IDLE) worker.state = State.BUSY;
        },
      },
    });
    // A caller that hung up while the call waited: its answer has nowhere to go.
    const answered = resp.closed ? Promise.resolve() : new Promise((resolve) => resp.once("close", resolve));
    const handled = request.call(view, req, resp, body, debug);
    void Promise.all([handled, answered]).then(() => settle(worker));
    return handled;
  };

  const getKey = RuntimeWorkerPool.prototype.getKey;
  RuntimeWorkerPool.prototype.getKey = function (/** @type {string | undefined} */ triggerId, /** @type {any} */ runtime) {
    return triggerId !== undefined && sharedTriggers.has(triggerId) ? SHARED_KEY : getKey.call(this, triggerId, runtime);
  };

  // A shared worker's process loads the runtime patch that reads each call's function from its header.
  const startNode = Emulator.prototype.startNode;
  Emulator.prototype.startNode = function (/** @type {any} */ backend, /** @type {Record<string, string>} */ envs) {
    if (!shared || envs.FUNCTION_SIGNATURE_TYPE !== "http") return startNode.call(this, backend, envs);
    const preload = `--require ${require.resolve("./sharedFunctionWorker.cjs")}`;
    return startNode.call(this, backend, {
      ...envs,
      [SHARED_WORKER_ENV]: "1",
      NODE_OPTIONS: `${envs.NODE_OPTIONS ?? process.env.NODE_OPTIONS ?? ""} ${preload}`.trim(),
    });
  };

  // Any worker of the function with room for another call, the least loaded first.
  RuntimeWorkerPool.prototype.getIdleWorker = function (/** @type {string} */ triggerId, /** @type {any} */ runtime) {
    pools.add(this);
    this.cleanUpWorkers();
    const workers = this.getTriggerWorkers(triggerId, runtime);
    if (!workers.length) {
      this.setTriggerWorkers(triggerId, [], runtime);
      return undefined;
    }
    const open = workers.filter(
      (/** @type {any} */ w) => (w.state === State.IDLE || w.state === State.BUSY) && callsOf(w) < CALLS_PER_WORKER,
    );
    return open.sort((/** @type {any} */ a, /** @type {any} */ b) => callsOf(a) - callsOf(b))[0];
  };

  const addWorker = RuntimeWorkerPool.prototype.addWorker;
  RuntimeWorkerPool.prototype.addWorker = function (/** @type {any[]} */ ...args) {
    pools.add(this);
    const worker = addWorker.apply(this, args);
    worker.lastUsed = Date.now();
    // Kept for the call that started it: a waiting call must not stop it before that call runs.
    worker.reserved = true;
    worker.stateEvents.on(State.IDLE, signal);
    worker.stateEvents.on(State.FINISHED, signal);
    return worker;
  };

  /**
   * Runs the call once it fits within the bound: on a worker of its function
   * with room, else on a new one when fewer than `bound` are alive (stopping
   * the least recently used idle worker to make room), else after the next
   * freed slot. `run` is called in the same step as the check, so nothing
   * can take the room meanwhile (the emulator picks the worker before its
   * first await). `refuse` answers when its worker could not be started.
   * @param {any} emulator @param {any} record @param {() => Promise<void>} run @param {() => void} refuse
   */
  async function admit(emulator, record, run, refuse) {
    const pool = emulator.workerPools[record.backend.codebase];
    pools.add(pool);
    const trigger = record.def;
    const runtime = record.backend.runtime;
    const key = pool.getKey(trigger.id, runtime);
    /** The worker started for this call, if any. @type {any} */
    let fresh = null;
    const arrived = Date.now();
    for (;;) {
      if (pool.readyForWork(trigger.id, runtime)) {
        const running = run();
        if (fresh) fresh.reserved = false;
        return running;
      }
      // A worker of this function on its way: the call waits for it (it takes many calls) rather than start another.
      if (starting.get(key)) {
        await nextFreed();
        continue;
      }
      if ((failedStarts.get(key) ?? 0) >= arrived) return refuse();
      const live = alive();
      if (live.length + startingCount() < bound) {
        starting.set(key, 1);
        const since = Date.now();
        try {
          fresh = await emulator.startRuntime(record.backend, trigger);
        } catch (error) {
          // A worker that never became ready must not hold a place.
          for (const w of pool.getTriggerWorkers(trigger.id, runtime))
            if (w.state === State.CREATED && w.lastUsed >= since) void stopWorker(w);
          emulator.logger.logLabeled(
            "ERROR",
            "functions",
            `Failed to start a worker for ${trigger.id}: ${error instanceof Error ? error.message : String(error)}`,
          );
          failedStarts.set(key, Date.now());
          return refuse();
        } finally {
          starting.delete(key);
          signal();
        }
        continue;
      }
      const idle = live.filter((w) => w.state === State.IDLE && callsOf(w) === 0 && !w.reserved).sort((a, b) => a.lastUsed - b.lastUsed)[0];
      await (idle ? stopWorker(idle) : nextFreed());
    }
  }

  const handleHttpsTrigger = Emulator.prototype.handleHttpsTrigger;
  Emulator.prototype.handleHttpsTrigger = function (/** @type {any} */ req, /** @type {any} */ res) {
    const triggerId = req.params.region ? `${req.params.region}-${req.params.trigger_name}` : req.params.trigger_name;
    const record = !this.debugMode && this.triggers[triggerId] ? this.getTriggerRecordByKey(triggerId) : null;
    // Only this process names a call's function to a shared worker: never a client.
    delete req.headers[TARGET_HEADER];
    const run = () => handleHttpsTrigger.call(this, req, res);
    if (!record?.enabled) return run();
    if (shared && record.def.httpsTrigger) {
      sharedTriggers.add(record.def.id);
      sharedTimeouts.set(record.def.entryPoint, record.def.timeoutSeconds);
      req.headers[TARGET_HEADER] = record.def.entryPoint;
    }
    return admit(this, record, run, () => {
      // The callables' error shape, which every client here reads.
      res
        .status(500)
        .json({ error: { status: "INTERNAL", message: "The function could not be started (see the Functions emulator's log)." } });
    });
  };

  setInterval(() => {
    const cutoff = Date.now() - IDLE_MS;
    for (const worker of alive())
      if (worker.state === State.IDLE && callsOf(worker) === 0 && worker.lastUsed < cutoff) void stopWorker(worker);
  }, 60_000).unref();
}

module.exports = { installWorkerPool };
