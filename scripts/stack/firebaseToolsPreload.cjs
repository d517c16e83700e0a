// @ts-check
/**
 * Loaded into the firebase-tools process (NODE_OPTIONS=--require) by the
 * local stack (see docs/local-stack.md). Four jobs:
 *
 * 1. The emulators never outlive the stack: when the stack process that
 *    started them (STACK_OWNER) is gone, however it ended, this process
 *    group is killed within a second.
 * 2. Every account change of the Auth emulator is on disk before the
 *    emulator answers.
 * 3. The Functions emulator keeps at most STACK_FUNCTION_WORKERS worker
 *    processes, shared by every HTTPS and callable function
 *    (functionWorkerPool.cjs).
 * 4. No emulator waits on a request body that stopped arriving
 *    (stalledRequestBodies.cjs).
 * 5. The Auth emulator compiles its request validators on first use, not
 *    all before it listens (lazyAuthValidators.cjs), and the Functions
 *    emulator does not ask the npm registry for the SDK's latest version
 *    (offlineSdkCheck.cjs).
 *
 * The Auth emulator keeps accounts in memory and exports them only on a
 * clean exit. Here each change to an account of the stack's project (every
 * one goes through ProjectState.updateUserByLocalId, deleteUser or
 * deleteAllAccounts, synchronously inside the request) appends the account's
 * new state to STACK_AUTH_JOURNAL and fdatasyncs it before the method
 * returns, so before any response is written. The project's state object is
 * created through `state.AgentProjectState`; a subclass replays the journal
 * into it and rewrites the journal as one record per account.
 */
const fs = require("node:fs");
const path = require("node:path");

const journalFile = process.env.STACK_AUTH_JOURNAL;
const projectId = process.env.STACK_AUTH_PROJECT;
// Function workers the emulator spawns must not load this again (other options stay).
const otherOptions = (process.env.NODE_OPTIONS ?? "").replace(`--require ${__filename}`, "").trim();
if (otherOptions) process.env.NODE_OPTIONS = otherOptions;
else delete process.env.NODE_OPTIONS;

const isFirebaseCli = (() => {
  try {
    return /firebase-tools[\\/]lib[\\/]bin[\\/]firebase\.js$/.test(fs.realpathSync(process.argv[1] ?? ""));
  } catch {
    return false;
  }
})();
if (isFirebaseCli && process.env.STACK_OWNER) watchOwner(process.env.STACK_OWNER);
if (journalFile && projectId && isFirebaseCli) install(journalFile, projectId);
const workerBound = Number(process.env.STACK_FUNCTION_WORKERS);
// One worker serves every HTTPS and callable function unless STACK_SHARED_FUNCTION_WORKERS=0 (docs/local-stack.md).
const sharedWorkers = process.env.STACK_SHARED_FUNCTION_WORKERS !== "0";
if (isFirebaseCli && workerBound > 0) require("./functionWorkerPool.cjs").installWorkerPool(workerBound, { shared: sharedWorkers });
// A call whose body stops arriving is answered 408, not held open (stalledRequestBodies.cjs).
if (isFirebaseCli) require("./stalledRequestBodies.cjs").expireStalledBodiesOfNewServers();
// Most of a stack's start was the Auth emulator compiling every validator of its API up front (lazyAuthValidators.cjs).
if (isFirebaseCli) require("./lazyAuthValidators.cjs").compileAuthValidatorsLazily();
if (isFirebaseCli) require("./offlineSdkCheck.cjs").skipLatestSdkVersionCheck();

/** @param {string} mark "pid:starttime" of the stack process */
function watchOwner(mark) {
  const [pid, start] = mark.split(":");
  const startTime = () => {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
    } catch {
      return null;
    }
  };
  setInterval(() => {
    if (startTime() === start) return;
    try {
      process.kill(-process.pid, "SIGKILL");
    } catch {
      process.exit(1);
    }
  }, 1000).unref();
}

/** @param {string} file @param {string} project */
function install(file, project) {
  // A variable name: the module ships no types, and this file only relies on what it reads below.
  const stateModule = "firebase-tools/lib/emulator/auth/state.js";
  /** @type {any} */
  const state = require(stateModule);
  const proto = state.ProjectState.prototype;
  let fd = -1;
  let replaying = false;

  /** @param {any} projectState */
  const ours = (projectState) =>
    !replaying && fd >= 0 && projectState.projectId === project && !(projectState instanceof state.TenantProjectState);
  /** @param {object} record */
  const append = (record) => {
    fs.writeSync(fd, JSON.stringify(record) + "\n");
    fs.fdatasyncSync(fd);
  };

  const updateUserByLocalId = proto.updateUserByLocalId;
  proto.updateUserByLocalId = function (/** @type {string} */ localId, /** @type {any[]} */ ...rest) {
    const user = updateUserByLocalId.call(this, localId, ...rest);
    if (ours(this)) append({ op: "put", user });
    return user;
  };
  const deleteUser = proto.deleteUser;
  proto.deleteUser = function (/** @type {{ localId: string }} */ user) {
    deleteUser.call(this, user);
    if (ours(this)) append({ op: "delete", localId: user.localId });
  };
  const deleteAllAccounts = proto.deleteAllAccounts;
  proto.deleteAllAccounts = function () {
    deleteAllAccounts.call(this);
    if (ours(this)) append({ op: "clear" });
  };

  const Base = state.AgentProjectState;
  state.AgentProjectState = class extends Base {
    /** @param {string} id */
    constructor(id) {
      super(id);
      if (id !== project) return;
      replaying = true;
      try {
        for (const user of foldJournal(file).values()) this.overwriteUserWithLocalId(user.localId, user);
      } finally {
        replaying = false;
      }
      rewrite(
        file,
        [...this.users.values()].map((user) => JSON.stringify({ op: "put", user })),
      );
      if (fd >= 0) fs.closeSync(fd);
      fd = fs.openSync(file, "a");
    }
  };
}

/**
 * The accounts a journal leaves: the last record of each account wins; a torn
 * last line (a crash mid-write, never acknowledged) is skipped.
 * @param {string} file
 * @returns {Map<string, any>}
 */
function foldJournal(file) {
  /** @type {Map<string, any>} */
  const accounts = new Map();
  if (!fs.existsSync(file)) return accounts;
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    if (!line) continue;
    let record;
    try {
      record = JSON.parse(line);
    } catch {
      continue;
    }
    if (record.op === "put") accounts.set(record.user.localId, record.user);
    else if (record.op === "delete") accounts.delete(record.localId);
    else if (record.op === "clear") accounts.clear();
  }
  return accounts;
}

/** @param {string} file @param {string[]} lines */
function rewrite(file, lines) {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, lines.map((l) => l + "\n").join(""));
  const tmpFd = fs.openSync(tmp, "r+");
  fs.fsyncSync(tmpFd);
  fs.closeSync(tmpFd);
  fs.renameSync(tmp, file);
  const dirFd = fs.openSync(path.dirname(file), "r");
  fs.fsyncSync(dirFd);
  fs.closeSync(dirFd);
}
