import { defineConfig } from "vitest/config";

// Unit tests: pure code only, no emulators. Files that need a DOM opt in with
// `// @vitest-environment jsdom` (DOMPurify misbehaves under happy-dom).
export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
  },
});
