// @ts-check
import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

const HOOKS_CORE = ["react-hooks/rules-of-hooks", "react-hooks/exhaustive-deps"];
const hooksCompilerRules = Object.keys(reactHooks.configs.flat.recommended.rules ?? {}).filter((rule) => !HOOKS_CORE.includes(rule));

export default defineConfig([
  // Generated or installed, as in .gitignore.
  globalIgnores(["node_modules/", "dist/", ".astro/", ".data/", ".site-build/", "functions/lib/", "test-results/", "playwright-report/", ".firebase/", "firebase-export-*/"]),
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
]);
