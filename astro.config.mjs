// @ts-check
import { defineConfig } from "astro/config";
import preact from "@astrojs/preact";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";

// The public islands (lists, pre-save and demo forms) and the cards they
// share with the pre-rendered pages are Preact: React's client runtime alone
// (66 KB gzip) is over the public pages' budgets (lists 60 KB, pre-save
// 25 KB, submit-demo 30 KB). The admin stays React. Each file belongs to
// exactly one of the two.
const preactComponents = ["**/src/components/islands/**", "**/src/components/cards/**"];

// Static output: every public page is pre-rendered from Firestore at build
// time and served from the CDN; the admin is a React app under /admin.
export default defineConfig({
  site: process.env.SITE_URL || "http://localhost:4321",
  outDir: process.env.SITE_OUT_DIR || "./dist",
  // Separate caches let test builds run beside a developer's build.
  cacheDir: process.env.ASTRO_CACHE_DIR || "./node_modules/.astro",
  output: "static",
  trailingSlash: "ignore",
  // Every page carries its styles in its own <style> (the policy's style-src allows inline
  // styles): a page paints as soon as its HTML is parsed, with no stylesheet request in
  // the way of the first frame. Linked, the first paint waited on them, and headless
  // Chromium then often held it back a whole second (docs/benchmarks.md#lighthouse).
  build: { inlineStylesheets: "always" },
  integrations: [preact({ include: preactComponents }), react({ exclude: preactComponents })],
  vite: {
    plugins: [tailwindcss()],
    // No script inlined into pages (the listen beacon included): the Content-Security-Policy
    // (firebase.json) allows scripts from the site itself plus the hashes of Astro's island
    // runtime, not arbitrary inline code.
    build: { assetsInlineLimit: 0 },
  },
});
