// @ts-check
/**
 * Loaded (NODE_OPTIONS=--require) into a Functions emulator worker that
 * serves every HTTPS and callable function of the stack, not one
 * (functionWorkerPool.cjs, "shared workers"; docs/local-stack.md).
 *
 * firebase-tools' worker runtime reads the function to run from its
 * FUNCTION_TARGET, fixed when the worker starts. Here it reads it from each
 * call instead: the emulator's process names the call's function in
 * TARGET_HEADER, always, overwriting whatever a client sent. The runtime's
 * source is patched as it is loaded, in the one expression that picks the
 * function; if an upgrade changed that expression the worker stops loudly
 * rather than run every call as the first function.
 */
const Module = require("node:module");

const TARGET_HEADER = "x-stack-function-target";
const PICK = 'const trigger = FUNCTION_TARGET_NAME.split(".")';

/** Marks the worker processes this file is loaded into (set in their environment only). */
const SHARED_WORKER_ENV = "STACK_SHARED_WORKER";

function patchRuntime() {
  /** @type {any} */
  const proto = Module.prototype;
  const compile = proto._compile;
  proto._compile = function (/** @type {string} */ content, /** @type {string} */ filename) {
    if (!/[\\/]firebase-tools[\\/]lib[\\/]emulator[\\/]functionsEmulatorRuntime\.js$/.test(filename))
      return compile.call(this, content, filename);
    proto._compile = compile;
    if (!content.includes(PICK))
      throw new Error(
        `sharedFunctionWorker.cjs: firebase-tools' worker runtime no longer picks its function with \`${PICK}\`; update this file for this version`,
      );
    const patched = content.replace(PICK, `const trigger = (req.get(${JSON.stringify(TARGET_HEADER)}) || FUNCTION_TARGET_NAME).split(".")`);
    return compile.call(this, patched, filename);
  };
}

if (process.env[SHARED_WORKER_ENV] === "1") patchRuntime();

module.exports = { TARGET_HEADER, SHARED_WORKER_ENV };
