// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";

// Static output: every public page is pre-rendered from Firestore at build
// time and served from the CDN; the admin is a React app under /admin.
export default defineConfig({
  site: process.env.SITE_URL || "http://localhost:4321",
  outDir: process.env.SITE_OUT_DIR || "./dist",
  // Separate caches let test builds run beside a developer's build.
  cacheDir: process.env.ASTRO_CACHE_DIR || "./node_modules/.astro",
  output: "static",
  trailingSlash: "ignore",
  integrations: [react()],
  vite: {
    plugins: [tailwindcss()],
  },
});
