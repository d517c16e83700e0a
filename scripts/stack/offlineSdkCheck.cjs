// @ts-check
/**
 * When the Functions emulator loads the functions, firebase-tools asks the
 * npm registry for firebase-functions' latest version (`npm show
 * firebase-functions`, run synchronously: the whole CLI, Auth emulator
 * included, waits for it) only to print a warning when the installed one is
 * older. The local stack runs offline and starts many times in a test run,
 * so it skips the question: the version is the lockfile's, and `npm outdated`
 * tells a developer the same.
 */
const path = require("node:path");

function skipLatestSdkVersionCheck() {
  const cli = path.dirname(require.resolve("firebase-tools/package.json"));
  /** @type {{ getLatestSDKVersion: () => string | undefined }} */
  const versioning = require(path.join(cli, "lib/deploy/functions/runtimes/node/versioning.js"));
  // checkFunctionsSDKVersion calls `exports.getLatestSDKVersion()`; with no answer it warns of nothing.
  versioning.getLatestSDKVersion = () => undefined;
}

module.exports = { skipLatestSdkVersionCheck };
