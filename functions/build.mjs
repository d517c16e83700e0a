// Bundles the functions with the shared domain and data modules from ../src,
// so the deployed package carries one copy of each rule and schema, while
// npm packages stay external and are installed by Cloud Functions from
// functions/package.json.
import { build } from "esbuild";
import { readFileSync } from "node:fs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));

await build({
  entryPoints: [new URL("./src/index.ts", import.meta.url).pathname],
  outfile: new URL("./lib/index.js", import.meta.url).pathname,
  bundle: true,
  platform: "node",
  target: "node24",
  format: "esm",
  sourcemap: true,
  external: Object.keys(pkg.dependencies),
  logLevel: "warning",
});
