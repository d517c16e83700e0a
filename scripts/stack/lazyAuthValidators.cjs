// @ts-check
/**
 * The Auth emulator builds its router with exegesis, which by default
 * compiles an ajv validator for every request and response schema of the
 * Identity Toolkit API before the emulator listens: 10–12 s of CPU on a quiet
 * machine (a CPU profile of `firebase emulators:start --only auth`), the
 * largest part of every local stack's start, twice that on a busy one.
 * exegesis can compile each validator on its first use instead
 * (`lazyCompileValidationSchemas`); the emulator does not ask for it, so this
 * asks for it. Every request and response is still validated by the same
 * schema, only later (docs/local-stack.md#starting).
 */
const path = require("node:path");

function compileAuthValidatorsLazily() {
  const cli = path.dirname(require.resolve("firebase-tools/package.json"));
  /** @type {{ compileOptions: (options?: Record<string, unknown>) => unknown }} */
  const options = require(require.resolve("exegesis/lib/options", { paths: [cli] }));
  const compile = options.compileOptions;
  // exegesis calls `options_1.compileOptions(...)` through the module object, so the replacement is the one it calls.
  options.compileOptions = (given = {}) => compile({ lazyCompileValidationSchemas: true, ...given });
}

module.exports = { compileAuthValidatorsLazily };
