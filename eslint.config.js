// @ts-check
import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

// ------------------------------------------------------------ boundaries
// The boundaries of docs/decisions.md#boundaries, each shown refused by a
// fixture in tests/unit/lint/boundaries.test.ts.

/** The two runners that turn a declaration into a deployed function: the only files that call onCall/onRequest. */
const RUNNERS = ["functions/src/callable.ts", "functions/src/http/httpFunction.ts"];
const RUNNERS_ONLY =
  "Define functions with defineCallable (functions/src/callable.ts) or the HTTP runners (functions/src/http/httpFunction.ts), which check the declared access";
const onlyRunnersServe = ["firebase-functions/https", "firebase-functions/v2/https"].map((name) => ({
  name,
  importNames: ["onCall", "onRequest"],
  message: RUNNERS_ONLY,
}));

/**
 * Function files import no data layer: they call their room's operations
 * (functions/src/operations/<room>/) or, for the store, its server modules
 * (src/lib/server/store/). Only the operations floor reaches the
 * repositories, its access rules and the per-call opening of them (authContextOf)
 * included (docs/decisions.md#operations); every other folder, the runners
 * and a new room included, is held to it.
 */
const FUNCTION_CORE = ["functions/src/operations/**"];
/** The system caller runs the scheduled jobs: only their two schedulers make one (docs/decisions.md#operations). */
const SCHEDULERS = ["functions/src/jobs/scheduledJob.ts", "scripts/stack/jobScheduler.ts"];
const onlySchedulersActAsSystem = {
  group: ["**/operations/accessRules"],
  importNames: ["systemCaller"],
  message: "Only the job schedulers (functions/src/jobs/scheduledJob.ts, scripts/stack/jobScheduler.ts) run operations as the system",
};
/** A request's client is read from the raw request by the HTTP plumbing alone (clientOf), never made up (docs/decisions.md#operations). */
const CLIENT_READER = "functions/src/http/clientLimit.ts";
const onlyHttpReadsClients = {
  group: ["**/server/clientLimit"],
  importNames: ["requestClient"],
  message: "Only the HTTP plumbing (functions/src/http/clientLimit.ts, clientOf) reads a request's client, from the raw request",
};
const noDataLayer = {
  group: ["**/lib/data", "**/lib/data/**"],
  message: "A function file calls its room's operations (functions/src/operations/<room>/), which alone touch the repositories",
};

/**
 * The domain's rooms besides `shared`, in the one direction they import:
 * each room imports shared and the rooms before it, never one after it, so
 * no two rooms import each other in a loop (a room's records before the
 * rooms that read them: the catalogue before listening, campaigns and the
 * store). Type-only imports are erased from the build and may point either
 * way (access names publishing's schedule types).
 */
const DOMAIN_ROOM_ORDER = ["access", "demos", "catalog", "listening", "publishing", "campaigns", "media", "fans", "promo", "store"];
const DOMAIN_ROOMS = [...DOMAIN_ROOM_ORDER].sort();
/** @param {readonly string[]} rooms */
const roomPatterns = (rooms) => rooms.flatMap((room) => [`../${room}`, `../${room}/**`]);
const oneWayRooms = DOMAIN_ROOM_ORDER.map((room, index) => ({
  files: [`src/lib/domain/${room}/**/*.ts`],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: roomPatterns(DOMAIN_ROOM_ORDER.slice(index + 1)),
            allowTypeImports: true,
            message: `The domain's rooms import one way (DOMAIN_ROOM_ORDER in eslint.config.js): ${room} imports shared${index ? ` and ${DOMAIN_ROOM_ORDER.slice(0, index).join(", ")}` : ""}, so no two rooms import each other in a loop`,
          },
        ],
      },
    ],
  },
}));
const noRoomFromShared = {
  group: roomPatterns(DOMAIN_ROOMS),
  message: "The shared room imports no other room: move what both need into shared, or the module into its room",
};

/**
 * The floors above the domain (functions, operations, the server rules, the
 * data layer, the site builder, jobs, files, the admin, scripts) reach a room
 * through its front file (`src/lib/domain/<room>/index.ts`), never its inner
 * files, so a room can rearrange its files without its readers noticing.
 * Not the public site (src/components, src/pages) nor the domain's own rooms:
 * the light public islands import single domain modules so their pages stay
 * within their JavaScript budgets (a front file brings the room's zod
 * schemas along), which tests/unit/architecture/boundaries.test.ts holds.
 */
const FRONT_FILE_FLOORS = [
  "functions/src/**/*.ts",
  "src/lib/{server,data,site,jobs,files,hosting,integrations,audio}/**/*.ts",
  "src/admin/**/*.{ts,tsx}",
  "scripts/**/*.ts",
];
const throughFrontFile = {
  group: ["**/domain/*/*"],
  message: "Import a domain room through its front file (src/lib/domain/<room>, its index.ts): add the module to it if it lacks it",
};

/** The floors below the server rules read the configuration from the ground floor (src/lib/config.ts), never the server. */
const noServerFromBelow = {
  group: ["**/lib/server", "**/lib/server/**", "../server", "../server/**", "../../server", "../../server/**"],
  message:
    "The data layer, files and integrations sit below the server rules: what they need lives on the ground floor (src/lib/config.ts) or in their own floor",
};

const HOOKS_CORE = ["react-hooks/rules-of-hooks", "react-hooks/exhaustive-deps"];
const hooksCompilerRules = Object.keys(reactHooks.configs.flat.recommended.rules ?? {}).filter((rule) => !HOOKS_CORE.includes(rule));

export default defineConfig([
  // Generated or installed, as in .gitignore.
  // The lint fixtures break the rules on purpose; tests/unit/lint lints them one by one.
  globalIgnores([
    "tests/unit/lint/fixtures/",
    "node_modules/",
    "dist/",
    ".astro/",
    ".data/",
    ".site-build/",
    "functions/lib/",
    "test-results/",
    "playwright-report/",
    ".firebase/",
    "firebase-export-*/",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
  {
    // One tree holds browser code (site, admin), Node code (functions, scripts, tests) and code shared by both.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Destructuring a field beside `...rest` is how the code leaves a field out of an object (tsc agrees).
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  {
    // The release-day switch's inline script is pinned by its hash in firebase.json's CSP: not a byte of it may change.
    files: ["src/components/ReleaseDaySwitch.astro/*.ts"],
    rules: { "no-var": "off" },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    // CommonJS files (the emulators' preload) load modules with require().
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // The React (admin) and Preact (public islands) components and hooks.
    files: ["src/admin/**/*.{ts,tsx}", "src/components/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      "react-hooks/exhaustive-deps": "error",
      // Warnings, not errors: the React Compiler rules flag hydration effects, fetch-then-setState effects and
      // latest-value refs that work as intended here and would need rewrites, not fixes.
      ...Object.fromEntries(hooksCompilerRules.map((rule) => [rule, "warn"])),
    },
  },
  {
    files: ["functions/src/**/*.ts"],
    ignores: RUNNERS,
    rules: { "no-restricted-imports": ["error", { paths: onlyRunnersServe, patterns: [onlyHttpReadsClients] }] },
  },
  {
    files: ["functions/src/**/*.ts"],
    ignores: [...FUNCTION_CORE, ...SCHEDULERS, ...RUNNERS, CLIENT_READER],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: onlyRunnersServe, patterns: [noDataLayer, onlySchedulersActAsSystem, onlyHttpReadsClients] },
      ],
    },
  },
  {
    files: [CLIENT_READER],
    rules: { "no-restricted-imports": ["error", { paths: onlyRunnersServe, patterns: [noDataLayer, onlySchedulersActAsSystem] }] },
  },
  {
    // The runners serve, and like every function file reach no repository.
    files: RUNNERS,
    rules: { "no-restricted-imports": ["error", { patterns: [noDataLayer, onlySchedulersActAsSystem, onlyHttpReadsClients] }] },
  },
  {
    files: SCHEDULERS.filter((file) => file.startsWith("functions/")),
    rules: { "no-restricted-imports": ["error", { paths: onlyRunnersServe, patterns: [noDataLayer, onlyHttpReadsClients] }] },
  },
  {
    // The server modules and jobs count a client they are handed; none makes one.
    files: ["src/lib/server/**/*.ts", "src/lib/jobs/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [onlyHttpReadsClients] }] },
  },
  {
    files: ["src/lib/data/**/*.ts", "src/lib/files/**/*.ts", "src/lib/integrations/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [noServerFromBelow] }] },
  },
  {
    files: ["src/lib/domain/shared/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [noRoomFromShared] }] },
  },
  ...oneWayRooms.slice(0, -1),
  {
    files: FRONT_FILE_FLOORS,
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [throughFrontFile] }] },
  },
  {
    // No import cycle between modules of the domain, the server-side layers under src/lib (data, server, files,
    // site, audio, integrations, jobs) or the functions. Type-only imports are erased and not cycles: the data
    // layer's list pages name the repositories' type (data/listPages.ts → data/index.ts) without loading them.
    // Measured on the whole tree: about 3 s of one core over lint's 60 s (docs/decisions.md#boundaries).
    files: ["src/lib/**/*.ts", "functions/src/**/*.ts", "tests/unit/lint/fixtures/domain/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
]);
